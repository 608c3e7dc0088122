/** `wcab separator-sheet -o sheet.pdf`: a printable separator sheet, written where the caller is. */
import { Command, InvalidArgumentError } from 'commander';
import { fromCaller, shown } from '../paths';
import { writeAtomically } from '../atomicWrite';

export function separatorSheetCommand(): Command {
  return new Command('separator-sheet')
    .description('Write a printable separator sheet PDF whose barcode carries an activity type and ADJ number')
    .option('--activity-type <label>', 'activity type of the document that follows the sheet')
    .option('--adj <number>', 'ADJ number of the document that follows the sheet', (value: string) => {
      if (!/^ADJ\d{6,9}$/i.test(value)) throw new InvalidArgumentError('must be ADJ followed by 6 to 9 digits');
      return value;
    })
    .requiredOption('-o, --out <file>', 'PDF file to write (relative to the current folder)')
    .action(async (opts: { activityType?: string; adj?: string; out: string }) => {
      const target = fromCaller(opts.out);
      const { separatorSheetPdf } = await import('@wcab/sheets');
      writeAtomically(target, await separatorSheetPdf({ activityType: opts.activityType, adjNumber: opts.adj }));
      console.log(`Wrote ${shown(target)}`);
    });
}
