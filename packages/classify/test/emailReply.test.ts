/**
 * An e-mail read from its body (emailReply.ts): a reply's dated attribution over the quoted message, or a mailing
 * list's footer. Texts written here.
 */
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/classify';
import { emailBody, listMessage, quotedReply } from '../src/emailReply';
import { generateByFamily } from '../scripts/gen/dataset';

const QUOTE = '> Does the gauge on the north tank still stick below a quarter?\n> I could not get a clean reading on Friday.\n> -- Priya';

describe('quotedReply', () => {
  it('reads a reply: its own text, then a dated attribution and the quoted lines right under it', () => {
    const reply = `It does. I will swap it out on Monday.\nMarco\nOn Sat, Jun 8, 2019 at 9:14 AM, Priya Nair <priya@lakeworks.example> wrote:\n${QUOTE}`;
    expect(quotedReply([reply])).toBe(true);
    // A day-first attribution with a clock time and no year, and one a mail client wrapped over three lines.
    expect(quotedReply([`Yes, same here.\nOn 14 Mar, at 18:02, Priya Nair wrote:\n${QUOTE}`])).toBe(true);
    expect(quotedReply([`Fixed now.\nOn Jun 8, 2019, at 9:14 AM, Priya Nair\n<priya@lakeworks.example>\nwrote:\n${QUOTE}`])).toBe(true);
  });

  it('a placeholder attribution, one with no quoted lines under it, or one far down the page is not read as a reply', () => {
    // A README that shows the pattern names no time it was sent.
    expect(quotedReply([`Known issues\nQuoted headers are missed when they wrap:\nOn <date>, <author> wrote:\n> blah`])).toBe(false);
    // An attribution inside markup, the quote not under it.
    expect(quotedReply([`html = """Reply\n<blockquote>\nOn 8-Jun-2019, at 9:14 AM, Priya wrote:\n</blockquote>"""`])).toBe(false);
    // A story's sentence that ends in "wrote:" and a line "On Monday, ..." are not attributions.
    expect(quotedReply([`On Monday, the inspector came back.\nIn his notes from 2019 he wrote:\nthe gauge sticks.`])).toBe(false);
    const late = `${'A line of the report about the tanks.\n'.repeat(45)}On Sat, Jun 8, 2019 at 9:14 AM, Priya wrote:\n${QUOTE}`;
    expect(quotedReply([late])).toBe(false);
  });
});

describe('listMessage', () => {
  it("reads a list's copy by its footer: the list's name over its address", () => {
    const post =
      'Hello all\nHas anyone run the nightly backup against the new cluster?\nThanks, Lena\n____________\ntank-gauges mailing list\ntank-gauges@lists.lakeworks.example\nhttps://lists.lakeworks.example/listinfo/tank-gauges';
    expect(listMessage([post])).toBe(true);
    expect(emailBody([post])).toBe(true);
  });

  it('a mention of a mailing list, or a footer only quoted, is not one', () => {
    expect(listMessage(['Join our mailing list\nfor news about the festival.'])).toBe(false);
    expect(listMessage(['Thanks\n> tank-gauges mailing list\n> tank-gauges@lists.lakeworks.example'])).toBe(false);
  });
});

describe('classifyDocument: an e-mail kept without its headers', () => {
  it('a reply the model puts outside the domain is correspondence', () => {
    const reply = `Sounds good, I will bring the spare gauge.\nMarco\nOn Sat, Jun 8, 2019 at 9:14 AM, Priya Nair <priya@lakeworks.example> wrote:\n${QUOTE}`;
    expect(classifyDocument([reply]).document_type).toBe('correspondence');
  });
});

describe('the generator’s families', () => {
  it('write no e-mail body outside the domain (no dated reply over a quote, no list footer)', () => {
    const docs = generateByFamily({ seed: 7, perType: 160 });
    expect(docs.filter((d) => d.label === 'unknown' && emailBody(d.pages))).toHaveLength(0);
  });
});
