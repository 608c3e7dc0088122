/**
 * Hostile scanner images: what the image intake must refuse cleanly (damaged files, images whose
 * header declares billions of pixels over a few bytes of data, more pages than a route takes) and a
 * real scan given a .pdf name, which it must take. Built here, nothing stored.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A one-page 200-DPI gray scan of a short notice, as a PNG (a phone app's or scanner's export). */
export async function scannedPagePng(): Promise<Uint8Array> {
  const width = 1700;
  const height = 2200;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>` +
    `<text x="150" y="300" font-size="60" font-family="sans-serif">NOTICE OF HEARING</text>` +
    `<text x="150" y="420" font-size="44" font-family="sans-serif">Case Number: ADJ1234567</text></svg>`;
  return sharp(Buffer.from(svg)).toColourspace('b-w').withDensity(200).png().toBuffer();
}

/** A multi-page G4 TIFF of blank-ish pages (a line each), `pages` long. */
export async function manyPageTiff(pages: number): Promise<Uint8Array> {
  const width = 200;
  const height = 260;
  const data = Buffer.alloc(width * height * pages, 255);
  for (let p = 0; p < pages; p++) data.fill(0, (p * height + 20) * width + 20, (p * height + 20) * width + 180);
  return sharp(data, { raw: { width, height: height * pages, channels: 1, pageHeight: height } })
    .toColourspace('b-w')
    .tiff({ compression: 'ccittfax4', bitdepth: 1, xres: 200 / 25.4, yres: 200 / 25.4 })
    .toBuffer();
}

/** A G4 TIFF as libtiff writes it (pixels first, directory last) cut to `keep` of its length: no directory left. */
export async function truncatedTiff(keep = 0.5): Promise<Uint8Array> {
  const tiff = await manyPageTiff(3);
  return tiff.subarray(0, Math.floor(tiff.length * keep));
}

/**
 * A baseline TIFF (directory first, as many scanners write it) whose directory declares `width` x `height` 1-bit pixels over a few bytes of
 * CCITT G4 data: the classic pixel bomb (a reader that trusts the header allocates gigabytes). With a page-sized
 * width and height and `declaredBytes` past the end of the file, it is a scan cut short mid-page.
 */
export function tiffBomb(width = 100_000, height = 100_000, declaredBytes = 16): Uint8Array {
  const entries: [tag: number, type: number, value: number][] = [
    [256, 4, width], // ImageWidth (LONG)
    [257, 4, height], // ImageLength
    [258, 3, 1], // BitsPerSample
    [259, 3, 4], // Compression: CCITT G4
    [262, 3, 0], // Photometric: WhiteIsZero
    [273, 4, 0], // StripOffsets (patched below)
    [277, 3, 1], // SamplesPerPixel
    [278, 4, height], // RowsPerStrip
    [279, 4, declaredBytes], // StripByteCounts
  ];
  const ifdSize = 2 + entries.length * 12 + 4;
  const dataOffset = 8 + ifdSize;
  const out = Buffer.alloc(dataOffset + 16);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  out.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, value], i) => {
    const at = 10 + i * 12;
    out.writeUInt16LE(tag, at);
    out.writeUInt16LE(type, at + 2);
    out.writeUInt32LE(1, at + 4);
    if (type === 3) out.writeUInt16LE(value, at + 8);
    else out.writeUInt32LE(tag === 273 ? dataOffset : value, at + 8);
  });
  return new Uint8Array(out);
}

/** A PNG whose header declares `width` x `height` and whose one IDAT inflates to a few rows. */
export function pngBomb(width = 100_000, height = 100_000): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // gray
  const idat = zlib.deflateSync(Buffer.alloc(4 * (width + 1)));
  return new Uint8Array(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]));
}

/** A real small JPEG whose frame header (SOF0) is patched to declare `width` x `height`. */
export async function jpegBomb(width = 65_000, height = 65_000): Promise<Uint8Array> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: 'white' } })
      .jpeg()
      .toBuffer(),
  );
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1] === 0xc0) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return new Uint8Array(jpeg);
    }
  }
  throw new Error('no SOF0 marker');
}
