/** Placeholder until @wcab/extract lands: exact ADJ numbers in the text layer. */
export function findAdjNumbers(text: string): string[] {
  return [...new Set([...text.matchAll(/\bADJ\d{6,9}\b/g)].map((m) => m[0]))];
}
