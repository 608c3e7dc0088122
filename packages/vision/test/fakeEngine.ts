/** A fake OCR engine for the pool's tests: no Tesseract, each image handed to it answered by `read` (and seen by it). */
import type { GrayImage } from '@wcab/pdf';
import type { OcrEngine, RawOcr } from '@wcab/vision';

export function fakeEngine(read: (img: GrayImage) => RawOcr): OcrEngine {
  return {
    name: 'native',
    model: 'fake',
    quickModel: 'fake',
    async createWorker() {
      return { recognize: async (img: GrayImage) => read(img), terminate: async () => undefined };
    },
  };
}
