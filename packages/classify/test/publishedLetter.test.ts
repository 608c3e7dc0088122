/**
 * Letters published as text or markdown, by their own title or the addressee they open with; the pages about them
 * (a README, a signing or translation guide) are not letters. Texts written here.
 */
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/classify';
import { letterByTitle, opensWithAddressee } from '../src/publishedLetter';

describe('letterByTitle: a letter published as markdown or text, by its own title', () => {
  const ESSAY =
    'The project has grown faster than the people who keep it running.\nReviews wait for weeks and releases slip.\nWe ask the board to fund two maintainers and to publish its budget every quarter.';
  const OPEN = `---\ntitle: "An Open Letter to the Harbor Project Board"\nlayout: post\n---\n_2024-04-21_\n${ESSAY}\nSigned,\n- Ada Quinn\n- Rafael Ortiz`;

  it('reads the letter itself: its own title names it a letter to someone, and it is dated, addressed or closed', () => {
    expect(letterByTitle([OPEN])).toBe(true);
    // The front matter's date, or a close alone, or a greeting line (a short one, or the addressee named with a colon).
    expect(letterByTitle([OPEN.replace('_2024-04-21_\n', '').replace('layout: post', 'date: 2024-04-21T09:21:17-06:00').replace('Signed,', '')])).toBe(true);
    expect(
      letterByTitle([
        `# Bug Bounties: An Open Letter to the Harbor Community\nFriends,\n${'As most of you know by now, the exploit in the release of May was reported twice and paid once. '.repeat(2)}\n${ESSAY}`,
      ]),
    ).toBe(true);
    expect(letterByTitle([`# An Open Letter to Harbor Corporation\nTo: Harbor Corporation, its board and engineers\n${ESSAY}`])).toBe(true);
  });

  it('a page about the letter is not the letter: a README or a guide that names it, dated, greeting or closing nothing', () => {
    const readme = `# An Open Letter to Harbor Corporation\nAn open letter asking Harbor to publish its firmware.\n[Read the letter](https://example.org/letter)\n## Sign the letter\n1. Fork this repository\n2. Add your name to signatures.md\n3. Open a pull request`;
    expect(letterByTitle([readme])).toBe(false);
    // Its instructions are no addressee: "To add your name:" is not "To the Board:".
    expect(letterByTitle([readme.replace('## Sign the letter', '## How to sign\nTo add your name:')])).toBe(false);
    // Its title quoted further down (a translation guide's example front matter) is not the page's own title.
    expect(
      letterByTitle([
        `# Contributing\n## Adding translations\nCopy index.md and translate it:\n---\ntitle: An open letter in support of the board\n---\n2021-03-23\nText of the letter`,
      ]),
    ).toBe(false);
    // A title that names no letter to anyone.
    expect(letterByTitle([OPEN.replace('An Open Letter to the Harbor Project Board', 'Letter brief of the appellant')])).toBe(false);
  });

  it('an open letter the model puts outside the domain is correspondence; the same words without the title are not', () => {
    expect(classifyDocument([OPEN]).document_type).toBe('correspondence');
    expect(classifyDocument([OPEN.replace('An Open Letter to the Harbor Project Board', 'Harbor Project Board')]).document_type).toBe('unknown');
  });
});

describe('opensWithAddressee: a letter headed by whom it is written to', () => {
  const BODY =
    'We the contractors and residents of the harbor district write to express our concern about the award of the dredging contract without open bidding.\nWe ask the commission to investigate and to publish what it finds.';

  it('reads an addressee line followed by the first paragraph; not a memo field, a title over a short line, or a sentence', () => {
    expect(opensWithAddressee([`To Harbor Anti Corruption Commission\n${BODY}`])).toBe(true);
    expect(opensWithAddressee([`To the Board of Supervisors:\n${BODY}`])).toBe(true);
    expect(opensWithAddressee([`TO: Harbor Commission\nFROM: Residents\n${BODY}`])).toBe(false);
    expect(opensWithAddressee([`To Do\nBuy milk\n${BODY}`])).toBe(false);
    expect(opensWithAddressee([`To keep the harbor open the district needs a new dredging contract this year, the report finds.\n${BODY}`])).toBe(false);
  });

  it('such a letter the model puts outside the domain is correspondence; the same words without the addressee are not', () => {
    expect(classifyDocument([`To Harbor Anti Corruption Commission\n${BODY}`]).document_type).toBe('correspondence');
    expect(classifyDocument([BODY]).document_type).toBe('unknown');
  });
});
