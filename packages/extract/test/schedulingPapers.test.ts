/**
 * Issue 31, typed dates and parties of scheduling papers: a party's motion papers and notices written as Markdown,
 * a court's trial order, a clinic's appointment letters and a firm's status letters with a front matter. Each case is
 * a structure read on the real set's development half (fields round), written anew by hand with other names and dates.
 */
import { describe, expect, it } from 'vitest';
import { parseCaption } from '../src/caption';
import { extractDates } from '../src/dates';
import { extractParties, findParties } from '../src/parties';

const typed = (text: string) =>
  extractDates(text)
    .filter((d) => d.type !== 'other')
    .map((d) => `${d.date} ${d.type}`);

describe("Markdown's bold marks do not hide a label from its value", () => {
  it('reads a bold heading over a bare "Date:" with a bold value', () => {
    expect(typed('**Motion Hearing:**\nDate: **Monday, April 6, 2026**\nTime: **8:30 a.m.**')).toEqual(['2026-04-06 hearing']);
  });

  it('reads bold labels and values line by line', () => {
    const text = '**Trial Date:** **September 14, 2026**\n**Discovery Cut-Off:** **June 1, 2026**';
    expect(typed(text)).toEqual(['2026-09-14 trial', '2026-06-01 deadline']);
  });

  it("still keeps a plain bullet's line under its heading and a bold field's label apart", () => {
    expect(typed('# Hearing Notes\n- **Entry ID:** q-7\n- **Date Created:** 2025-05-05')).toEqual([]);
  });
});

describe('a cut-off is a deadline only for the date printed right after it', () => {
  it.each([
    ['The discovery cutoff is March 2, 2026.', '2026-03-02 deadline'],
    ['Expert discovery cut-off: 04/20/2026', '2026-04-20 deadline'],
    ['The general discovery cutoff passed on January 9, 2026, and nothing was served.', '2026-01-09 deadline'],
  ])('%s', (text, want) => {
    expect(typed(text)).toEqual([want]);
  });

  it('does not type a date a motion named after a cut-off is moved from', () => {
    expect(typed('Advance the Motion for Leave After Discovery Cutoff from April 9, 2026 to an earlier date.')).toEqual([]);
  });
});

describe('an event named right after a date is that date’s', () => {
  it('reads "the firm <date> trial setting" past a hearing named before it', () => {
    const text = 'Only the distant hearing date, and the firm May 18, 2026 trial setting, remain.';
    expect(typed(text)).toEqual(['2026-05-18 trial']);
  });

  it('reads "the <date> trial date" as the trial', () => {
    expect(typed('That leaves little time before the October 5, 2026 trial date; and nothing more.')).toEqual(['2026-10-05 trial']);
  });

  it("keeps a label's own date when the next field's label follows it", () => {
    expect(typed('Hearing Date: 03/09/2026 Trial Date: 05/11/2026')).toEqual(['2026-03-09 hearing', '2026-05-11 trial']);
  });
});

describe('an event may be qualified between "for a" and its name, and start "beginning on"', () => {
  it.each([
    ['The matter came before the Court on June 2, 2025, for a remote bench trial.', '2025-06-02 trial'],
    ['The case is set for a two-day court trial beginning on Monday, August 3, 2026, at 9:00 a.m.', '2026-08-03 trial'],
    ['Please appear on 7/7/2025 at 1:30 PM for a Priority Conference.', '2025-07-07 hearing'],
  ])('%s', (text, want) => {
    expect(typed(text)).toEqual([want]);
  });

  it('not an event a motion only asks for', () => {
    expect(typed('The motion was filed on May 5, 2025 for a change of venue to set trial elsewhere.')).not.toContain('2025-05-05 trial');
  });
});

describe("a court's department after a date is a setting before the court", () => {
  it.each([
    'Plaintiff will appear ex parte on Tuesday, March 10, 2026, at 8:30 a.m., in Department 14 of the Superior Court.',
    'I will be present on March 10, 2026 at 8:30 am in Dept. 14 to request the order.',
    'The parties shall attend on March 10, 2026 in Courtroom 5B.',
  ])('%s', (text) => {
    expect(typed(text)).toEqual(['2026-03-10 hearing']);
  });

  it('not a department of an office', () => {
    expect(typed('The records were mailed on March 10, 2026 by the Records Department.')).toEqual([]);
  });
});

describe("a front matter's keys are fields of their own", () => {
  it('does not type its generation stamp by the agent named above it', () => {
    const text = '---\nagent: Patient Follow-up Coordinator\ntask: Client Email\ngenerated: 2026-01-12T10:00:00Z\n---\n# Status\nNothing is due.';
    expect(typed(text)).toEqual([]);
  });
});

describe('a caption is not read from a sentence wrapped at its role word', () => {
  it('reads no caption from prose ending in ", Plaintiff"', () => {
    const text = '- **Cutoff and Trial Setting.**\nThe trial is set and, absent timely completion of the deposition, Plaintiff\ncannot prepare.';
    expect(parseCaption(text)?.applicant).toBeUndefined();
  });

  it('still reads a caption whose name line ends in its role', () => {
    const text = 'Dana Whitcombe, Plaintiff,\nvs.\nHarrow Valley Storage, Inc., Defendant.';
    const c = parseCaption(text);
    expect(c?.applicant).toBe('Dana Whitcombe');
    expect(c?.defendants).toEqual(['Harrow Valley Storage, Inc.']);
  });

  it("leaves a court's right column (the judge, the court file number) out of the defendant", () => {
    const text =
      'Dana Whitcombe,\nPlaintiff, SCHEDULING ORDER\nvs Judge Miriam K. Oster\nCourt File No. 19-CV-26-1144\nHarrow Valley Storage, Inc.,\nDefendant.';
    const c = parseCaption(text);
    expect(c?.applicant).toBe('Dana Whitcombe');
    expect(c?.employer).toBe('Harrow Valley Storage, Inc.');
  });
});

describe("an appointment letter's labels", () => {
  it("takes neither a coverage note for an administrator nor a clinic's department for a provider", () => {
    const letter = '**Provider:** Cardiology Department\n**Insurance:** Aetna Choice POS (Verified)\n**Date:** Monday, May 4, 2026';
    const p = findParties(letter);
    expect(p.administrators).toEqual([]);
    expect(p.providers).toEqual([]);
    expect(p.insurers).toEqual(['Aetna Choice POS']);
  });

  it('takes no subject line for a person', () => {
    const names = extractParties('**Subject:** Dermatology Appointment Confirmed - April 2, 2026\n\nDear Ms. Varga,');
    expect(names).toEqual([]);
  });
});

describe('a party who signs for itself', () => {
  it.each([
    ['Respectfully submitted,\n\nTheodora Quill\nPlaintiff in Pro Per', 'Theodora Quill'],
    ['Sincerely,\n**Marcus Delacroix-Hale**\nDefendant, pro se', 'Marcus Delacroix-Hale'],
  ])('%s', (text, name) => {
    expect(extractParties(text)).toContain(name);
  });

  it('not a role line under a heading', () => {
    expect(extractParties('DECLARATION OF SERVICE\nPlaintiff in Pro Per')).toEqual([]);
  });
});

describe("a court's notice on its form (court notices round)", () => {
  it('types the date under a "Time:" label by the setting named above its sibling fields', () => {
    const notice =
      'You are hereby notified that the above styled case will be called up for hearing on\nthe following:\n' +
      'MATTER TO BE HEARD: Motion to Determine Rent\nTIME: April 14, 2026 @ 01:30 pm\nJUDGE: Honorable Ellis Warren';
    expect(typed(notice)).toEqual(['2026-04-14 hearing']);
  });

  it("does not type a form's revision date printed after its code in the footer", () => {
    expect(typed('NOTICE OF HEARING ON PETITION PAGE 1\nCAO PC 2-4 07/01/2019')).toEqual([]);
    expect(typed('REQUEST FOR HEARING\nUD-120 [Rev. January 1, 2024]')).toEqual([]);
  });

  it('reads obligations that fell due over a period as no deadline, and a date something is due by as one', () => {
    expect(typed('The landlord applied payments that were due between April 1, 2021, and June 30, 2022, to fees.')).toEqual([]);
    expect(typed('Your response is due on May 4, 2026.')).toEqual(['2026-05-04 deadline']);
  });
});
