/**
 * `npm run bench -- learning` (issue 32): the learned layer's cost per document at 10,000 corrections, the
 * cap of one account. The lessons are taught on the generated families, many times over with different
 * labels, so every document is alike to dozens of them (the worst case for the index). Measured on the
 * layer itself (index lookup, similarity, the background check, reading taught fields), the part that grows with corrections; the
 * version check before a job is one indexed row whatever the count.
 */
import { AccountMemory, applyLessons, lessonOf, loadShippedBackground, signatureOf, type Lesson } from '@wcab/learning';
import { officeDocs } from '../eval/office/run';

const CORRECTIONS = 10_000;

export async function benchLearning(): Promise<void> {
  const docs = officeDocs();
  const lessons: Lesson[] = [];
  for (let i = 0; i < CORRECTIONS; i++) {
    const d = docs[i % docs.length]!;
    lessons.push({ id: `c${i}`, createdAt: i, ...lessonOf(d.pages, { doc_type: `Label ${i % 50}`, ...(d.applicant ? { applicant_name: d.applicant } : {}) }) });
  }
  let started = performance.now();
  const memory = new AccountMemory(lessons);
  const buildMs = performance.now() - started;
  const none = new AccountMemory([]);
  // As the service applies lessons: each match is also judged against the shipped background.
  const background = loadShippedBackground();
  // Wall time, and the thread's CPU time: on a shared machine the wall time also counts other processes' turns.
  const timed = (m: AccountMemory) =>
    docs.slice(0, 300).map((d) => {
      started = performance.now();
      const cpu = process.cpuUsage();
      applyLessons(m, {
        pages: d.pages,
        sketch: signatureOf(d.pages).sketch,
        answer: { documentType: d.label, label: 'Medical Report', dates: [] },
        background,
      });
      return { wall: performance.now() - started, cpu: process.cpuUsage(cpu).user / 1000 };
    });
  timed(memory); // warm up
  const without = timed(none);
  const withAll = timed(memory);
  const q = (a: Array<{ wall: number; cpu: number }>, p: number, k: 'wall' | 'cpu' = 'wall') =>
    a.map((x) => x[k]).sort((x, y) => x - y)[Math.floor(p * (a.length - 1))]!;
  console.log(`\n== learned layer at ${CORRECTIONS} corrections of one account ==`);
  const row = (a: typeof without) => ({
    p50_ms: +q(a, 0.5).toFixed(2),
    p95_ms: +q(a, 0.95).toFixed(2),
    cpu_p50_ms: +q(a, 0.5, 'cpu').toFixed(2),
    cpu_p95_ms: +q(a, 0.95, 'cpu').toFixed(2),
  });
  console.table({ 'no corrections': row(without), [`${CORRECTIONS} corrections`]: row(withAll) });
  console.log(
    `p50 growth ${(q(withAll, 0.5) - q(without, 0.5)).toFixed(2)} ms (target <= 10 ms); memory built in ${buildMs.toFixed(0)} ms (once per change of the account's corrections)`,
  );
}
