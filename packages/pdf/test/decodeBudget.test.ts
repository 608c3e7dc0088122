/** The bomb check before PDFium: declared image sizes and bounded inflation of the other streams. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wcab/contract';
import { checkDecodeBudget, DEFAULT_ENGINE_LIMITS } from '@wcab/pdf';
import { makeFlateBombPdf, makeImageBombPdf, makeManyImagesPdf, makeTextPdf, rasterizePdf, workBombs } from '@wcab/testkit';
import { assemblePdf } from '../../testkit/src/rawPdf';

const MB = 1024 * 1024;
const limits = { maxInflatedBytes: 64 * MB, maxImagePixels: 50_000_000 };

async function refusal(bytes: Uint8Array, l = limits): Promise<ApiError | undefined> {
  try {
    await checkDecodeBudget(bytes, l);
    return undefined;
  } catch (error) {
    return error as ApiError;
  }
}

describe('checkDecodeBudget', () => {
  it('refuses a 1 GiB Flate bomb and a nested one, stopping at the limit (in well under the time a full inflate takes)', async () => {
    for (const bomb of [makeFlateBombPdf(), makeFlateBombPdf({ nested: true })]) {
      const started = Date.now();
      const error = await refusal(bomb);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX', status: 422 });
      expect(error!.message).toMatch(/64 MB/);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('refuses an image whose dictionary declares more pixels than allowed, whatever its stream holds', async () => {
    const error = await refusal(makeImageBombPdf({ width: 10_000, height: 6_000, inflatedBytes: 1024 }));
    expect(error).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX' });
    expect(error!.message).toMatch(/10000 x 6000/);
    expect(await refusal(makeImageBombPdf({ width: 5_000, height: 6_000, inflatedBytes: 1024 }))).toBeUndefined();
  });

  it('counts every stream against one budget: many streams each under the limit can still be too much', async () => {
    const content = (n: number) => ({ dict: '/Filter /FlateDecode', stream: Buffer.from(zlib.deflateSync(Buffer.alloc(n * MB, 0x20))).toString('latin1') });
    const pdf = (streams: number) =>
      assemblePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [${Array.from({ length: streams }, (_, i) => `${i + 4} 0 R`).join(' ')}] >>`,
        ...Array.from({ length: streams }, () => content(20)),
      ]);
    expect(await refusal(pdf(3))).toBeUndefined(); // 60 MB
    expect(await refusal(pdf(4))).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX' }); // 80 MB
  });

  it('reads a stream whose /Length is an indirect reference up to its endstream', async () => {
    const data = Buffer.from(zlib.deflateSync(Buffer.alloc(80 * MB, 0x20))).toString('latin1');
    const pdf = assemblePdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
      { dict: '/Filter /FlateDecode /Length 12 0 R /Foo 1', stream: data },
    ]);
    // assemblePdf writes its own /Length after ours; drop it so only the reference is left.
    const text = Buffer.from(pdf)
      .toString('latin1')
      .replace(/ \/Length \d+ >>/, ' >>');
    expect(await refusal(new Uint8Array(Buffer.from(text, 'latin1')))).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX' });
  });

  it('lets ordinary documents through: text, a scan, a heavy but honest image PDF', async () => {
    const text = await makeTextPdf([['NOTICE OF HEARING', 'Case Number: ADJ1234567'], ['Second page']]);
    expect(await refusal(text, DEFAULT_ENGINE_LIMITS)).toBeUndefined();
    expect(await refusal(await rasterizePdf(text, { dpi: 200 }), DEFAULT_ENGINE_LIMITS)).toBeUndefined();
    expect(await refusal(makeManyImagesPdf({ images: 20, pages: 2 }), DEFAULT_ENGINE_LIMITS)).toBeUndefined();
  });
});

describe('work budgets (issue 35): every filter chain, indirect values, operators, fan-out, shared images', () => {
  const limits = { maxInflatedBytes: 256 * 1024 * 1024, maxImagePixels: 150_000_000 };
  const refused = async (bytes: Uint8Array | Promise<Uint8Array>, pattern: RegExp) => {
    const error = await checkDecodeBudget(await bytes, limits).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('DOCUMENT_TOO_COMPLEX');
    expect((error as ApiError).message).toMatch(pattern);
  };
  const cases: Array<[string, () => Uint8Array | Promise<Uint8Array>, RegExp]> = [
    ['LZW', () => workBombs.lzwBombPdf(), /MAX_INFLATED_MB/],
    ['[/ASCIIHexDecode /FlateDecode]', () => workBombs.asciiHexFlateBombPdf(), /MAX_INFLATED_MB/],
    ['[/ASCII85Decode /FlateDecode]', () => workBombs.ascii85FlateBombPdf(), /MAX_INFLATED_MB/],
    ['an indirect /Filter', () => workBombs.indirectFilterBombPdf(), /MAX_INFLATED_MB/],
    ['an indirect image /Width and /Height', () => workBombs.indirectWidthBombPdf(), /100000 x 100000 image.*MAX_IMAGE_MEGAPIXELS/],
    ['200 MB of tiny path operators', () => workBombs.pathFloodPdf(), /operators \(MAX_CONTENT_OPERATORS\)/],
    ['100 MB of Tj', () => workBombs.textShowFloodPdf(), /operators \(MAX_CONTENT_OPERATORS\)/],
    ['forms fanning out to 2^24 draws', () => workBombs.formFanOutPdf(), /\d+\.\d million drawings.*MAX_FORM_DRAWS/],
    ['20 pages sharing one 12,000 x 12,000 image', () => workBombs.sharedHugeImagePdf(20), /2880 megapixels.*MAX_PAGE_MEGAPIXELS/],
    ['500 pages sharing one 12,000 x 12,000 image', () => workBombs.sharedHugeImagePdf(500), /72000 megapixels.*MAX_DOCUMENT_MEGAPIXELS/],
  ];
  it.each(cases)('refuses %s, naming the budget', { timeout: 60_000 }, async (_name, make, pattern) => {
    await refused(make(), pattern);
  });

  it('lets honest neighbours through: a form drawn a few times, one big image on one page, a page of text', async () => {
    await expect(checkDecodeBudget(workBombs.formFanOutPdf(3, 4), limits)).resolves.toBeUndefined();
    await expect(checkDecodeBudget(workBombs.sharedHugeImagePdf(1), limits)).resolves.toBeUndefined();
    await expect(
      checkDecodeBudget(await workBombs.operatorFloodPdf('BT /F1 12 Tf 72 700 Td (Some words of a letter) Tj ET\n', 200_000), limits),
    ).resolves.toBeUndefined();
  });
});
