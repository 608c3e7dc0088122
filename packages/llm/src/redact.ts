/**
 * Masks what identifies a person beyond the case before text leaves the process (LLM_REDACT):
 * social security numbers, dates of birth and telephone numbers. Names, case numbers and the
 * case's own dates stay: they are what the LLM is asked about. Grounding runs on the unmasked text,
 * so a masked value can never come back as an answer.
 */

/** 123-45-6789, 123 45 6789; or nine digits (dashes/spaces allowed) after an SSN label. */
const SSN = /\b\d{3}-\d{2}-\d{4}\b|\b\d{3} \d{2} \d{4}\b/g;
const SSN_LABELLED = /\b(SSN|S\.S\.N\.|SS#|Soc(?:ial)?\.?\s*Sec(?:urity)?\.?\s*(?:No\.?|Number|#)?)(\s*[:#]?\s*)[\dXx*][\dXx* -]{7,10}\d/gi;
/** The value after a date-of-birth label, whatever its form, up to the end of the line or a run of spaces. */
const DOB = /\b(D\.?\s?O\.?\s?B\.?|Date\s+of\s+Birth|Birth\s*date|Born(?:\s+on)?)(\s*[:#-]?\s*)([^\n]*?)(?=\s{2,}|\s*[;|]|\n|$)/gi;
/** North American numbers: (818) 555-0100, 818-555-0100, 818.555.0100, +1 818 555 0100. */
const PHONE = /(?<![\d-])(?:\+?1[ .-]?)?(?:\(\d{3}\)\s?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\d-])/g;

export interface Redaction {
  text: string;
  masked: number;
}

export function redact(text: string): Redaction {
  let masked = 0;
  const count = (replacement: string) => () => {
    masked += 1;
    return replacement;
  };
  const out = text
    .replace(DOB, (_m, label: string, gap: string, value: string) => {
      if (!/\d/.test(value)) return `${label}${gap}${value}`;
      masked += 1;
      return `${label}${gap}[DOB]`;
    })
    .replace(SSN_LABELLED, (_m, label: string, gap: string) => {
      masked += 1;
      return `${label}${gap}[SSN]`;
    })
    .replace(SSN, count('[SSN]'))
    .replace(PHONE, count('[PHONE]'));
  return { text: out, masked };
}
