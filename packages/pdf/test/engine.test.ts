/** The thread's PDFium engine: a job memory ceiling, no trust after a failure, a fresh instance after. */
import { afterAll, describe, expect, it } from 'vitest';
import {
  beginEngineJob,
  configureEngine,
  DEFAULT_ENGINE_LIMITS,
  endEngineJob,
  openPdf,
  PdfEngineFailure,
  salvageDocumentBytes,
  type PdfDocument,
} from '@wcab/pdf';
import { makeFlateBombPdf, makeTextPdf } from '@wcab/testkit';

afterAll(() => configureEngine(DEFAULT_ENGINE_LIMITS));

describe('the PDF engine', () => {
  it('a bomb fills the job ceiling: the engine is failed, its document refuses further calls, its bytes are salvaged intact', async () => {
    configureEngine({ jobMemoryBytes: 128 * 1024 * 1024, recycleAboveBytes: 64 * 1024 * 1024 });
    const text = await makeTextPdf([['NOTICE OF HEARING', 'Case Number: ADJ1234567']]);
    const warm = await beginEngineJob();
    const first = await openPdf(new Uint8Array(text));
    expect(first.pageText(0)).toContain('ADJ1234567');
    first.close();
    expect(endEngineJob(warm)).toMatchObject({ failed: false, fresh: true, retire: false });

    const bomb = makeFlateBombPdf({ inflatedBytes: 512 * 1024 * 1024 });
    const engine = await beginEngineJob();
    const pdf: PdfDocument = await openPdf(new Uint8Array(bomb));
    expect(() => pdf.pageText(0)).toThrow(); // PDFium aborts, or our check refuses its answer
    expect(() => pdf.pageText(0)).toThrow(PdfEngineFailure);
    const salvaged = salvageDocumentBytes(pdf);
    expect(salvaged && Buffer.from(salvaged).equals(Buffer.from(bomb))).toBe(true);
    pdf.close();
    const verdict = endEngineJob(engine);
    expect(verdict).toMatchObject({ failed: true, ceilingHit: true, fresh: false, retire: true });
    // A healthy engine salvages nothing: there is nothing to recover from.
    const next = await beginEngineJob();
    expect(next).not.toBe(engine); // replaced before serving again
    const again = await openPdf(new Uint8Array(text));
    expect(salvageDocumentBytes(again)).toBeUndefined();
    expect(again.pageText(0)).toContain('ADJ1234567');
    again.close();
    expect(endEngineJob(next)).toMatchObject({ failed: false, fresh: true });
  }, 120_000);
});
