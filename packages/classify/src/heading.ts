/** The shape of a printed heading (a caption's court line, a form's title), shared by the scope rules. */

/** Heading-shaped: short, not a sentence, printed in capitals or with every main word capitalised. */
export function headingShaped(line: string): boolean {
  const t = line.trim();
  const words = t.split(/\s+/);
  if (words.length > 14 || /[.;]$/.test(t) || !/[A-Za-z]{3}/.test(t)) return false;
  const letters = t.replace(/[^A-Za-z]/g, '');
  if (letters.length && letters.replace(/[^A-Z]/g, '').length / letters.length >= 0.6) return true;
  const main = words.filter((w) => /^[A-Za-z]/.test(w) && !/^(?:of|and|the|for|in|on|at|a|an|to|or|with|by)$/i.test(w));
  return main.length > 0 && main.every((w) => /^[A-Z]/.test(w));
}
