/**
 * Calendar entries as an iCalendar file (RFC 5545, written by ical-generator): times in
 * America/Los_Angeles with its VTIMEZONE, all-day entries when the document gives no time.
 *
 * Each event's UID is derived from what identifies the appointment, not from the run: the case
 * (ADJ number, else the applicant, else the document), the date, the time and the kind. Importing
 * the file again, or the calendar of a later scan of the same notice, updates the event instead
 * of adding a copy; the same appointment named by two documents of a batch is one event.
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

export function eventUid(entry: CalendarEntry): string {
  const adj = [...entry.adjNumbers].map((n) => n.toUpperCase()).sort()[0];
  const who = adj ?? (entry.applicant.trim().toLowerCase().replace(/\s+/g, ' ') || entry.document);
  const digest = createHash('sha256').update([who, entry.date, entry.time, entry.type].join('\n')).digest('hex');
  return `${digest.slice(0, 32)}@${UID_DOMAIN}`;
}

export function buildCalendar(entries: CalendarEntry[], name = 'WCAB calendar'): ICalCalendar {
  const calendar = ical({
    name,
    prodId: { company: 'wcab-docai', product: 'calendar', language: 'EN' },
    timezone: { name: CALENDAR_TIMEZONE, generator: getVtimezoneComponent },
  });
  for (const [uid, group] of groupByUid(entries)) {
    const first = group[0]!;
    const start = DateTime.fromISO(`${first.date}T${first.time || '00:00'}`, { zone: CALENDAR_TIMEZONE });
    if (!start.isValid) continue;
    calendar.createEvent({
      id: uid,
      start,
      ...(first.time ? { end: start.plus({ minutes: TIMED_EVENT_MINUTES }) } : { allDay: true }),
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

function groupByUid(entries: CalendarEntry[]): Map<string, CalendarEntry[]> {
  const groups = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const uid = eventUid(entry);
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
