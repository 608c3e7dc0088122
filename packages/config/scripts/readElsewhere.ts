/**
 * Settings still read outside packages/config's schema. They are listed so docs/configuration.md shows
 * every setting today; each moves into the schema (and out of this list) as the pipeline stops reading
 * the environment, and the table then shows it from the schema.
 */
export interface ReadElsewhere {
  name: string;
  shown: string;
  description: string;
  /** Where it is read. */
  where: string;
}

export const READ_ELSEWHERE: ReadElsewhere[] = [
  { name: 'OCR_WORKERS', shown: 'cores', where: 'packages/pipeline', description: 'Tesseract workers per process, shared by all its pipeline threads (created on first OCR, then reused); with the native engine, the most `tesseract` processes running at once' },
  { name: 'CLASSIFY_OCR_PAGE_BUDGET', shown: '`30`', where: 'packages/pipeline', description: 'most pages of one /v1/classify document that are OCR\'d' },
  { name: 'READ_PLAN', shown: '`less`', where: 'packages/pipeline', description: '`less`: scanned pages are read part by part until the answer has its fields (see [ocr.md](ocr.md#reading-less)); `all`: every scanned page of a classify document whole, and the first `BATCH_OCR_FIRST_PAGES` pages of each batch document whole' },
  { name: 'BATCH_OCR_FIRST_PAGES', shown: '`2`', where: 'packages/pipeline', description: 'scanned pages of a batch document read in any case with `READ_PLAN=all`; with `less`, pages read past these only while the applicant or date is missing' },
  { name: 'BATCH_OCR_EXTRA_PAGES', shown: '`2`', where: 'packages/pipeline', description: 'further pages OCR\'d when the first ones yield no applicant or date' },
  { name: 'SPLIT_THRESHOLD', shown: 'model\'s (`0.75`)', where: 'packages/pipeline', description: 'calibrated probability at or above which a content boundary splits a batch (`options.split_threshold` overrides)' },
  { name: 'SPLIT_OCR_PAGE_BUDGET', shown: '`100`', where: 'packages/pipeline', description: 'scanned pages of a batch OCR\'d for automatic splitting' },
  { name: 'SEPARATOR_VALUES', shown: '`PATCHT`', where: 'packages/pipeline', description: 'comma list of barcode values that are separators' },
  { name: 'SEPARATOR_PREFIXES', shown: '`SEP`', where: 'packages/pipeline', description: 'comma list of barcode value prefixes that are separators' },
  { name: 'WCAB_API_KEY', shown: 'unset', where: 'apps/cli', description: 'the `wcab` command\'s API key when it sends documents to a server (`--url`; `--key` wins)' },
  { name: 'WCAB_URL', shown: 'unset', where: 'apps/cli', description: 'the server `wcab correct` sends corrections to (`--url` wins)' },
  { name: 'TESSDATA_PREFIX', shown: 'Debian\'s tessdata folder', where: 'packages/vision', description: 'where the native engine finds Debian\'s `fast` model (tesseract-ocr-eng)' },
  { name: 'MALLOC_MMAP_THRESHOLD_', shown: 'unset; `262144` in the Docker image', where: 'glibc', description: 'read by glibc, not by the service: freed blocks of this size or more go back to the system at once. Set it wherever the service runs for long (see Memory in [operations.md](operations.md#scaling-out))' },
];

/**
 * Environment variables read in source that are not settings: set by the service's own launchers for the
 * process they start, or by the test and evaluation tooling.
 */
export const NOT_SETTINGS: Record<string, string> = {
  WCAB_CALLER_DIR: 'set by apps/cli/bin/wcab.mjs: the folder the user ran the command in',
  WCAB_MCP_CALLER_DIR: 'set by packages/mcp/bin/mcp-stdio.mjs: the folder the client started it in',
  WCAB_CORPUS_DIR: 'evaluation and tests: where the dev corpus is',
  OMP_THREAD_LIMIT: 'set by the service for Tesseract',
  INIT_CWD: 'set by npm: the folder `npm run` was started in',
};
