/** The measuring decoders of decodeBudget.ts: each filter's output, byte for byte, on known input. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lzwRun } from '../../testkit/src/workBombs';
import { decoderFor } from '../src/streamFilters';

async function decode(name: string, input: Buffer): Promise<Buffer> {
  const stage = decoderFor(name)!();
  const parts: Buffer[] = [];
  stage.on('data', (c: Buffer) => parts.push(c));
  await new Promise((resolve, reject) => {
    stage.on('end', resolve);
    stage.on('error', reject);
    stage.end(input);
  });
  return Buffer.concat(parts);
}

describe('stream filters', () => {
  it('LZW: a run of spaces as PDF writers code it (variable width, EarlyChange, clear codes)', async () => {
    const out = await decode('LZWDecode', lzwRun(20_000_000));
    expect(out.length).toBeGreaterThan(19_000_000);
    expect(out.every((b) => b === 0x20)).toBe(true);
  });

  it('LZW: the example of the PDF specification (7.4.4.2)', async () => {
    // 45 45 45 45 45 65 45 45 45 66 -> codes 256 45 258 258 65 259 66 257 (9 bits each).
    const codes = [256, 45, 258, 258, 65, 259, 66, 257];
    let bits = '';
    for (const c of codes) bits += c.toString(2).padStart(9, '0');
    while (bits.length % 8) bits += '0';
    const bytes = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
    expect([...(await decode('LZW', bytes))]).toEqual([45, 45, 45, 45, 45, 65, 45, 45, 45, 66]);
  });

  it('ASCIIHex, ASCII85 and RunLength', async () => {
    expect((await decode('AHx', Buffer.from('48 65 6c6C6f7>'))).toString('latin1')).toBe('Hellop');
    expect((await decode('A85', Buffer.from('87cURD]i,"Ebo80~>'))).toString('latin1')).toBe('Hello World!');
    expect([...(await decode('A85', Buffer.from('z~>')))]).toEqual([0, 0, 0, 0]);
    expect([...(await decode('RL', Buffer.from([2, 1, 2, 3, 254, 9, 128])))]).toEqual([1, 2, 3, 9, 9, 9]);
  });

  it('Flate is zlib', async () => {
    expect((await decode('Fl', zlib.deflateSync(Buffer.from('abc')))).toString()).toBe('abc');
  });
});
