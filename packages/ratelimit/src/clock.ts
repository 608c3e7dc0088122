/** Time is injected so tests can cross midnight UTC and month ends without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and move. */
export class ManualClock implements Clock {
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  set(ms: number | Date): void {
    this.current = typeof ms === 'number' ? ms : ms.getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
