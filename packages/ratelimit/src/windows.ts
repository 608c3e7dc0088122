/**
 * Calendar-aligned fixed windows. Each window has an id (part of the counter key) and the
 * instant it ends, so every API instance derives the same counter from the same clock.
 */
export interface WindowSpan {
  id: string;
  /** Epoch milliseconds at which the window ends (the next one starts). */
  endsAt: number;
}

export function minuteWindow(now: number): WindowSpan {
  const minute = Math.floor(now / 60_000);
  return { id: `m${minute}`, endsAt: (minute + 1) * 60_000 };
}

/** Days reset at midnight UTC (SPEC section 8). */
export function dayWindow(now: number): WindowSpan {
  const d = new Date(now);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { id: `d${new Date(start).toISOString().slice(0, 10)}`, endsAt: start + 86_400_000 };
}

/** Months reset on the 1st at 00:00 UTC. */
export function monthWindow(now: number): WindowSpan {
  const d = new Date(now);
  return {
    id: `mo${d.toISOString().slice(0, 7)}`,
    endsAt: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
  };
}
