/**
 * What a document outside the domain (`unknown`) is, so its summary can still say so: its heading
 * as printed, and its genre when the page's own section headings name one ("Ingredients" and
 * "Directions" make a recipe). Only genres with headings that say so unambiguously are listed;
 * anything else is just "a document" with its heading. Nothing here is used to classify.
 */
import { nonEmptyLines, plainWords } from './normalize';

export interface ForeignDocument {
  /** The first line, when it reads as a heading (short, not a sentence). */
  heading?: string;
  /** 'recipe', 'product manual', ... */
  genre?: string;
}

interface Genre {
  name: string;
  /** Phrases (plain words) that are each a clue; `min` of them must appear as lines or line starts. */
  clues: string[];
  min: number;
}

const GENRES: Genre[] = [
  { name: 'recipe', clues: ['ingredients', 'directions', 'method', 'preparation', 'serves', 'prep', 'cook time', 'yield'], min: 2 },
  {
    name: 'product manual',
    clues: [
      'quick start guide',
      'user manual',
      'users manual',
      'owners manual',
      'instruction manual',
      'installation',
      'safety instructions',
      'operation',
      'operating instructions',
      'troubleshooting',
      'warranty',
      'specifications',
      'maintenance',
    ],
    min: 2,
  },
  { name: 'résumé', clues: ['experience', 'work experience', 'education', 'skills', 'professional summary', 'references'], min: 3 },
  { name: 'newsletter', clues: ['newsletter', 'in this issue', 'upcoming events', 'unsubscribe'], min: 2 },
];

/** The heading is at most this long: longer first lines are text, not a title. */
const MAX_HEADING_CHARS = 90;
const MAX_HEADING_WORDS = 12;
/** Lines of the first page searched for section headings. */
const LINES_SEARCHED = 80;

export function describeForeignDocument(pages: string[]): ForeignDocument {
  const lines = nonEmptyLines(pages[0] ?? '').slice(0, LINES_SEARCHED);
  const first = lines[0];
  const heading = first && isHeading(first) ? first.replace(/[\s:;,.-]+$/, '') : undefined;
  const starts = lines.map((l) => ` ${plainWords(l)} `);
  const genre = GENRES.find((g) => g.clues.filter((clue) => starts.some((s) => s.startsWith(` ${clue} `))).length >= g.min)?.name;
  return { ...(heading ? { heading } : {}), ...(genre ? { genre } : {}) };
}

function isHeading(line: string): boolean {
  const words = line.split(/\s+/).length;
  return line.length <= MAX_HEADING_CHARS && words <= MAX_HEADING_WORDS && /\p{L}{2}/u.test(line) && !/[.!?]$/.test(line);
}
