/**
 * `wcab` (bin/wcab.mjs; `npm run cli -- ...` in the repository): the document commands for an
 * office (classify, split, watch) and the operator's (keys, separator-sheet). commander parses
 * the arguments and writes --help for every command.
 */
import { Command } from 'commander';
import { classifyCommand } from './commands/classify';
import { correctCommand } from './commands/correct';
import { exitWith, keysCommand } from './commands/keys';
import { separatorSheetCommand } from './commands/separatorSheet';
import { splitCommand } from './commands/split';
import { version } from './version';
import { watchCommand } from './commands/watch';

const program = new Command('wcab')
  .description('WCAB document intelligence from the terminal: classify PDFs, split batch scans, watch a scanner folder')
  .version(version(), '-V, --version')
  .showHelpAfterError()
  .addCommand(classifyCommand())
  .addCommand(splitCommand())
  .addCommand(watchCommand())
  .addCommand(correctCommand())
  .addCommand(separatorSheetCommand())
  .addCommand(keysCommand());

await program.parseAsync(process.argv).catch((error: unknown) => exitWith(`error: ${(error as Error)?.message ?? String(error)}`));
