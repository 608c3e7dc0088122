import { describe, expect, it } from 'vitest';
import { DISTRICT_OFFICES, findOfficeMentions, hearingLocation, officeForAddress } from '../src/locations';
import { normalizeText } from '../src/text';

describe('district offices', () => {
  it('lists the 24 WCAB district offices', () => {
    expect(DISTRICT_OFFICES).toHaveLength(24);
    expect(DISTRICT_OFFICES.map((o) => o.name)).toEqual(expect.arrayContaining(['Marina del Rey', 'San Luis Obispo', 'Van Nuys', 'Goleta', 'Eureka']));
  });

  it.each([
    ['at the San Luis Obispo District Office, 4740 Allene Way', 'San Luis Obispo'],
    ['SAN BERNARDINO DISTRICT OFFICE', 'San Bernardino'],
    ['WCAB - Long Beach', 'Long Beach'],
    ['Van Nuys WCAB', 'Van Nuys'],
    ['the Marina Del Rey\nDistrict Office, 4720 Lincoln', 'Marina del Rey'],
    ['San Luis 0bispo District 0ffice', 'San Luis Obispo'],
    ['Sacrarnento District Office', 'Sacramento'],
  ])('%s', (text, office) => {
    expect(findOfficeMentions(text)[0]?.office.name).toBe(office);
  });

  it('does not read city names alone as offices', () => {
    expect(findOfficeMentions('I am employed in the County of Los Angeles. Executed at Fresno, California.')).toEqual([]);
  });

  it('ties an address to its office by city', () => {
    expect(officeForAddress('6150 Van Nuys Boulevard, Van Nuys, CA 91401')?.name).toBe('Van Nuys');
    expect(officeForAddress('1 Main St, Encino, CA 91436')).toBeUndefined();
  });

  it('formats the hearing location as printed', () => {
    const text = normalizeText('ON 10/15/2025 AT 1:00 PM at the Santa Rosa District Office, 50 D \nStreet, Room 420, Santa Rosa, CA 95404.');
    const at = text.indexOf('10/15/2025');
    expect(hearingLocation(text, at, at + 10)).toBe('Santa Rosa District Office, 50 D Street, Room 420, Santa Rosa, CA 95404');
  });
});
