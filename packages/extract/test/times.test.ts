import { describe, expect, it } from 'vitest';
import { parseTime, timeNear } from '../src/times';

describe('parseTime', () => {
  it.each([
    ['8:30 A.M.', '08:30'],
    ['1:30 p.m.', '13:30'],
    ['10 a.m.', '10:00'],
    ['12:00 p.m.', '12:00'],
    ['12:15 AM', '00:15'],
    ['noon', '12:00'],
    ['13:30', '13:30'],
    ['8:3O AM', '08:30'],
    ['1O:00 am', '10:00'],
    ['8.30 am', '08:30'],
    ['8 30 AM', '08:30'],
    ['9:45AM', '09:45'],
    ['9am', '09:00'],
    ['9:30pm', '21:30'],
    ['9:30 a.m.', '09:30'],
    ['9.30 A.M.', '09:30'],
    ['2:15 P. M.', '14:15'],
    ["9 o'clock a.m.", '09:00'],
    ['0930 hours', '09:30'],
    ['1400 hrs', '14:00'],
    ['14:00 hrs', '14:00'],
    ['09:30 hours', '09:30'],
    ['12 noon', '12:00'],
    ['12:00 noon', '12:00'],
    ['2:00 in the afternoon', '14:00'],
    ["9 o'clock in the morning", '09:00'],
    ['1:00-2:00 p.m.', '13:00'],
    ['11:30-1:00 p.m.', '11:30'],
    ['9 to 11 a.m.', '09:00'],
    ['14h30', '14:30'],
    ['Ohio', undefined],
    ['9:30 a.rn.', '09:30'],
  ])('%s -> %s', (raw, want) => {
    expect(parseTime(raw)).toBe(want);
  });

  it('rejects things that are not times of day', () => {
    expect(parseTime('rated 6/10')).toBeUndefined();
    expect(parseTime('25:00')).toBeUndefined();
    expect(parseTime('13:00 PM')).toBeUndefined();
    // A four-digit number is a time only with "hours"/"hrs", and only a real one.
    expect(parseTime('invoice 0930')).toBeUndefined();
    expect(parseTime('2460 hours')).toBeUndefined();
  });
});

describe('timeNear', () => {
  it('finds the time after the date, on a Time line, or before the date', () => {
    expect(timeNear(' AT 8:30 A.M. at the Van Nuys District Office', '')).toBe('08:30');
    expect(timeNear(', at 10:30 a.m. Please report', '')).toBe('10:30');
    expect(timeNear('\nTime: 1:00 p.m. (please arrive early)', '')).toBe('13:00');
    expect(timeNear('\nTime of Appointment: 2:15 PM', '')).toBe('14:15');
    expect(timeNear(' before the judge.', 'The conference will begin at 9:00 a.m. on ')).toBe('09:00');
    expect(timeNear(' 97140 Manual therapy 2 $79.50', '')).toBeUndefined();
    expect(timeNear(', 0930 hrs, Courtroom 2', '')).toBe('09:30');
    expect(timeNear(' @ 9am', '')).toBe('09:00');
    expect(timeNear(' - 14:00', '')).toBe('14:00');
    expect(timeNear('.', 'Trial will commence at 0900 hours on Tues., ')).toBe('09:00');
    expect(timeNear('\nPlace: Fresno', 'STATUS CONFERENCE\nTime: 1:30pm\nDate: ')).toBe('13:30');
    // A time in an earlier sentence is not this date's time.
    expect(timeNear('.', 'Call us at 9am. Your visit is on ')).toBeUndefined();
  });
});
