/**
 * Multinomial logistic regression trained with AdaGrad SGD on sparse vectors, plus temperature scaling.
 * Deterministic: the only randomness is the seeded shuffle order.
 */
import type { SparseVector } from '../../src/features';
import { Rng } from '../gen/rng';

export interface TrainOptions {
  dim: number;
  classes: number;
  epochs: number;
  lr: number;
  l2: number;
  seed: number;
}

export interface FloatModel {
  dim: number;
  classes: number;
  w: Float64Array; // dim x classes, row-major by feature
  b: Float64Array;
}

export function predictFloat(m: FloatModel, x: SparseVector): number[] {
  const C = m.classes;
  const z = Array.from(m.b);
  for (let k = 0; k < x.idx.length; k++) {
    const base = (x.idx[k] as number) * C;
    const v = x.val[k] as number;
    for (let c = 0; c < C; c++) z[c] = (z[c] as number) + v * (m.w[base + c] as number);
  }
  return z;
}

function softmaxInPlace(z: number[]): number[] {
  const max = Math.max(...z);
  let sum = 0;
  for (let c = 0; c < z.length; c++) {
    z[c] = Math.exp((z[c] as number) - max);
    sum += z[c] as number;
  }
  for (let c = 0; c < z.length; c++) z[c] = (z[c] as number) / sum;
  return z;
}

export function train(xs: SparseVector[], ys: number[], o: TrainOptions): FloatModel {
  const C = o.classes;
  const w = new Float64Array(o.dim * C);
  const g2 = new Float64Array(o.dim * C).fill(1e-8);
  const b = new Float64Array(C);
  const gb = new Float64Array(C).fill(1e-8);
  const m: FloatModel = { dim: o.dim, classes: C, w, b };
  const rng = new Rng(o.seed);
  const order = xs.map((_, i) => i);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    rng.shuffle(order);
    for (const i of order) {
      const x = xs[i] as SparseVector;
      const y = ys[i] as number;
      const p = softmaxInPlace(predictFloat(m, x));
      for (let c = 0; c < C; c++) {
        const d = (p[c] as number) - (c === y ? 1 : 0);
        gb[c] = (gb[c] as number) + d * d;
        b[c] = (b[c] as number) - (o.lr * d) / Math.sqrt(gb[c] as number);
      }
      for (let k = 0; k < x.idx.length; k++) {
        const base = (x.idx[k] as number) * C;
        const v = x.val[k] as number;
        for (let c = 0; c < C; c++) {
          const j = base + c;
          // L2 applied to the weights this example touches (lazy regularisation).
          const grad = ((p[c] as number) - (c === y ? 1 : 0)) * v + o.l2 * (w[j] as number);
          g2[j] = (g2[j] as number) + grad * grad;
          w[j] = (w[j] as number) - (o.lr * grad) / Math.sqrt(g2[j] as number);
        }
      }
    }
  }
  return m;
}

/** Mean negative log-likelihood of labels under softmax(z / T). */
export function nll(logits: number[][], ys: number[], t: number): number {
  let total = 0;
  logits.forEach((z, i) => {
    const s = z.map((v) => v / t);
    const max = Math.max(...s);
    const lse = max + Math.log(s.reduce((a, v) => a + Math.exp(v - max), 0));
    total += lse - (s[ys[i] as number] as number);
  });
  return total / Math.max(1, logits.length);
}

/** Temperature that minimises NLL (golden-section search on log T). */
export function fitTemperature(logits: number[][], ys: number[]): number {
  let lo = Math.log(0.05);
  let hi = Math.log(20);
  const phi = (Math.sqrt(5) - 1) / 2;
  for (let it = 0; it < 60; it++) {
    const a = hi - phi * (hi - lo);
    const c = lo + phi * (hi - lo);
    if (nll(logits, ys, Math.exp(a)) < nll(logits, ys, Math.exp(c))) hi = c;
    else lo = a;
  }
  return Math.exp((lo + hi) / 2);
}
