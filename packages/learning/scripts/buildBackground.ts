/**
 * Builds the learned layer's background (src/background.ts): the layout sketches of the generated training
 * families, every family, into model/background.bin, and their frames (src/frame.ts) into model/background-frames.bin. Run after a change to the generator or the signature:
 *   node --import tsx packages/learning/scripts/buildBackground.ts
 */
import { writeFileSync } from 'node:fs';
import { generateByFamily } from '../../classify/scripts/gen/dataset';
import { BACKGROUND_PER_TYPE, BACKGROUND_SEED, encodeBackground, SHIPPED_BACKGROUND, SHIPPED_BACKGROUND_FRAMES } from '../src/background';
import { frameOf } from '../src/frame';
import { signatureOf } from '../src/signature';

const docs = generateByFamily({ seed: BACKGROUND_SEED, perType: BACKGROUND_PER_TYPE });
const bytes = encodeBackground(docs.map((d) => signatureOf(d.pages).sketch));
writeFileSync(SHIPPED_BACKGROUND, bytes);
const frames = encodeBackground(docs.map((d) => frameOf(d.pages)));
writeFileSync(SHIPPED_BACKGROUND_FRAMES, frames);
console.log(`${docs.length} documents, ${bytes.length} + ${frames.length} bytes -> ${SHIPPED_BACKGROUND.pathname}, ${SHIPPED_BACKGROUND_FRAMES.pathname}`);
