/**
 * The per-request token budget: the LLM sees the document's first pages (where captions, titles and
 * the dates that matter are printed) and the locally extracted fields, never a whole 200-page file.
 * Tokens are estimated at 4 characters each (the usual figure for English with GPT-style and Llama
 * tokenizers); the budget is for the whole prompt, instructions and fields included.
 */
export const CHARS_PER_TOKEN = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export interface Excerpt {
  text: string;
  /** Pages included whole or in part (1-based count from the first). */
  pagesSent: number;
  truncated: boolean;
}

/** The first pages that fit `maxTokens`, the last one cut at a line break; pages separated by a marked break. */
export function firstPages(pages: readonly string[], maxTokens: number): Excerpt {
  let room = Math.max(0, maxTokens * CHARS_PER_TOKEN);
  const parts: string[] = [];
  for (let i = 0; i < pages.length; i++) {
    const page = (pages[i] ?? '')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    const block = `[page ${i + 1}]\n${page}`;
    if (block.length <= room) {
      parts.push(block);
      room -= block.length + 2;
      continue;
    }
    if (room > 200) {
      const cut = block.slice(0, room);
      const atLine = cut.lastIndexOf('\n');
      parts.push(atLine > room / 2 ? cut.slice(0, atLine) : cut);
    }
    return { text: parts.join('\n\n'), pagesSent: parts.length, truncated: true };
  }
  return { text: parts.join('\n\n'), pagesSent: parts.length, truncated: false };
}
