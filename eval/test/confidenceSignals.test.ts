/**
 * The signals of eval/real/confidenceSignals.ts on rows written here: the rank area of a signal that orders the
 * wrong answers first and of one that orders them last, and a logistic model cross-fitted by fold that learns a
 * signal separating them (each fold scored by weights fitted without it).
 */
import { describe, expect, it } from 'vitest';
import type { ConfidenceRow } from '../real/confidenceCv';
import { SIGNALS, caught, crossFitted, rankArea } from '../real/confidenceSignals';

function row(i: number, right: boolean, served: number, genAgrees: boolean): ConfidenceRow {
  return {
    id: `d${i}`,
    repo: `r${Math.floor(i / 8)}`,
    fold: Math.floor(i / 8),
    expected: 'court_order',
    actual: right ? 'court_order' : 'unknown',
    right,
    served,
    mainTop: right ? 'court_order' : 'unknown',
    mainP: served,
    mainSecond: 1 - served,
    cueAgrees: 1,
    cueLogOdds: 0,
    genTop: genAgrees ? (right ? 'court_order' : 'unknown') : 'billing',
    genPAnswer: 0.5,
    oov: 0,
    garble: 0,
    words: 100,
  };
}

// Forty answers in five folds of eight: one wrong in each of the first four folds; the served probability is the same for all, the generated-only model disagrees
// with exactly the wrong ones.
const rows = Array.from({ length: 40 }, (_, i) => row(i, i % 5 !== 0 || i % 10 === 5, 0.9, !(i % 5 === 0 && i % 10 !== 5)));

describe('confidence signals', () => {
  it('rank area: 1 when the signal puts every wrong answer below every right one, 0 when above, 0.5 when it ties', () => {
    expect(rankArea(rows, SIGNALS.genAgrees!)).toBe(1);
    expect(rankArea(rows, (r) => -SIGNALS.genAgrees!(r))).toBe(0);
    expect(rankArea(rows, SIGNALS.served!)).toBe(0.5);
  });

  it('a logistic model cross-fitted by fold learns a separating signal and catches the wrong answers first', () => {
    const wrong = rows.filter((r) => !r.right).length;
    expect(wrong).toBe(4);
    const p = crossFitted(rows, ['served', 'genAgrees']);
    expect(p).toHaveLength(rows.length);
    const lowest = [...p.keys()].sort((a, b) => (p[a] as number) - (p[b] as number)).slice(0, wrong);
    expect(lowest.every((i) => !rows[i]!.right)).toBe(true);
    expect(caught(rows, p)).toBe('1.000 (4/4) / 1.000 (4/4)');
  });
});
