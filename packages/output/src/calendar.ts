/**
 * Calendar entries as an iCalendar file (RFC 5545, written by ical-generator): times in
 * America/Los_Angeles with its VTIMEZONE, all-day entries when the document gives no time.
 *
 * Each event's UID is derived from what identifies the appointment, not from the run, the route or
 * the reading: the case (ADJ number, else the applicant), the date, the kind and the place. Not the
 * time (one reading may miss it) and not the document (classify and batch name it differently).
 * Importing the file again, the calendar of a later scan of the same notice, or the same notice
 * classified alone after its batch updates the event instead of adding a copy; the same appointment
 * named by two documents of a batch is one event (timed when either prints the time).
 */
import { createHash } from 'node:crypto';
import ical, { type ICalCalendar } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import type { CalendarEntry } from './calendarEntries';

export const CALENDAR_TIMEZONE = 'America/Los_Angeles';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
/** Length of a timed event: documents give when a hearing starts, never when it ends. */
const TIMED_EVENT_MINUTES = 60;
const UID_DOMAIN = 'wcab-docai';

const TITLES: Record<string, string> = { hearing: 'Hearing', trial: 'Trial', appointment: 'Appointment', deadline: 'Deadline' };

export function eventUid(entry: CalendarEntry, place = entry.location): string {
  const digest = createHash('sha256')
    .update([caseOf(entry), entry.date, entry.type, words(place)].join('\n'))
    .digest('hex');
  return `${digest.slice(0, 32)}@${UID_DOMAIN}`;
}

/** The case an entry belongs to: its first ADJ number, else its applicant (empty when neither is known). */
function caseOf(entry: CalendarEntry): string {
  return [...entry.adjNumbers].map((n) => n.toUpperCase()).sort()[0] ?? words(entry.applicant);
}

/** Case and punctuation folded, so "1515 Clay St., Oakland" and "1515 CLAY ST OAKLAND" name one place. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function buildCalendar(entries: CalendarEntry[], name = 'WCAB calendar'): ICalCalendar {
  const calendar = ical({
    name,
    prodId: { company: 'wcab-docai', product: 'calendar', language: 'EN' },
    // No calendar-wide zone: ical-generator writes DTSTAMP in the calendar's zone as local time without `Z`
    // (RFC 5545 3.8.7.2 wants UTC). Each event names its zone, and the generator still adds its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const [uid, group] of groupByUid(entries)) {
    const first = group[0]!;
    // One document of the group may print the time another leaves out: the event is timed if any does.
    const time = group.map((e) => e.time).find(Boolean) ?? '';
    const start = DateTime.fromISO(`${first.date}T${time || '00:00'}`, { zone: CALENDAR_TIMEZONE });
    if (!start.isValid) continue;
    calendar.createEvent({
      id: uid,
      start,
      ...(time ? { end: start.plus({ minutes: TIMED_EVENT_MINUTES }) } : { allDay: true }),
      timezone: CALENDAR_TIMEZONE,
      summary: summary(first),
      location: group.map((e) => e.location).find(Boolean) || null,
      description: description(group),
    });
  }
  return calendar;
}

export function calendarText(entries: CalendarEntry[], name?: string): string {
  return buildCalendar(entries, name).toString();
}

/**
 * Entries by event. An entry that prints no place (a letter confirming "your hearing on March 5") is the
 * event of its case, date and kind that another entry places, when exactly one place is named for it.
 */
function groupByUid(entries: CalendarEntry[]): Map<string, CalendarEntry[]> {
  const places = new Map<string, Set<string>>();
  const slot = (e: CalendarEntry) => [caseOf(e), e.date, e.type].join('\n');
  for (const e of entries) if (words(e.location)) places.set(slot(e), (places.get(slot(e)) ?? new Set()).add(words(e.location)));
  const groups = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const known = places.get(slot(entry));
    const place = words(entry.location) || (known?.size === 1 ? [...known][0]! : '');
    const uid = eventUid(entry, place);
    groups.set(uid, [...(groups.get(uid) ?? []), entry]);
  }
  return groups;
}

function summary(entry: CalendarEntry): string {
  const who = [entry.applicant, entry.adjNumbers[0]].filter(Boolean).join(', ');
  return who ? `${TITLES[entry.type]}: ${who}` : TITLES[entry.type]!;
}

function description(group: CalendarEntry[]): string {
  const first = group[0]!;
  const lines = [
    `Applicant: ${first.applicant || 'unknown'}`,
    `ADJ number: ${first.adjNumbers.join(', ') || 'none found'}`,
    ...[...new Set(group.map((e) => e.document))].map((d) => `Document: ${d}`),
  ];
  const context = group.map((e) => e.context).find(Boolean);
  if (context) lines.push(`Context: ${context}`);
  return lines.join('\n');
}
