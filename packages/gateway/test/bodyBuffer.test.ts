/** A request body gathered into one buffer: grown by doubling, refused past its limit, read once. */
import { describe, expect, it } from 'vitest';
import { BodyBuffer } from '../src/middleware/bodyBuffer';

describe('BodyBuffer', () => {
  it('gathers chunks beyond its first size in order, and gives the text once', () => {
    const body = new BodyBuffer(1000, 4);
    for (const part of ['{"a":', '"ü', 'nicode",', '"b":[1,2,3]}']) expect(body.add(Buffer.from(part))).toBe(true);
    expect(body.length).toBe(Buffer.byteLength('{"a":"ünicode","b":[1,2,3]}'));
    expect(JSON.parse(body.text())).toEqual({ a: 'ünicode', b: [1, 2, 3] });
    expect(body.length).toBe(0);
  });

  it('a UTF-8 character split across chunks is joined whole', () => {
    const bytes = Buffer.from('"é"');
    const body = new BodyBuffer(100, 1);
    body.add(bytes.subarray(0, 2));
    body.add(bytes.subarray(2));
    expect(body.text()).toBe('"é"');
  });

  it('refuses a chunk that would pass the limit, keeping what it had', () => {
    const body = new BodyBuffer(10);
    expect(body.add(Buffer.from('12345678'))).toBe(true);
    expect(body.add(Buffer.from('901'))).toBe(false);
    expect(body.add(Buffer.from('90'))).toBe(true);
    expect(body.text()).toBe('1234567890');
  });
});
