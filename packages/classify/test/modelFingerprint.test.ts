/**
 * The committed model was trained by the feature code as it is, and says how: its fingerprint matches the
 * code's, and a model whose fingerprint does not is refused with a message naming what changed and the
 * command that retrains it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeFingerprint, codeOnly, fingerprintChanges } from '../src/fingerprint';
import { type ModelFile, parseModel } from '../src/model';

const committed = (): ModelFile => JSON.parse(readFileSync(new URL('../model/model.json', import.meta.url), 'utf8'));

describe('the model file guard', () => {
  it('the committed model carries the fingerprint of the code and the command that trained it', () => {
    const file = committed();
    expect(fingerprintChanges(file.fingerprint), 'model.json was trained with other feature code: run npm run train and commit model.json').toEqual([]);
    expect(file.fingerprint?.value).toBe(codeFingerprint().value);
    expect(file.trainedBy).toMatch(/^npm run train -- --per-type \d+ --seed \d+/);
    expect(file.trainedBy).toContain(`--per-type ${file.training?.perType}`);
    expect(file.trainedBy).toContain(`--seed ${file.training?.seed}`);
  });

  it('refuses a model trained on other features, naming what changed and the command to run', () => {
    const file = committed();
    const stale = { ...file, fingerprint: { value: 'x', parts: { ...file.fingerprint!.parts, 'cues.ts': 'other' } } };
    expect(() => parseModel(stale)).toThrow(/changed: cues\.ts\b.*npm run train -- --per-type 500 --seed 20261124/s);
    const probes = { ...file, fingerprint: { value: 'x', parts: { ...file.fingerprint!.parts, probes: 'other' } } };
    expect(() => parseModel(probes)).toThrow(/changed: probes/);
  });

  it('refuses a model without a fingerprint', () => {
    const { fingerprint: _f, ...old } = committed();
    expect(() => parseModel(old)).toThrow(/no fingerprint in the model file.*npm run train/s);
  });

  it('covers the feature code and the layout, and ignores only comments and spacing', () => {
    expect(Object.keys(codeFingerprint().parts).sort()).toEqual(['cues.ts', 'features.ts', 'layout', 'normalize.ts', 'phrase.ts', 'probes', 'titles.ts']);
    const code = "const A = /x\\/y/; // why\nconst B = 'a // b';\n";
    expect(codeOnly(`/**\n * A comment.\n */\n  ${code}\n\n// another\n`)).toBe(codeOnly(code));
    expect(codeOnly(code)).toBe("constA=/x\\/y/;constB='a//b';");
    // Where a formatter breaks a line, and a list's trailing comma, change nothing.
    expect(codeOnly('f(a, [1, 2], { b: 3 });\n')).toBe(codeOnly('f(\n  a,\n  [\n    1,\n    2,\n  ],\n  { b: 3 },\n);\n'));
    expect(codeOnly(code.replace('x', 'z'))).not.toBe(codeOnly(code));
  });
});
