/**
 * Every common way a US or international document writes a calendar date and a time of day.
 *
 * Written from how letters, notices, forms, medical records and court papers print dates (month-first US
 * forms, day-first international forms, ISO, numeric with slashes, hyphens or dots, abbreviated and all-caps
 * months, weekdays, ordinals, two-digit years) and times (12-hour with and without space or dots, 24-hour,
 * military "hours", noon). A form returns undefined where it would be ambiguous under the extractor's rule
 * (a numeric day-first date is only written when the day is over 12), so every rendered string has one
 * honest reading.
 */

export interface Day {
  year: number;
  month: number;
  day: number;
}

export interface DateForm {
  id: string;
  render(d: Day): string | undefined;
}

export interface TimeForm {
  id: string;
  /** hour 0..23, minute 0..59. */
  render(hour: number, minute: number): string | undefined;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad = (n: number) => String(n).padStart(2, '0');
const month = (d: Day) => MONTHS[d.month - 1]!;
/** "Mar", "Sept" for September as often printed, "May"/"June"/"July" kept whole where that is the custom. */
const monthAbbr = (d: Day) => (d.month === 9 ? 'Sept' : month(d).slice(0, 3));
const monthAbbr3 = (d: Day) => month(d).slice(0, 3);
/** A dot only after a shortened name ("Mar." but never "May."). */
const monthAbbrDot = (d: Day) => (monthAbbr(d) === month(d) ? month(d) : `${monthAbbr(d)}.`);
export const weekday = (d: Day) => WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]!;
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const yy = (d: Day) => pad(d.year % 100);
/** A numeric day-first form is written only when the day cannot be a month. */
const dayFirstOk = (d: Day) => d.day > 12;

const form = (id: string, render: (d: Day) => string | undefined): DateForm => ({ id, render });

export const DATE_FORMS: readonly DateForm[] = [
  // US, month written
  form('Month D, YYYY', (d) => `${month(d)} ${d.day}, ${d.year}`),
  form('Month D YYYY', (d) => `${month(d)} ${d.day} ${d.year}`),
  form('Month Dth, YYYY', (d) => `${month(d)} ${ordinal(d.day)}, ${d.year}`),
  form('MONTH D, YYYY', (d) => `${month(d).toUpperCase()} ${d.day}, ${d.year}`),
  form('Mon. D, YYYY', (d) => `${monthAbbrDot(d)} ${d.day}, ${d.year}`),
  form('Mon D YYYY', (d) => `${monthAbbr(d)} ${d.day} ${d.year}`),
  form('MON D, YYYY', (d) => `${monthAbbr3(d).toUpperCase()} ${d.day}, ${d.year}`),
  form('Mon DD, YYYY', (d) => `${monthAbbr3(d)} ${pad(d.day)}, ${d.year}`),
  form('Weekday, Month D, YYYY', (d) => `${weekday(d)}, ${month(d)} ${d.day}, ${d.year}`),
  form('WEEKDAY, MONTH D, YYYY', (d) => `${weekday(d).toUpperCase()}, ${month(d).toUpperCase()} ${d.day}, ${d.year}`),
  form('Wkd., Mon. D, YYYY', (d) => `${weekday(d).slice(0, 3)}., ${monthAbbrDot(d)} ${d.day}, ${d.year}`),
  form('Weekday, Month Dth, YYYY', (d) => `${weekday(d)}, ${month(d)} ${ordinal(d.day)}, ${d.year}`),
  form('MON-DD-YYYY', (d) => `${monthAbbr3(d).toUpperCase()}-${pad(d.day)}-${d.year}`),
  form("Month D, 'YY", (d) => `${month(d)} ${d.day}, '${yy(d)}`),
  // US numeric
  form('M/D/YYYY', (d) => `${d.month}/${d.day}/${d.year}`),
  form('MM/DD/YYYY', (d) => `${pad(d.month)}/${pad(d.day)}/${d.year}`),
  form('M/D/YY', (d) => `${d.month}/${d.day}/${yy(d)}`),
  form('MM/DD/YY', (d) => `${pad(d.month)}/${pad(d.day)}/${yy(d)}`),
  form('MM-DD-YYYY', (d) => `${pad(d.month)}-${pad(d.day)}-${d.year}`),
  form('M-D-YY', (d) => `${d.month}-${d.day}-${yy(d)}`),
  form('MM.DD.YYYY', (d) => `${pad(d.month)}.${pad(d.day)}.${d.year}`),
  form('Weekday, MM/DD/YYYY', (d) => `${weekday(d)}, ${pad(d.month)}/${pad(d.day)}/${d.year}`),
  // International, day first
  form('D Month YYYY', (d) => `${d.day} ${month(d)} ${d.year}`),
  form('DD MON YYYY', (d) => `${pad(d.day)} ${monthAbbr3(d).toUpperCase()} ${d.year}`),
  form('D Mon. YYYY', (d) => `${d.day} ${monthAbbrDot(d)} ${d.year}`),
  form('Dth Month YYYY', (d) => `${ordinal(d.day)} ${month(d)} ${d.year}`),
  form('Dth of Month, YYYY', (d) => `${ordinal(d.day)} of ${month(d)}, ${d.year}`),
  form('the Dth day of Month, YYYY', (d) => `the ${ordinal(d.day)} day of ${month(d)}, ${d.year}`),
  form('Weekday, D Month YYYY', (d) => `${weekday(d)}, ${d.day} ${month(d)} ${d.year}`),
  form('Weekday the Dth of Month YYYY', (d) => `${weekday(d)} the ${ordinal(d.day)} of ${month(d)} ${d.year}`),
  form('DD-Mon-YYYY', (d) => `${pad(d.day)}-${monthAbbr3(d)}-${d.year}`),
  form('DD-MON-YY', (d) => `${pad(d.day)}-${monthAbbr3(d).toUpperCase()}-${yy(d)}`),
  form('D.M.YYYY (day > 12)', (d) => (dayFirstOk(d) ? `${d.day}.${d.month}.${d.year}` : undefined)),
  form('DD.MM.YYYY (day > 12)', (d) => (dayFirstOk(d) ? `${pad(d.day)}.${pad(d.month)}.${d.year}` : undefined)),
  form('DD/MM/YYYY (day > 12)', (d) => (dayFirstOk(d) ? `${pad(d.day)}/${pad(d.month)}/${d.year}` : undefined)),
  form(
    'D de mes de YYYY (Spanish)',
    (d) =>
      `${d.day} de ${['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][d.month - 1]} de ${d.year}`,
  ),
  // Year first
  form('YYYY-MM-DD', (d) => `${d.year}-${pad(d.month)}-${pad(d.day)}`),
  form('YYYY/MM/DD', (d) => `${d.year}/${pad(d.month)}/${pad(d.day)}`),
  form('YYYY.MM.DD', (d) => `${d.year}.${pad(d.month)}.${pad(d.day)}`),
];

const h12 = (h: number) => (h % 12 === 0 ? 12 : h % 12);
const ampm = (h: number, am: string, pm: string) => (h < 12 ? am : pm);
const time = (id: string, render: (h: number, m: number) => string | undefined): TimeForm => ({ id, render });

export const TIME_FORMS: readonly TimeForm[] = [
  time('H:MM a.m.', (h, m) => `${h12(h)}:${pad(m)} ${ampm(h, 'a.m.', 'p.m.')}`),
  time('H:MM AM', (h, m) => `${h12(h)}:${pad(m)} ${ampm(h, 'AM', 'PM')}`),
  time('H:MM A.M.', (h, m) => `${h12(h)}:${pad(m)} ${ampm(h, 'A.M.', 'P.M.')}`),
  time('H:MMam', (h, m) => `${h12(h)}:${pad(m)}${ampm(h, 'am', 'pm')}`),
  time('H:MMa.m.', (h, m) => `${h12(h)}:${pad(m)}${ampm(h, 'a.m.', 'p.m.')}`),
  time('H.MM A.M.', (h, m) => `${h12(h)}.${pad(m)} ${ampm(h, 'A.M.', 'P.M.')}`),
  time('HH:MM AM', (h, m) => `${pad(h12(h))}:${pad(m)} ${ampm(h, 'AM', 'PM')}`),
  time('Ham (on the hour)', (h, m) => (m === 0 ? `${h12(h)}${ampm(h, 'am', 'pm')}` : undefined)),
  time('H a.m. (on the hour)', (h, m) => (m === 0 ? `${h12(h)} ${ampm(h, 'a.m.', 'p.m.')}` : undefined)),
  time("H o'clock a.m. (on the hour)", (h, m) => (m === 0 ? `${h12(h)} o'clock ${ampm(h, 'a.m.', 'p.m.')}` : undefined)),
  time('H:MM in the morning', (h, m) => `${h12(h)}:${pad(m)} in the ${h < 12 ? 'morning' : h < 17 ? 'afternoon' : 'evening'}`),
  time('H:MM-H:MM p.m. (a range)', (h, m) => (h < 23 ? `${h12(h)}:${pad(m)}-${h12(h + 1)}:${pad(m)} ${ampm(h + 1, 'a.m.', 'p.m.')}` : undefined)),
  time('HH:MM (24-hour)', (h, m) => `${pad(h)}:${pad(m)}`),
  time('HHMM hours', (h, m) => `${pad(h)}${pad(m)} hours`),
  time('HHMM hrs', (h, m) => `${pad(h)}${pad(m)} hrs`),
  time('HH:MM hrs', (h, m) => `${pad(h)}:${pad(m)} hrs`),
  time('HH:MM hours', (h, m) => `${pad(h)}:${pad(m)} hours`),
  time('HHhMM', (h, m) => `${pad(h)}h${pad(m)}`),
  time('noon', (h, m) => (h === 12 && m === 0 ? 'noon' : undefined)),
  time('12 noon', (h, m) => (h === 12 && m === 0 ? '12 noon' : undefined)),
  time('12:00 noon', (h, m) => (h === 12 && m === 0 ? '12:00 noon' : undefined)),
];

export const isoOf = (d: Day) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
export const hhmmOf = (h: number, m: number) => `${pad(h)}:${pad(m)}`;
