import { describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { batchEntries, calendarText, classifyEntries } from '../src/index';
import { batchResult, classification } from './fixtures';

/** The events as a real iCalendar parser (node-ical) reads them; text values as plain strings. */
const text = (v: VEvent['summary'] | undefined) => (typeof v === 'string' ? v : (v?.val ?? ''));
const events = (ics: string) =>
  Object.values(ical.sync.parseICS(ics))
    .filter((c): c is VEvent => c?.type === 'VEVENT')
    .map((e) => ({ uid: e.uid, start: e.start, datetype: e.datetype, summary: text(e.summary), description: text(e.description), location: text(e.location) }));

describe('calendar of a batch', () => {
  const ics = calendarText(batchEntries(batchResult, 'scan.pdf'));
  const parsed = events(ics);

  it('is an RFC 5545 calendar a parser reads, with the Los Angeles VTIMEZONE', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles');
    expect(ics).toContain('DTSTART;TZID=America/Los_Angeles:20260305T083000');
  });

  it('has one event per appointment: hearing, deadline, appointment; no injury date', () => {
    expect(parsed.map((e) => e.summary).sort()).toEqual(['Appointment: Ana Ruiz, ADJ1234567', 'Deadline: Ana Ruiz, ADJ1234567', 'Hearing: Ana Ruiz, ADJ1234567']);
  });

  it('puts timed events at the right instant in Pacific time, standard and daylight', () => {
    const hearing = parsed.find((e) => e.summary.startsWith('Hearing'))!;
    expect(hearing.start.toISOString()).toBe('2026-03-05T16:30:00.000Z');
    expect(hearing.start.tz).toBe('America/Los_Angeles');
    const appointment = parsed.find((e) => e.summary.startsWith('Appointment'))!;
    expect(appointment.start.toISOString()).toBe('2026-07-14T21:00:00.000Z');
    expect(appointment.location).toBe('100 Main St, Fresno, CA');
  });

  it('makes a date without a time an all-day event', () => {
    const deadline = parsed.find((e) => e.summary.startsWith('Deadline'))!;
    expect(deadline.datetype).toBe('date');
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20260220/);
  });

  it('describes applicant, ADJ number and every document that names the date', () => {
    const hearing = parsed.find((e) => e.summary.startsWith('Hearing'))!;
    expect(hearing.location).toBe('WCAB Oakland, 1515 Clay Street, Oakland, CA');
    expect(hearing.description).toContain('Applicant: Ana Ruiz');
    expect(hearing.description).toContain('ADJ number: ADJ1234567');
    expect(hearing.description).toContain('Document: 20260105-notice-of-hearing-ruiz.pdf (pages 1-2 of scan.pdf)');
    expect(hearing.description).toContain('Document: 20260110-appointment-letter-ruiz.pdf (page 4 of scan.pdf)');
  });

  it('gives the same UIDs on another run, and a different UID to a moved hearing', async () => {
    await new Promise((r) => setTimeout(r, 1100)); // a later DTSTAMP
    const again = events(calendarText(batchEntries(batchResult, 'other-name.pdf')));
    expect(again.map((e) => e.uid).sort()).toEqual(parsed.map((e) => e.uid).sort());
    const moved = structuredClone(batchResult);
    moved.documents[0]!.calendar_dates[0]!.time = '13:30';
    moved.documents[1]!.calendar_dates[1]!.time = '13:30';
    const movedUids = events(calendarText(batchEntries(moved))).map((e) => e.uid);
    expect(movedUids.filter((u) => !parsed.some((e) => e.uid === u))).toHaveLength(1);
  });
});

describe('calendar of a classified document', () => {
  it('calendars the trial as an all-day event and leaves the injury date out', () => {
    const parsed = events(calendarText(classifyEntries(classification, 'notice.pdf')));
    expect(parsed).toHaveLength(1);
    expect(parsed[0]!.summary).toBe('Trial: Ana Ruiz, ADJ1234567');
    expect(parsed[0]!.datetype).toBe('date');
    expect(parsed[0]!.description).toContain('Context: Trial set for May 12, 2026');
    expect(parsed[0]!.description).toContain('Document: notice.pdf');
  });

  it('is an empty but valid calendar when nothing is to be calendared', () => {
    const empty = calendarText([]);
    expect(empty).toContain('BEGIN:VCALENDAR');
    expect(events(empty)).toHaveLength(0);
  });
});
