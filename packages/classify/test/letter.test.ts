/**
 * A letter by its structure: a formal greeting to a named addressee (a colon, or an inside address above it) and a
 * signed close; a mass mailing or a note to a first name is a letter but not a formal one. Texts written here.
 */
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/classify';
import { emailHeaders, letterShape } from '../src/letter';
import { framedLetter } from '../src/letterFrame';
import { letterByTitle, opensWithAddressee } from '../src/publishedLetter';
import { generateByFamily } from '../scripts/gen/dataset';

const BODY = 'I write to ask what safeguards the agency has placed on the records of drivers under the new contract.\nPlease answer within thirty days.';
const FORMAL = `April 2, 2025\nMarta Lindqvist\nDirector\nHarbor Transit Agency\n400 Ocean Avenue\nPortland, OR 97201\nDear Director Lindqvist:\n${BODY}\nSincerely,\nOwen Kessler\nState Senator`;

describe('letterShape', () => {
  it('reads a formal, signed letter: a colon after the greeting, an inside address, a close over the signer', () => {
    expect(letterShape([FORMAL])).toEqual({ salutation: 'Dear Director Lindqvist:', formal: true, signed: true });
  });

  it('an inside address makes a comma greeting formal; a greeting with neither is not', () => {
    expect(letterShape([FORMAL.replace('Lindqvist:', 'Lindqvist,')])?.formal).toBe(true);
    const note = `June 3\nDear Anna,\nThank you for the lovely scarf.\nLove,\nBeth`;
    expect(letterShape([note])).toEqual({ salutation: 'Dear Anna,', formal: false, signed: false });
  });

  it('a formal close makes a comma greeting formal; markdown marks around the greeting and the close are read through', () => {
    const open = `#### Dear GitHub,\nMany of us are frustrated. We have gone through the only support channel you gave us.\n${BODY}\n**Signed,**\nThe maintainers`;
    expect(letterShape([open])).toEqual({ salutation: 'Dear GitHub,', formal: true, signed: true });
    // A personal note's close ("Love,", "Best,") is not a formal one.
    expect(letterShape([`Dear Anna,\n${BODY}\nBest,\nBeth`])?.formal).toBe(false);
  });

  it('a mass mailing greets nobody in particular: not formal, even with a colon and an address', () => {
    const mailing = FORMAL.replace('Dear Director Lindqvist:', 'Dear Valued Customer:');
    expect(letterShape([mailing])?.formal).toBe(false);
    // Signed with a formal close, to a role rather than a person: a homeowners' association's notice.
    expect(letterShape(['March 1, 2025\nDear Homeowner,\nThe Board approved the budget.\nSincerely,\nBoard of Directors'])?.formal).toBe(false);
  });

  it('the close may be on a later page, and a paper that greets nobody is no letter', () => {
    const [first, second] = FORMAL.split('Sincerely,');
    expect(letterShape([first!, `Sincerely,${second}`])?.signed).toBe(true);
    expect(letterShape(['MOTION TO DISMISS\nDefendant moves the court to dismiss the complaint.\nRespectfully submitted,\nJ. Roe'])).toBeUndefined();
  });

  it('a scan may join the close and the signature beside it on one line; a sentence that opens with the close word is no close', () => {
    const scanned = FORMAL.replace('Sincerely,\nOwen Kessler\nState Senator', 'Sincerely, ~Owen Kesslr 0wen K.\n(signature) (print name)');
    expect(letterShape([scanned])?.signed).toBe(true);
    const sentence = FORMAL.replace('Sincerely,\nOwen Kessler\nState Senator', 'Respectfully, the agency has not answered our last request.');
    expect(letterShape([sentence])?.signed).toBe(false);
  });
});

describe('classifyDocument: letters by structure', () => {
  it('a formal, signed letter about something outside workers’ compensation is correspondence, not unknown', () => {
    const r = classifyDocument([FORMAL]);
    expect(r.document_type).toBe('correspondence');
    // The same words as a note to nobody in particular stay outside the domain.
    const flyer = `Spring Sale\n${BODY}\nShop online today.`;
    expect(classifyDocument([flyer]).document_type).toBe('unknown');
  });

  it('a paper whose own printed title calls it a letter, greeting the judge under a caption, is correspondence', () => {
    const page =
      "SUPERIOR COURT OF NEW JERSEY\nLAW DIVISION\nACME TOLL AUTHORITY,\nPlaintiff,\nv.\nRIVA STONE,\nDefendant.\nDocket No.: ATL-DC-000111-25\nYour Honor:\nThe Order entered on December 15, 2025 granted Plaintiff's Motion for a Protective Order as unopposed pursuant to Rule 1:6-2. The Order states the motion was unopposed. Defendant filed opposition and a cross-motion. The Order should be corrected and the motion decided on the merits. The Court entered the Order without the opposition.\nRespectfully submitted,\nRiva Stone";
    const own = classifyDocument([page], undefined, {
      ownTitle: 'Letter Requesting Correction of Order',
      documentTitle: 'Letter Requesting Correction of Order',
    });
    expect(own.document_type).toBe('correspondence');
    // Without that title the model, trained on real letters too (2026-11-29), reads it as the letter it is: no order
    // is made in it, whatever its caption and the order it discusses.
    expect(classifyDocument([page]).document_type).toBe('correspondence');
  });
});

describe('emailHeaders', () => {
  const HEAD =
    'From: "Nadia Ferris" <nferris@harbor-transit.example>\nTo: records@state.example, press@state.example\nDate: Thu, 19 Sep 2024 16:41:43 GMT\nSubject: Records request';
  it('reads a printed e-mail: sender, recipients, and when it was sent or its subject, with a mailbox or the time sent', () => {
    expect(emailHeaders([`${HEAD}\nYou are invited to the open house on September 28.`])).toBe(true);
    // A wrapped recipient list before the date, and an e-mail without a date but with mailboxes.
    expect(emailHeaders([HEAD.replace('press@state.example', 'press@state.example,\nlegal@state.example,\nclerk@state.example') + '\nBody'])).toBe(true);
    expect(emailHeaders(['From: me@example.com\nTo: you@example.com\nSubject: Test\nHello'])).toBe(true);
    // Outlook prints names and the time sent.
    expect(emailHeaders(['From: Dan Le\nSent: Friday, March 9, 2012 4:22 PM\nTo: Allan Ward\nSubject: Loop\nHi'])).toBe(true);
  });

  it('a note or memo with "From: / To:" lines and neither a mailbox nor a time sent is not read as one, nor lines far down the page', () => {
    expect(emailHeaders(['From: Beth Larsen\nTo: Anna Cole\nSubject: Saturday plans\nHi Anna,\nAre we still on?'])).toBe(false);
    const late = `NOTICE\n${'A line of the notice.\n'.repeat(10)}${HEAD}`;
    expect(emailHeaders([late])).toBe(false);
    expect(emailHeaders([FORMAL])).toBe(false);
  });

  it('a printed e-mail the model puts outside the domain is correspondence', () => {
    const mail = `${HEAD}\nYou are invited to a\n*** STAR TREK ANNIVERSARY PARTY ***\nWhen: September 28, 4:30 PM\nBring some food for the pot-luck.\nLive long and prosper! -- Nadia`;
    expect(classifyDocument([mail]).document_type).toBe('correspondence');
  });
});

describe('classifyDocument: a letter left outside the domain is doubted', () => {
  it('an unknown answer on a paper that greets its reader is at most even odds; one that greets nobody is not doubted', () => {
    const note =
      'June 3\nDear Anna,\nIt was so good to see you at the reunion. The kids have not stopped talking about the lake.\nGive my love to everyone.\nLove,\nBeth';
    const r = classifyDocument([note]);
    expect(r.document_type).toBe('unknown');
    expect(r.scores.unknown).toBeLessThanOrEqual(0.5);
    const story = note.replace('Dear Anna,\n', '').replace('Love,\nBeth', 'The End');
    expect(classifyDocument([story]).scores.unknown).toBeGreaterThan(0.5);
  });
});

describe('the generator’s families', () => {
  it('write no formal letter outside the domain, and formal letters in each letter family', () => {
    const docs = generateByFamily({ seed: 7, perType: 160 });
    const formal = (label: string) => docs.filter((d) => d.label === label && letterShape(d.pages)?.formal);
    expect(formal('unknown')).toHaveLength(0);
    // Nor a printed e-mail: the personal e-mails outside the domain print names without a mailbox or a time sent.
    expect(docs.filter((d) => d.label === 'unknown' && emailHeaders(d.pages))).toHaveLength(0);
    // Nor a letter by its own title, nor one headed by its addressee, nor one framed as a letter (letterFrame.ts).
    expect(docs.filter((d) => d.label === 'unknown' && (letterByTitle(d.pages) || opensWithAddressee(d.pages)))).toHaveLength(0);
    expect(docs.filter((d) => d.label === 'unknown' && framedLetter(d.pages))).toHaveLength(0);
    // The letter families (not the e-mails, faxes, memos or e-filing notices, which greet nobody formally).
    for (const kind of ['let_attorney', 'let_adjuster', 'let_agency', 'let_appointment'])
      expect(formal('correspondence').filter((d) => d.kind === kind).length).toBeGreaterThan(0);
  });
});
