/**
 * Training is reproducible: the same options give the same bytes (the full run is `npm run train`, minutes of
 * CPU; here a small one, the same code path). The file it writes says how it was made and loads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeFingerprint } from '../src/fingerprint';
import { parseModel } from '../src/model';
import { DEFAULT_TRAINING, type RealTrainingDocument, realDigest, trainClassifier, trainingCommand } from '../scripts/lib/trainClassifier';

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

  it('trains on real documents when asked, records which, and refuses them unasked', { timeout: 300_000 }, () => {
    // Written for this test (no real document is needed by any test): two papers standing in for the real set's.
    const real: RealTrainingDocument[] = [
      {
        id: 'a-letter',
        source: 'example/letters',
        label: 'correspondence',
        pages: ['Dear Mr. Chan,\n\nPlease call me about the file.\n\nSincerely,\nAna Ruiz'],
      },
      { id: 'a-bill', source: 'example/bills', label: 'billing', pages: ['STATEMENT\nOffice visit $95.00\nBalance due $95.00'] },
    ];
    const options = { ...SMALL, real: { reads: '/tmp/reads', weight: 2 } };
    const first = trainClassifier(options, () => {}, real).json;
    expect(trainClassifier(options, () => {}, real).json === first, 'two trainings on the same real documents differ').toBe(true);
    expect(first).not.toBe(trainClassifier(SMALL).json);
    const file = JSON.parse(first);
    expect(file.trainedBy).toBe('npm run train -- --per-type 1 --seed 7 --test-per-type 2 --real-reads /tmp/reads --real-weight 2');
    expect(file.training.real).toEqual({ documents: 2, sources: 2, weight: 2, digest: realDigest(real) });
    expect(() => trainClassifier(SMALL, () => {}, real)).toThrow(/without o.real/);
    expect(() => trainClassifier(options, () => {}, [])).toThrow(/none given/);
  });

  it('records the defaults as the committed model was trained', () => {
    expect(trainingCommand(DEFAULT_TRAINING)).toBe('npm run train -- --per-type 500 --seed 20261124');
    const committed = JSON.parse(readFileSync(new URL('../model/model.json', import.meta.url), 'utf8'));
    // The shipped model was trained on the real set's development half too (docs/development.md): the command says so,
    // and the file records how many documents of how many sources, never a held-out one (eval/real/trainingSet.ts).
    expect(committed.trainedBy).toBe(trainingCommand({ ...DEFAULT_TRAINING, real: { reads: '/tmp/wcab-real-reads', weight: 1 } }));
    expect(committed.training.real.documents).toBeGreaterThan(400);
    expect(committed.training.real.weight).toBe(1);
  });
});
