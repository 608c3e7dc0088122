/**
 * The figures the tools write into docs/: a run replaces what it measured and keeps the rest, the page around
 * the generated region is left as it was, and a page without a region gets one.
 */
import { describe, expect, it } from 'vitest';
import { END, START, generatedRegion, printedBy, suiteSection, withBenchSections, withEvalFigures, withRegion } from '../docFigures';

const P1 = { when: '2026-11-28 01:00 UTC', commit: 'abc1234' };
const P2 = { when: '2026-11-29 09:30 UTC', commit: 'def5678+' };
const PAGE = '# Evaluation\n\nHand-written text.\n\n## Written by `npm run eval`\n\nAbove the region.\n';
const ORDER = ['type accuracy', 'date F1', 'ECE'];

describe('figures written into docs/', () => {
  it('adds a region to a page without one, and replaces only the region afterwards', () => {
    const once = withRegion('# Page\n\ntext\n', 'first', '## Written');
    expect(once).toBe(`# Page\n\ntext\n\n## Written\n\n${START}\n\nfirst\n\n${END}\n`);
    const twice = withRegion(`${once}\nafter\n`, 'second', '## Written');
    expect(twice).toBe(`# Page\n\ntext\n\n## Written\n\n${START}\n\nsecond\n\n${END}\n\nafter\n`);
    expect(generatedRegion(twice)).toBe('second');
  });

  it('evaluation: a partial run rewrites its own rows and keeps the others with their dates', () => {
    const full = withEvalFigures(
      PAGE,
      [
        { name: 'ECE', value: 0.02, bound: 'ceiling 0.05', status: 'ok' },
        { name: 'type accuracy', value: 0.955, bound: 'floor 0.9', status: 'ok' },
        { name: 'date F1', value: 1, bound: 'floor 0.98', status: 'ok' },
      ],
      P1,
      'OCR auto',
      ORDER,
    );
    expect(full.startsWith(PAGE.trimEnd())).toBe(true);
    const partial = withEvalFigures(full, [{ name: 'date F1', value: 0.97, bound: 'floor 0.98', status: 'FAIL' }], P2, 'OCR native', ORDER);
    const rows = generatedRegion(partial)!
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Figure'));
    expect(rows).toEqual([
      '| type accuracy | 0.955 | floor 0.9 | ok | 2026-11-28 01:00 UTC, abc1234, OCR auto |',
      '| date F1 | 0.970 | floor 0.98 | FAIL | 2026-11-29 09:30 UTC, def5678+, OCR native |',
      '| ECE | 0.020 | ceiling 0.05 | ok | 2026-11-28 01:00 UTC, abc1234, OCR auto |',
    ]);
    expect(partial.slice(0, partial.indexOf(START))).toBe(full.slice(0, full.indexOf(START)));
  });

  it('benchmarks: a suite run replaces its section, keeps the others, in the suites order, without colour codes', () => {
    const order = ['gateway', 'classify', 'batch'];
    const a = withBenchSections(
      '# Benchmarks\n',
      new Map([['batch', suiteSection('batch', '\u001b[32mbatch 62 ms a page\u001b[39m\n', P1, 'CPU steal 0.0 %')]]),
      order,
    );
    const b = withBenchSections(a, new Map([['classify', suiteSection('classify', 'p50 25 ms', P1, '')]]), order);
    const c = withBenchSections(b, new Map([['batch', suiteSection('batch', 'batch 60 ms a page', P2, '')]]), order);
    const region = generatedRegion(c)!;
    expect(region.indexOf('### `classify`')).toBeLessThan(region.indexOf('### `batch`'));
    expect(region).toContain('p50 25 ms');
    expect(region).toContain('batch 60 ms a page');
    expect(region).not.toContain('62 ms');
    expect(region).toContain('2026-11-29 09:30 UTC, def5678+');
    expect(generatedRegion(a)).toContain('```text\nbatch 62 ms a page\n```');
  });

  it('captures what a suite prints (console.log and console.table) while still printing it', async () => {
    const printed = await printedBy(async () => {
      console.log('bench classify');
      console.table({ '5-page text PDF': { 'p50 ms': 25 } });
    });
    expect(printed).toContain('bench classify\n');
    expect(printed).toMatch(/5-page text PDF.*25/);
    // Once: the table is not written a second time through the console.log it prints with.
    expect(printed.match(/5-page text PDF/g)).toHaveLength(1);
    const after = await printedBy(async () => {});
    expect(after).toBe('');
  });
});
