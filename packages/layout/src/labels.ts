/** Whether a segment reads as a label, by the caller's vocabulary or a closing colon. */
import type { LayoutOptions } from './types';

/** A label is a few words; a longer text ending in a colon is a sentence introducing a list. */
const MAX_LABEL_WORDS = 6;

/** A letter's greeting ends in a colon too ("Dear Ms. Whitcombe:"); it introduces the letter, not a value. */
const SALUTATION = /^(?:dear|to\s+whom|gentle(?:men|persons)|ladies|hello|greetings)\b/i;

export function labelTest(opts: LayoutOptions): (text: string) => boolean {
  return (text) => {
    const t = text.trim();
    if (!t || t.split(/\s+/).length > MAX_LABEL_WORDS) return false;
    if (/^[^:]*[A-Za-z][^:]*:$/.test(t) && !SALUTATION.test(t)) return true;
    return opts.isLabel ? opts.isLabel(stripColon(t)) : false;
  };
}

export function stripColon(text: string): string {
  return text.trim().replace(/\s*:$/, '').trim();
}
