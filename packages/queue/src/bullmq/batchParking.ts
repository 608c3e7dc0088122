/**
 * Where a batch waits on a worker whose batch share is full (fleetWorker.ts).
 *
 * BullMQ hands a free slot the queue's best job, whatever its kind, and a worker keeps a slot free of
 * batches for classify. A batch that slot takes used to go back as a delayed job for half a second: out of
 * the queue, so the next batch slot to free took the batch behind it, and the one the accounts' turns had
 * put first (another account's only batch) could lose its turn again and again (a loaded CI run finished
 * it fifth of nine). Parked here, the batch keeps its place: it starts the moment a batch slot frees, and it
 * goes back to the queue with its priority (`moveToWait`, never a delay) after `holdMs`, at once when an
 * interactive job arrives (the slot is the one kept for those), or when the worker closes. The hold bounds
 * both how often a parked batch is taken again and how long another worker's free batch slot can miss it.
 */
export type ParkingOutcome = 'start' | 'release';

export class BatchParking {
  private readonly parked: ((outcome: ParkingOutcome) => void)[] = [];

  constructor(private readonly holdMs: number) {}

  /** How many batches are parked now. */
  get size(): number {
    return this.parked.length;
  }

  /** Waits for a batch slot: 'start' when one frees for this batch, 'release' when it should go back. */
  wait(): Promise<ParkingOutcome> {
    return new Promise((resolve) => {
      const done = (outcome: ParkingOutcome) => {
        clearTimeout(timer);
        const at = this.parked.indexOf(done);
        if (at < 0) return;
        this.parked.splice(at, 1);
        resolve(outcome);
      };
      const timer = setTimeout(() => done('release'), this.holdMs);
      this.parked.push(done);
    });
  }

  /** A batch slot freed: the batch parked longest starts on it. */
  slotFreed(): void {
    this.parked[0]?.('start');
  }

  /** An interactive job arrived, or the worker closes: every parked batch goes back to the queue. */
  releaseAll(): void {
    for (const done of [...this.parked]) done('release');
  }
}
