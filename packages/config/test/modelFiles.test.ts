/**
 * CLASSIFY_MODEL_FILE and LEARNING_BACKGROUND_FILE: read at start, so a file that is missing or not what it should
 * be stops the process with the setting's name and the reason; a good one reaches the job settings and the
 * learned layer's background.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { backgroundFramesFile, encodeBackground, loadShippedBackground } from '@wcab/learning';
import { decodeBackground, SHIPPED_BACKGROUND, SHIPPED_BACKGROUND_FRAMES } from '../../learning/src/background';
import { learnedBackground, loadSettings } from '../src';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-model-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const shippedModel = fileURLToPath(new URL('../../classify/model/model.json', import.meta.url));

describe('CLASSIFY_MODEL_FILE', () => {
  it('unset: the shipped model (no file named to the threads)', () => {
    expect(loadSettings({}).job.classifyModelFile).toBeUndefined();
  });

  it('a model file reaches the job settings the threads are handed', () => {
    const copy = path.join(dir, 'model.json');
    fs.copyFileSync(shippedModel, copy);
    expect(loadSettings({ CLASSIFY_MODEL_FILE: copy }).job.classifyModelFile).toBe(copy);
  });

  it('a missing file stops the start, naming the setting and the file', () => {
    const missing = path.join(dir, 'nowhere.json');
    expect(() => loadSettings({ CLASSIFY_MODEL_FILE: missing })).toThrow(
      new RegExp(`Invalid setting CLASSIFY_MODEL_FILE: ${missing.replace(/[.]/g, '\\.')} is not a classifier model: ENOENT`),
    );
  });

  it('a file that is not a model, or one trained on other features, stops the start with the reason', () => {
    const notModel = path.join(dir, 'other.json');
    fs.writeFileSync(notModel, JSON.stringify({ format: 'something-else' }));
    expect(() => loadSettings({ CLASSIFY_MODEL_FILE: notModel })).toThrow(/Invalid setting CLASSIFY_MODEL_FILE: .* is not a classifier model/);
    const stale = path.join(dir, 'stale.json');
    const model = JSON.parse(fs.readFileSync(shippedModel, 'utf8'));
    fs.writeFileSync(stale, JSON.stringify({ ...model, fingerprint: { ...model.fingerprint, value: 'other', parts: { features: 'other' } } }));
    expect(() => loadSettings({ CLASSIFY_MODEL_FILE: stale })).toThrow(
      /Invalid setting CLASSIFY_MODEL_FILE: .*trained on features the code no longer computes/,
    );
  });
});

describe('LEARNING_BACKGROUND_FILE', () => {
  it('unset: the shipped background (withLearnedLayer loads it)', () => {
    expect(learnedBackground(loadSettings({}))).toBeUndefined();
  });

  it('a background file with its frames beside it is the learned layer background', () => {
    const file = path.join(dir, 'mine.bin');
    const sketches = decodeBackground(fs.readFileSync(SHIPPED_BACKGROUND)).slice(0, 10);
    fs.writeFileSync(file, encodeBackground(sketches));
    fs.writeFileSync(backgroundFramesFile(file), encodeBackground(decodeBackground(fs.readFileSync(SHIPPED_BACKGROUND_FRAMES)).slice(0, 10)));
    const settings = loadSettings({ LEARNING_BACKGROUND_FILE: file });
    expect(settings.learning.backgroundFile).toBe(file);
    const background = learnedBackground(settings)!;
    // The ten documents it holds, and only them: the first of the shipped ones is found in both, the eleventh in the shipped one only.
    const shipped = loadShippedBackground();
    const eleventh = decodeBackground(fs.readFileSync(SHIPPED_BACKGROUND))[10]!;
    expect(background.matches(sketches[0]!, 0.99, 1)[0]?.similarity).toBeCloseTo(1);
    expect(shipped.matches(eleventh, 0.99, 1)[0]?.similarity).toBeCloseTo(1);
    expect(background.matches(eleventh, 0.99, 1)).toEqual([]);
  });

  it('a missing file, a missing frames file or bytes that are no background stop the start', () => {
    expect(() => loadSettings({ LEARNING_BACKGROUND_FILE: path.join(dir, 'nowhere.bin') })).toThrow(
      /Invalid setting LEARNING_BACKGROUND_FILE: .*nowhere\.bin .*is not a learning background: ENOENT/,
    );
    const noFrames = path.join(dir, 'alone.bin');
    fs.writeFileSync(noFrames, encodeBackground([new Uint32Array([1, 2, 3])]));
    expect(() => loadSettings({ LEARNING_BACKGROUND_FILE: noFrames })).toThrow(/alone-frames\.bin.*ENOENT/);
    const garbage = path.join(dir, 'garbage.bin');
    fs.writeFileSync(garbage, 'not a background at all');
    fs.writeFileSync(backgroundFramesFile(garbage), 'nor its frames');
    expect(() => loadSettings({ LEARNING_BACKGROUND_FILE: garbage })).toThrow(/Invalid setting LEARNING_BACKGROUND_FILE: .*is not a learning background/);
  });
});
