/**
 * Property-based: any day (1950..2049), written in any common form, in any sentence context of its type, comes
 * back with its type; a calendar event's time, written in any common form, comes back too; a range printed
 * with one year gives both ends. Cases come from the generator behind `npm run eval`'s date figures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_CONTEXTS, RANGE_CONTEXTS } from '../scripts/dateForms/contexts';
import { DATE_FORMS, TIME_FORMS, hhmmOf, isoOf, type Day } from '../scripts/dateForms/forms';
import { compactRanges, renderCase } from '../scripts/dateForms/generate';
import { extractAll } from '../src/extractAll';

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const dayArb: fc.Arbitrary<Day> = fc
  .record({ year: fc.integer({ min: 1950, max: 2049 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map((d) => ({ ...d, day: Math.min(d.day, daysIn(d.year, d.month)) }));
const timeArb = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }));

const RUNS = { numRuns: 400 };

describe('every date form in every context', () => {
  it('gives back the date and its type (and the document date where the context is one)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DATE_CONTEXTS.filter((c) => !c.calendar)), fc.constantFrom(...DATE_FORMS), dayArb, (context, form, day) => {
        const c = renderCase(context, form, day);
        fc.pre(!!c);
        const r = extractAll(c!.text);
        expect(r.dates.map((d) => `${d.date} ${d.type}`)).toEqual([`${isoOf(day)} ${context.type}`]);
        expect(r.calendarDates).toEqual([]);
        if (context.documentDate) expect(r.documentDate).toBe(isoOf(day));
      }),
      RUNS,
    );
  });

  it('puts hearings, trials and appointments on the calendar with the time in any written form', () => {
    const calendar = DATE_CONTEXTS.filter((c) => c.calendar);
    fc.assert(
      fc.property(
        fc.constantFrom(...calendar),
        fc.constantFrom(...DATE_FORMS),
        fc.option(fc.constantFrom(...TIME_FORMS)),
        dayArb,
        timeArb,
        (context, form, timeForm, day, [h, m]) => {
          // Forms that only write some times ("9am", "noon") get a time they can write.
          const time: [number, number] | undefined = timeForm
            ? (
                [
                  [h, m],
                  [h, 0],
                  [12, 0],
                ] as [number, number][]
              ).find(([a, b]) => timeForm.render(a, b))
            : undefined;
          const c = renderCase(context, form, day, timeForm ?? undefined, time);
          fc.pre(!!c);
          const r = extractAll(c!.text);
          expect(r.dates.map((d) => `${d.date} ${d.type}`)).toEqual([`${isoOf(day)} ${context.type}`]);
          expect(r.calendarDates.map((d) => `${d.date} ${d.time || '-'} ${d.type}`)).toEqual([`${isoOf(day)} ${time ? hhmmOf(...time) : '-'} ${context.type}`]);
        },
      ),
      RUNS,
    );
  });
});

describe('ranges', () => {
  it('reads both ends of a range written with its year once or with every form on both ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RANGE_CONTEXTS),
        dayArb,
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom(...DATE_FORMS),
        fc.boolean(),
        (context, a, span, form, compact) => {
          const end = new Date(Date.UTC(a.year, a.month - 1, a.day + span));
          const b: Day = { year: end.getUTCFullYear(), month: end.getUTCMonth() + 1, day: end.getUTCDate() };
          const writings = compact
            ? compactRanges(a, b).map((w) => w.text)
            : [form.render(a), form.render(b)].every(Boolean)
              ? [`${form.render(a)} through ${form.render(b)}`]
              : [];
          fc.pre(writings.length > 0 && b.year <= 2049);
          for (const w of writings) {
            const got = extractAll(context.render(w)).dates.map((d) => `${d.date} ${d.type}`);
            expect(got).toEqual([`${isoOf(a)} ${context.type}`, `${isoOf(b)} ${context.type}`]);
          }
        },
      ),
      RUNS,
    );
  });
});

describe('ambiguity rules', () => {
  it('reads a numeric date month-first unless the first number cannot be a month', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom('/', '-', '.'), (day, sep) => {
        const p = (n: number) => String(n).padStart(2, '0');
        const got = extractAll(`Date of Injury: ${p(day.day)}${sep}${p(day.month)}${sep}${day.year}`).dates.map((d) => d.date);
        const monthFirst = day.day <= 12 ? isoOf({ year: day.year, month: day.day, day: day.month }) : undefined;
        const valid = monthFirst && day.month <= daysIn(day.year, day.day);
        // Written day-first: read day-first only when the day is over 12; otherwise it is the US reading or nothing.
        expect(got).toEqual(day.day > 12 ? [isoOf(day)] : valid ? [monthFirst] : []);
      }),
      RUNS,
    );
  });
});
