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
  {
    name: 'WCAB_API_KEY',
    shown: 'unset',
    where: 'packages/config launcher.ts, for apps/cli',
    description: "the `wcab` command's API key when it sends documents to a server (`--url`; `--key` wins)",
  },
  {
    name: 'WCAB_URL',
    shown: 'unset',
    where: 'packages/config launcher.ts, for apps/cli',
    description: 'the server `wcab correct` sends corrections to (`--url` wins)',
  },
  {
    name: 'MALLOC_MMAP_THRESHOLD_',
    shown: 'unset; `262144` in the Docker image',
    where: 'glibc',
    description:
      'read by glibc, not by the service: freed blocks of this size or more go back to the system at once. Set it wherever the service runs for long (see Memory in [operations.md](operations.md#scaling-out))',
  },
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
