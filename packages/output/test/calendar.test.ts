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
    expect(parsed.map((e) => e.summary).sort()).toEqual([
      'Appointment: Ana Ruiz, ADJ1234567',
      'Deadline: Ana Ruiz, ADJ1234567',
      'Hearing: Ana Ruiz, ADJ1234567',
    ]);
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

  it('gives the same UIDs on another run, a different UID to a hearing moved to another day, the same to a new time', async () => {
    await new Promise((r) => setTimeout(r, 1100)); // a later DTSTAMP
    const again = events(calendarText(batchEntries(batchResult, 'other-name.pdf')));
    expect(again.map((e) => e.uid).sort()).toEqual(parsed.map((e) => e.uid).sort());
    const moved = structuredClone(batchResult);
    moved.documents[0]!.calendar_dates[0]!.date = '2026-03-06';
    moved.documents[1]!.calendar_dates[1]!.date = '2026-03-06';
    const movedUids = events(calendarText(batchEntries(moved))).map((e) => e.uid);
    expect(movedUids.filter((u) => !parsed.some((e) => e.uid === u))).toHaveLength(1);
    // A new time for the same hearing updates its event (same UID) rather than adding a second one.
    const retimed = structuredClone(batchResult);
    retimed.documents[0]!.calendar_dates[0]!.time = '13:30';
    retimed.documents[1]!.calendar_dates[1]!.time = '13:30';
    const retimedEvents = events(calendarText(batchEntries(retimed)));
    expect(retimedEvents.map((e) => e.uid).sort()).toEqual(parsed.map((e) => e.uid).sort());
    expect(retimedEvents.find((e) => e.summary.startsWith('Hearing'))!.start.toISOString()).toBe('2026-03-05T21:30:00.000Z');
  });

  it('stamps every event in UTC (DTSTAMP with Z, RFC 5545 3.8.7.2), as the parser reads it', () => {
    const stamps = Object.values(ical.sync.parseICS(ics))
      .filter((c): c is VEvent => c?.type === 'VEVENT')
      .map((e) => e.dtstamp as Date & { tz?: string });
    expect(stamps).toHaveLength(3);
    for (const stamp of stamps) {
      expect(stamp.tz).toBe('Etc/UTC');
      expect(Math.abs(stamp.getTime() - Date.now())).toBeLessThan(60_000);
    }
    expect(ics.match(/^DTSTAMP:.*$/gm)!.every((line) => /^DTSTAMP:\d{8}T\d{6}Z\r?$/.test(line))).toBe(true);
  });
});

describe('one event per hearing, whichever route read it', () => {
  const hearingNotice = (time: string | undefined) =>
    classifyEntries(
      {
        ...classification,
        dates: [
          {
            date: '2026-03-05',
            ...(time ? { time } : {}),
            type: 'hearing',
            description: 'Hearing set',
            location: 'WCAB Oakland, 1515 Clay Street, Oakland, CA',
          },
        ],
      },
      'classified document',
    );
  const batchUid = events(calendarText(batchEntries(batchResult, 'scan.pdf'))).find((e) => e.summary.startsWith('Hearing'))!.uid;

  it("classify's timed hearing is the batch's event: same UID, same start", () => {
    const [event] = events(calendarText(hearingNotice('08:30')));
    expect(event!.uid).toBe(batchUid);
    expect(event!.start.toISOString()).toBe('2026-03-05T16:30:00.000Z');
    expect(event!.datetype).toBe('date-time');
  });

  it('a reading that missed the time still names the same event (the UID does not depend on the time)', () => {
    const [event] = events(calendarText(hearingNotice(undefined)));
    expect(event!.uid).toBe(batchUid);
    expect(event!.datetype).toBe('date');
  });

  it('another place or another case is another event', () => {
    const elsewhere = hearingNotice('08:30').map((e) => ({ ...e, location: 'WCAB Fresno, 2550 Mariposa Mall' }));
    const otherCase = hearingNotice('08:30').map((e) => ({ ...e, adjNumbers: ['ADJ7654321'] }));
    expect(events(calendarText(elsewhere))[0]!.uid).not.toBe(batchUid);
    expect(events(calendarText(otherCase))[0]!.uid).not.toBe(batchUid);
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
