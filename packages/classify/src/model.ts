/**
 * The trained model: multinomial logistic regression over features.ts vectors, plus a temperature for
 * calibration. Stored as JSON (model/model.json, written by scripts/train.ts). Hashed-n-gram weights are int8
 * with one scale (base64), which keeps the file small; cue weights and biases are plain numbers so they can be
 * read and explained.
 */
import { readFileSync } from 'node:fs';
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { z } from 'zod';
import { CUE_NAMES } from './cues';
import { HASH_BITS, HASH_DIM, type SparseVector } from './features';
import { codeFingerprint, fingerprintChanges } from './fingerprint';
import { CONFIDENCE_FEATURES, type ConfidenceModel } from './confidence';

export const MODEL_FORMAT = 'wcab-classify/1';

const ModelFile = z.object({
  format: z.literal(MODEL_FORMAT),
  classes: z.array(z.enum(DOCUMENT_TYPES)),
  hashBits: z.number().int(),
  cueNames: z.array(z.string()),
  temperature: z.number().positive(),
  bias: z.array(z.number()),
  hashScale: z.number().positive(),
  hashWeights: z.string(),
  cueWeights: z.array(z.array(z.number())),
  /**
   * The confidence model (confidence.ts): the cue view and the weights that turn the two views into the
   * probability that the answered type is right. Absent in a file written before it: the main model's
   * probability is the confidence then.
   */
  confidence: z
    .object({ cueBias: z.array(z.number()), cueWeights: z.array(z.array(z.number())), weights: z.array(z.number()).length(CONFIDENCE_FEATURES.length + 1) })
    .optional(),
  training: z.record(z.string(), z.unknown()).optional(),
  /** The command that wrote this file, with every option it was given: run it to reproduce the file. */
  trainedBy: z.string().optional(),
  /** codeFingerprint() of the feature code it was trained with (fingerprint.ts). */
  fingerprint: z.object({ value: z.string(), parts: z.record(z.string(), z.string()) }).optional(),
});
export type ModelFile = z.infer<typeof ModelFile>;

export interface Model {
  classes: DocumentType[];
  temperature: number;
  bias: Float64Array;
  /** HASH_DIM x classes, row-major by feature (int8 values; multiply by hashScale). */
  hash: Int8Array;
  hashScale: number;
  /** cues x classes, row-major by cue. */
  cue: Float64Array;
  confidence?: ConfidenceModel;
}

/** The command that retrains the model, for the messages below. */
export const TRAIN_COMMAND = 'npm run train';

export function parseModel(json: unknown): Model {
  const m = ModelFile.parse(json);
  const C = m.classes.length;
  const retrain = `retrain it: ${m.trainedBy ?? TRAIN_COMMAND} (then npm run eval -- --only lofo, and commit model.json)`;
  if (m.hashBits !== HASH_BITS) throw new Error(`classify model: hashBits ${m.hashBits} in model.json, ${HASH_BITS} in the code; ${retrain}`);
  if (m.cueNames.join() !== CUE_NAMES.join()) throw new Error(`classify model: its cue names differ from cues.ts; ${retrain}`);
  const changed = fingerprintChanges(m.fingerprint, codeFingerprint());
  if (changed.length) {
    throw new Error(
      `classify model: model.json was trained on features the code no longer computes (changed: ${changed.join(', ')}); ` +
        `stale weights would answer wrongly without a sign, so it is not loaded. ${retrain[0]!.toUpperCase()}${retrain.slice(1)}`,
    );
  }
  const hash = new Int8Array(Buffer.from(m.hashWeights, 'base64'));
  if (hash.length !== HASH_DIM * C) throw new Error('model hash weights have the wrong length');
  if (m.bias.length !== C || m.cueWeights.length !== CUE_NAMES.length) throw new Error('model shape mismatch');
  const cm = m.confidence;
  if (cm && (cm.cueBias.length !== C || cm.cueWeights.length !== CUE_NAMES.length || cm.cueWeights.some((row) => row.length !== C))) {
    throw new Error('model confidence shape mismatch');
  }
  return {
    classes: m.classes,
    temperature: m.temperature,
    bias: Float64Array.from(m.bias),
    hash,
    hashScale: m.hashScale,
    cue: Float64Array.from(m.cueWeights.flat()),
    ...(cm ? { confidence: cm } : {}),
  };
}

export function loadModelFile(path: string | URL): Model {
  return parseModel(JSON.parse(readFileSync(path, 'utf8')));
}

/** Uncalibrated class scores (logits). */
export function logits(model: Model, x: SparseVector): number[] {
  const C = model.classes.length;
  const z = Array.from(model.bias);
  for (let k = 0; k < x.idx.length; k++) {
    const i = x.idx[k] as number;
    const v = x.val[k] as number;
    if (i < HASH_DIM) {
      const base = i * C;
      const s = v * model.hashScale;
      for (let c = 0; c < C; c++) z[c] = (z[c] as number) + s * (model.hash[base + c] as number);
    } else {
      const base = (i - HASH_DIM) * C;
      for (let c = 0; c < C; c++) z[c] = (z[c] as number) + v * (model.cue[base + c] as number);
    }
  }
  return z;
}

export function softmax(z: number[], temperature = 1): number[] {
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp((v - max) / temperature));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
