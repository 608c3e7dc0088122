/**
 * The generated date set (packages/extract/scripts/dateForms): every common written form of a date and a time
 * in every sentence context, scored through extractAll(), the entry point behind classify's `dates` and a
 * batch document's `calendar_dates`. Pure and in-process (no service, no corpus): a few seconds, in any clone.
 */
import { extractAll } from '@wcab/extract';
import { generateDateCases, type DateCase } from '../packages/extract/scripts/dateForms/generate';
import { addSets, emptyPrf, prf, Ratio } from './metrics';

export interface DateSetScores {
  cases: number;
  dates: ReturnType<typeof prf>;
  calendar: ReturnType<typeof prf>;
  documentDate: number;
  /** Cases with a miss or an extra (id and what went wrong), for reading. */
  failures: { id: string; missing: string[]; extra: string[] }[];
}

const minus = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x));

export function scoreDateCases(cases: readonly DateCase[]): DateSetScores {
  const dates = emptyPrf();
  const calendar = emptyPrf();
  const documentDate = new Ratio();
  const failures: DateSetScores['failures'] = [];
  for (const c of cases) {
    const r = extractAll(c.text);
    const want = new Set([...c.dates.map((d) => `${d.date} ${d.type}`), ...c.calendar.map((d) => `calendar ${d.date} ${d.time || '-'} ${d.type}`)]);
    const got = new Set([...r.dates.map((d) => `${d.date} ${d.type}`), ...r.calendarDates.map((d) => `calendar ${d.date} ${d.time || '-'} ${d.type}`)]);
    addSets(
      dates,
      [...want].filter((x) => !x.startsWith('calendar')),
      [...got].filter((x) => !x.startsWith('calendar')),
    );
    addSets(
      calendar,
      [...want].filter((x) => x.startsWith('calendar')),
      [...got].filter((x) => x.startsWith('calendar')),
    );
    const missing = minus(want, got);
    if (c.documentDate) {
      documentDate.add(r.documentDate === c.documentDate);
      if (r.documentDate !== c.documentDate) missing.push(`document date ${c.documentDate} (got ${r.documentDate ?? 'none'})`);
    }
    const extra = minus(got, want);
    if (missing.length || extra.length) failures.push({ id: c.id, missing, extra });
  }
  return { cases: cases.length, dates: prf(dates), calendar: prf(calendar), documentDate: documentDate.value, failures };
}

export function runDateSet(): DateSetScores {
  return scoreDateCases(generateDateCases());
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

export function printDateSet(s: DateSetScores): void {
  console.log(`\n== dates: generated written forms (${s.cases} cases, every date form x context, time form x calendar context, date form x time form) ==`);
  console.table({
    'date (date, type) precision': r3(s.dates.precision),
    'date (date, type) recall': r3(s.dates.recall),
    'date (date, type) F1': r3(s.dates.f1),
    'calendar (date, time, type) precision': r3(s.calendar.precision),
    'calendar (date, time, type) recall': r3(s.calendar.recall),
    'calendar (date, time, type) F1': r3(s.calendar.f1),
    'document date accuracy': r3(s.documentDate),
  });
  for (const f of s.failures.slice(0, 10)) console.log(`  miss: ${f.id}: missing ${f.missing.join('; ') || '-'}; extra ${f.extra.join('; ') || '-'}`);
}
