/**
 * Training is reproducible: the same options give the same bytes (the full run is `npm run train`, minutes of
 * CPU; here a small one, the same code path). The file it writes says how it was made and loads.
 */
import { describe, expect, it } from 'vitest';
import { codeFingerprint } from '../src/fingerprint';
import { parseModel } from '../src/model';
import { DEFAULT_TRAINING, trainClassifier, trainingCommand } from '../scripts/lib/trainClassifier';

const SMALL = { seed: 7, perType: 1, testPerType: 2 };

describe('training', () => {
  it('gives the same bytes twice from the same options, and other bytes from another seed', { timeout: 300_000 }, () => {
    const first = trainClassifier(SMALL).json;
    const second = trainClassifier(SMALL).json;
    expect(second === first, 'two trainings with the same options wrote different files').toBe(true);
    const other = trainClassifier({ ...SMALL, seed: 8 }).json;
    expect(other).not.toBe(first);

    const file = JSON.parse(first);
    expect(file.trainedBy).toBe('npm run train -- --per-type 1 --seed 7 --test-per-type 2');
    expect(file.fingerprint).toEqual(codeFingerprint());
    expect(file.training).toMatchObject({ seed: 7, perType: 1, families: 70 });
    expect(() => parseModel(file)).not.toThrow();
  });

  it('records the defaults as the committed model was trained', () => {
    expect(trainingCommand(DEFAULT_TRAINING)).toBe('npm run train -- --per-type 500 --seed 20261124');
  });
});
