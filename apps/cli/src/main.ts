/**
 * `wcab` (bin/wcab.mjs; `npm run cli -- ...` in the repository): the document commands for an
 * office (classify, split, watch) and the operator's (keys, separator-sheet). commander parses
 * the arguments and writes --help for every command.
 */
import { Command, CommanderError } from 'commander';
import { EXIT, exitKindOf } from './exitCodes';
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

// Usage errors (an unknown option, a missing argument, a value an option does not take) exit 2, not commander's 1:
// commander has printed its message; --help and --version exit 0 as before.
const everyCommand = (command: Command): Command[] => [command, ...command.commands.flatMap(everyCommand)];
for (const command of everyCommand(program)) command.exitOverride();

await program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? EXIT.ok : EXIT.usage);
  exitWith(`error: ${(error as Error)?.message ?? String(error)}`, EXIT[exitKindOf(error)]);
});
