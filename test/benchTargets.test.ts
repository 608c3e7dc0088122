import { describe, expect, it } from 'vitest';
import { judgeTarget } from '../bench/native';

// Issue 36's targets, as `npm run bench -- native` judges each workload's ratio against the native script.
describe('bench native targets', () => {
  it('holds the 100-page batch to 10x and the barcode-separated short-document batches to 5x', () => {
    expect(judgeTarget('big', 9.9)).toEqual({ target: '>= 10x', met: false });
    expect(judgeTarget('big', 11.8).met).toBe(true);
    for (const key of ['short', 'barcode']) {
      expect(judgeTarget(key, 4.4)).toEqual({ target: '>= 5x', met: false });
      expect(judgeTarget(key, 5.1).met).toBe(true);
    }
  });

  it('holds every other batch to 3x', () => {
    for (const key of ['dwc', 'mixed', 'duplex']) {
      expect(judgeTarget(key, 2.9)).toEqual({ target: '>= 3x', met: false });
      expect(judgeTarget(key, 3.0).met).toBe(true);
    }
  });

  it("holds the 3-page classify to 0.4 of native tesseract's time", () => {
    // script / service 2.38x: the service took 0.42 of native's time.
    expect(judgeTarget('classify', 2.38)).toEqual({ target: "service <= 0.4 of native's time", met: false });
    expect(judgeTarget('classify', 2.5).met).toBe(true);
  });
});
