import { describe, expect, it } from 'vitest';
import { generateDataset } from '../scripts/gen/dataset';
import { readCorpusText } from '../scripts/lib/corpusText';
import { RunIndex, overlap, runs, words } from '../scripts/lib/overlap';

describe('run overlap measure', () => {
  it('counts shared 8-word runs and finds shared 12-word runs', () => {
    const reference = new RunIndex(['one two three four five six seven eight nine ten eleven twelve thirteen'], [8, 12]);
    const o = overlap('zero one two three four five six seven eight nine ten eleven twelve', reference);
    // 6 runs of 8 words; the five starting at "one" .. "five" are shared.
    expect(runs(words('zero one two three four five six seven eight nine ten eleven twelve'), 8)).toHaveLength(6);
    expect(o.share).toBeCloseTo(5 / 6, 5);
    expect(o.longRuns).toEqual(['one two three four five six seven eight nine ten eleven twelve']);
    expect(overlap('nothing in common with the reference text at all here', reference).share).toBe(0);
  });
});

describe('training generator independence from the dev corpus', () => {
  it('shares under 3% of 8-word runs and no 12-word run with the dev corpus text', async (ctx) => {
    const corpus = await readCorpusText();
    if (!corpus) {
      console.log('dev corpus not beside the repository (WCAB_CORPUS_DIR, ../shared/corpus): overlap check skipped');
      ctx.skip();
      return;
    }
    const generated = generateDataset({ seed: 7, perClass: 60, noisy: 0 });
    const index = new RunIndex(
      generated.map((d) => d.pages.join('\n')),
      [8, 12],
    );
    const per = corpus.map((c) => ({ id: c.id, ...overlap(c.pages.join('\n'), index) }));
    const mean = per.reduce((a, p) => a + p.share, 0) / per.length;
    expect(mean).toBeLessThan(0.03);
    expect(per.filter((p) => p.longRuns.length > 0).map((p) => `${p.id}: ${p.longRuns[0]}`)).toEqual([]);
  }, 120_000);
});
