/** The bomb check before PDFium: declared image sizes and bounded inflation of the other streams. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wcab/contract';
import { checkDecodeBudget, DEFAULT_ENGINE_LIMITS } from '@wcab/pdf';
import { makeFlateBombPdf, makeImageBombPdf, makeManyImagesPdf, makeTextPdf, rasterizePdf } from '@wcab/testkit';
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
    const text = Buffer.from(pdf).toString('latin1').replace(/ \/Length \d+ >>/, ' >>');
    expect(await refusal(new Uint8Array(Buffer.from(text, 'latin1')))).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX' });
  });

  it('lets ordinary documents through: text, a scan, a heavy but honest image PDF', async () => {
    const text = await makeTextPdf([['NOTICE OF HEARING', 'Case Number: ADJ1234567'], ['Second page']]);
    expect(await refusal(text, DEFAULT_ENGINE_LIMITS)).toBeUndefined();
    expect(await refusal(await rasterizePdf(text, { dpi: 200 }), DEFAULT_ENGINE_LIMITS)).toBeUndefined();
    expect(await refusal(makeManyImagesPdf({ images: 20, pages: 2 }), DEFAULT_ENGINE_LIMITS)).toBeUndefined();
  });
});
