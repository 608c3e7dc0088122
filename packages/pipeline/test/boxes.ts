/** Box helpers of the evidence tests: where a text PDF prints a value, and how much two boxes overlap. */
import type { PageTextBoxes } from '@wcab/pdf';

/** The union of PDFium's boxes of the characters [at, at + length) of a text layer, [x0, y0, x1, y1] in points. */
export function charBox(layer: PageTextBoxes, at: number, length: number): number[] {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = at; i < at + length; i++) {
    if (Number.isNaN(layer.boxes[i * 4]!)) continue;
    for (let k = 0; k < 4; k++) box[k] = (k < 2 ? Math.min : Math.max)(box[k]!, layer.boxes[i * 4 + k]!);
  }
  return box;
}

/** Intersection over union of two [x0, y0, x1, y1] boxes. */
export function iou(a: number[], b: number[]): number {
  const w = Math.min(a[2]!, b[2]!) - Math.max(a[0]!, b[0]!);
  const h = Math.min(a[3]!, b[3]!) - Math.max(a[1]!, b[1]!);
  if (w <= 0 || h <= 0) return 0;
  const area = (r: number[]) => (r[2]! - r[0]!) * (r[3]! - r[1]!);
  return (w * h) / (area(a) + area(b) - w * h);
}
