/** The embedded queue with a file folder: asynchronous batches' documents on disk, same budget, cleared when gone. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedJobQueue, type JobStatus } from '../src/index';

const SCRIPTED = fileURLToPath(new URL('./fixtures/scriptedProcessor.ts', import.meta.url));
const doc = (directives: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n% ${directives}\n%%EOF\n`));
const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-jobfiles-')), 'jobs');

let queue: EmbeddedJobQueue | undefined;
afterEach(async () => {
  await queue?.close();
  queue = undefined;
});

async function finished(q: EmbeddedJobQueue, id: string): Promise<JobStatus> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await q.status(id, 'key_a');
    if (status?.state === 'completed' || Date.now() > deadline) return status!;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const onDisk = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe('embedded job files on disk (fileDir)', () => {
  it("writes each job's documents to its own folder, reads them back for the owner, and drops the oldest past the budget", async () => {
    const dir = tempDir();
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1, maxFileBytes: 2500, fileDir: dir });
    const ids: string[] = [];
    for (const marker of ['one', 'two', 'three']) {
      const { id } = await queue.submit({ kind: 'batch', document: doc(`files=2x600 marker=${marker}`), params: {} }, { timeoutMs: 30_000, owner: 'key_a' });
      ids.push(id);
      expect((await finished(queue, id)).outcome).toMatchObject({ ok: true });
      // Stored before the job reads as completed.
      expect(onDisk(path.join(dir, id))).toEqual(['0', '1']);
    }
    // 3 jobs x 1200 bytes against 2500: the first job's folder went, its result stayed.
    await new Promise((r) => setTimeout(r, 50));
    expect(onDisk(dir)).toEqual(ids.slice(1).sort());
    expect(await queue.files(ids[0]!, 'key_a')).toBeUndefined();
    expect((await queue.status(ids[0]!, 'key_a'))?.outcome?.ok).toBe(true);
    for (const id of ids.slice(1)) {
      const files = await queue.files(id, 'key_a');
      expect(files?.map((f) => [f.name, f.bytes.byteLength, f.bytes[0]])).toEqual([
        ['doc-1.pdf', 600, 1],
        ['doc-2.pdf', 600, 2],
      ]);
      expect(new Uint8Array(fs.readFileSync(path.join(dir, id, '1')))).toEqual(files![1]!.bytes);
    }
    expect(await queue.files(ids[2]!, 'key_b')).toBeUndefined();
    // A synchronous run hands its files back directly and writes nothing.
    const outcome = await queue.run({ kind: 'batch', document: doc('files=1x10'), params: {} }, { timeoutMs: 30_000 });
    expect(outcome.ok && outcome.files?.map((f) => f.name)).toEqual(['doc-1.pdf']);
    expect(onDisk(dir)).toEqual(ids.slice(1).sort());
    await queue.close();
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("clears what a previous process left and removes a job's folder when its result expires", async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'job_000000000000000000000001'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'job_000000000000000000000001', '0'), 'left over');
    const expiring = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1, fileDir: dir, resultTtlMs: 300 });
    queue = expiring;
    expect(onDisk(dir)).toEqual([]);
    const { id } = await queue.submit({ kind: 'batch', document: doc('files=1x100'), params: {} }, { timeoutMs: 30_000, owner: 'key_a' });
    await finished(queue, id);
    expect(onDisk(dir)).toEqual([id]);
    // Its result expires after 300 ms and its folder goes with it, removed in the background: waited for (up to 10 s
    // on a loaded machine), since what is tested is that they go, not how soon.
    await expect.poll(() => expiring.status(id, 'key_a'), { timeout: 10_000, interval: 50 }).toBeUndefined();
    await expect.poll(() => onDisk(dir), { timeout: 10_000, interval: 50 }).toEqual([]);
  });

  it('answers "gone" when a file vanished from under it, and keeps serving', async () => {
    const dir = tempDir();
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1, fileDir: dir });
    const { id } = await queue.submit({ kind: 'batch', document: doc('files=2x50'), params: {} }, { timeoutMs: 30_000, owner: 'key_a' });
    await finished(queue, id);
    fs.rmSync(path.join(dir, id), { recursive: true });
    expect(await queue.files(id, 'key_a')).toBeUndefined();
    const next = await queue.submit({ kind: 'batch', document: doc('files=1x50'), params: {} }, { timeoutMs: 30_000, owner: 'key_a' });
    await finished(queue, next.id);
    expect((await queue.files(next.id, 'key_a'))?.map((f) => f.bytes.byteLength)).toEqual([50]);
  });
});
