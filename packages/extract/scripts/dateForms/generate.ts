/**
 * The exhaustive date evaluation set: every date form in every sentence context (and, for calendar events,
 * every time form and no time at all), plus cumulative-trauma ranges written every way. Deterministic: the
 * same cases on every run, in any clone (no corpus needed).
 */
import type { DateType } from '@wcab/contract';
import { DATE_CONTEXTS, RANGE_CONTEXTS, type DateContext } from './contexts';
import { DATE_FORMS, TIME_FORMS, hhmmOf, isoOf, type DateForm, type Day, type TimeForm } from './forms';

export interface DateCase {
  id: string;
  text: string;
  /** (date, type) pairs the text holds. */
  dates: { date: string; type: DateType }[];
  /** (date, time, type) calendar entries; time '' when none is printed. */
  calendar: { date: string; time: string; type: DateType }[];
  /** The document's own date, when the context is one. */
  documentDate?: string;
}

/** Days that exercise every month, one- and two-digit days, days over and under 12, a leap day, both centuries. */
export const SAMPLE_DAYS: readonly Day[] = [
  { year: 2025, month: 3, day: 14 },
  { year: 2024, month: 2, day: 29 },
  { year: 2026, month: 9, day: 3 },
  { year: 2023, month: 12, day: 21 },
  { year: 1998, month: 5, day: 30 },
  { year: 2025, month: 1, day: 7 },
  { year: 2027, month: 6, day: 18 },
  { year: 2019, month: 7, day: 1 },
  { year: 2025, month: 10, day: 31 },
  { year: 2022, month: 8, day: 12 },
  { year: 2024, month: 11, day: 25 },
  { year: 2026, month: 4, day: 9 },
];

/** Times of day a hearing, trial or appointment is set for (minutes on and off the hour, morning, noon, afternoon). */
export const SAMPLE_TIMES: readonly [number, number][] = [
  [8, 30],
  [13, 45],
  [9, 0],
  [12, 0],
  [10, 15],
  [14, 0],
  [7, 5],
  [16, 30],
  [11, 0],
  [15, 20],
];

/** The k-th sample (cycling) for which `render` gives a string. */
function pick<T, R>(samples: readonly T[], k: number, render: (s: T) => R | undefined): { sample: T; out: R } | undefined {
  for (let i = 0; i < samples.length; i++) {
    const sample = samples[(k + i) % samples.length]!;
    const out = render(sample);
    if (out !== undefined) return { sample, out };
  }
  return undefined;
}

/** One case: a date form (and time form) in a context; undefined when the forms do not apply. */
export function renderCase(context: DateContext, dateForm: DateForm, day: Day, timeForm?: TimeForm, time?: [number, number]): DateCase | undefined {
  const written = dateForm.render(day);
  if (!written) return undefined;
  const printedTime = timeForm && time ? timeForm.render(time[0], time[1]) : undefined;
  if (timeForm && !printedTime) return undefined;
  const iso = isoOf(day);
  const c: DateCase = {
    id: `${context.id} | ${dateForm.id}${timeForm ? ` | ${timeForm.id}` : ''} | ${iso}`,
    text: context.render(written, printedTime),
    dates: [{ date: iso, type: context.type }],
    calendar: context.calendar ? [{ date: iso, time: printedTime && time ? hhmmOf(time[0], time[1]) : '', type: context.type }] : [],
  };
  if (context.documentDate) c.documentDate = iso;
  return c;
}

/** Range writings of two days, from any single-date form, plus the compact forms that share a month or year. */
function rangeWritings(a: Day, b: Day): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  for (const f of DATE_FORMS) {
    const x = f.render(a);
    const y = f.render(b);
    if (!x || !y) continue;
    out.push({ id: `${f.id} - ${f.id}`, text: `${x} - ${y}` }, { id: `from ${f.id} through ${f.id}`, text: `from ${x} through ${y}` });
  }
  return out;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Compact ranges written once for both ends ("March 3-17, 2025", "3 March - 30 June 2025"). */
export function compactRanges(a: Day, b: Day): { id: string; text: string }[] {
  const ma = MONTHS[a.month - 1]!;
  const mb = MONTHS[b.month - 1]!;
  const out: { id: string; text: string }[] = [];
  if (a.year === b.year && a.month === b.month) {
    out.push(
      { id: 'Month D-D, YYYY', text: `${ma} ${a.day}-${b.day}, ${a.year}` },
      { id: 'Month D to D, YYYY', text: `${ma} ${a.day} to ${b.day}, ${a.year}` },
      { id: 'D-D Month YYYY', text: `${a.day}-${b.day} ${ma} ${a.year}` },
    );
  }
  if (a.year === b.year) {
    out.push(
      { id: 'Month D - Month D, YYYY', text: `${ma} ${a.day} - ${mb} ${b.day}, ${a.year}` },
      { id: 'Month D through Month D, YYYY', text: `${ma} ${a.day} through ${mb} ${b.day}, ${a.year}` },
      { id: 'D Month - D Month YYYY', text: `${a.day} ${ma} - ${b.day} ${mb} ${a.year}` },
    );
  }
  return out;
}

/**
 * Every case of the evaluation set: every date form in every context, every time form (and no time) in every
 * calendar context, and every date form with every time form; the third form of each case cycles, so each
 * pair of (context, date form, time form) is covered without the full product (which would take minutes).
 */
export function generateDateCases(): DateCase[] {
  const cases: DateCase[] = [];
  const calendarContexts = DATE_CONTEXTS.filter((c) => c.calendar);
  const timeChoices: (TimeForm | undefined)[] = [undefined, ...TIME_FORMS];
  let k = 0;
  const add = (context: DateContext, dateForm: DateForm, timeForm: TimeForm | undefined) => {
    k++;
    // Cycle through the samples to the first day (and time) the forms can write.
    const day = pick(SAMPLE_DAYS, k, (d) => dateForm.render(d));
    const time = timeForm ? pick(SAMPLE_TIMES, k, ([h, m]) => timeForm.render(h, m)) : undefined;
    const c = day && renderCase(context, dateForm, day.sample, timeForm, time?.sample);
    if (c) cases.push(c);
  };
  DATE_CONTEXTS.forEach((context, i) =>
    DATE_FORMS.forEach((dateForm, j) => add(context, dateForm, context.calendar ? timeChoices[(i + j) % timeChoices.length] : undefined)),
  );
  calendarContexts.forEach((context, i) => timeChoices.forEach((timeForm, j) => add(context, DATE_FORMS[(i * 7 + j) % DATE_FORMS.length]!, timeForm)));
  DATE_FORMS.forEach((dateForm, i) => timeChoices.forEach((timeForm, j) => add(calendarContexts[(i + j) % calendarContexts.length]!, dateForm, timeForm)));
  for (const context of RANGE_CONTEXTS) {
    for (const [a, b] of RANGE_PAIRS) {
      const writings = [...rangeWritings(a, b), ...compactRanges(a, b)];
      for (const w of writings) {
        cases.push({
          id: `${context.id} | ${w.id}`,
          text: context.render(w.text),
          dates: [
            { date: isoOf(a), type: context.type },
            { date: isoOf(b), type: context.type },
          ],
          calendar: [],
        });
      }
    }
  }
  return cases;
}

/** Period ends: same month, same year, across years. */
export const RANGE_PAIRS: readonly [Day, Day][] = [
  [
    { year: 2025, month: 3, day: 3 },
    { year: 2025, month: 3, day: 17 },
  ],
  [
    { year: 2024, month: 1, day: 15 },
    { year: 2024, month: 6, day: 30 },
  ],
  [
    { year: 2019, month: 8, day: 14 },
    { year: 2023, month: 2, day: 28 },
  ],
];
