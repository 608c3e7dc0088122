/**
 * Which signals rank the wrong answers low on papers of unseen sources (issue 31): the out-of-fold rows of
 * confidenceCv.ts (development half only), each signal's rank area, and logistic models over sets of them, each
 * fold's rows scored by weights fitted on the other folds' rows (so a figure here is one on sources the weights
 * never saw), beside the answers' probability as served.
 *
 *   node --import tsx eval/real/confidenceFit.ts --rows ROWS.json
 */
import fs from 'node:fs';
import { Command } from 'commander';
import type { ConfidenceRow } from './confidenceCv';
import { SIGNALS, caught, crossFitted, rankArea } from './confidenceSignals';

const program = new Command()
  .name('real-confidence-fit')
  .requiredOption('--rows <file>', 'confidenceCv.ts rows')
  .option('--sets <list>', 'signal sets to compare, ; between sets, , within', '')
  .action((o: { rows: string; sets: string }) => {
    const rows = JSON.parse(fs.readFileSync(o.rows, 'utf8')) as ConfidenceRow[];
    const wrong = rows.filter((r) => !r.right).length;
    console.log(`${rows.length} out-of-fold answers, ${wrong} wrong (type accuracy ${(1 - wrong / rows.length).toFixed(3)})`);
    console.log('rank area of each signal (0.5: none; < 0.5: high means wrong):');
    for (const [name, s] of Object.entries(SIGNALS)) console.log(`  ${name.padEnd(14)} ${rankArea(rows, s).toFixed(3)}`);
    console.log('structure rules on unseen sources: answered, right, right had the model answered alone (its top type)');
    const rules = [...new Set(rows.flatMap((r) => (r.rule ? [r.rule] : [])))].sort();
    for (const rule of rules) {
      const by = rows.filter((r) => r.rule === rule);
      console.log(
        `  ${rule.padEnd(26)} ${String(by.length).padStart(3)} ${String(by.filter((r) => r.right).length).padStart(3)} ${String(by.filter((r) => r.mainTop === r.expected).length).padStart(3)}`,
      );
    }
    console.log(
      `served probability: caught 10 % / 20 % ${caught(
        rows,
        rows.map((r) => r.served),
      )}`,
    );
    const sets = o.sets
      ? o.sets.split(';').map((s) => s.split(','))
      : [
          ['served'],
          ['served', 'genAgrees'],
          ['served', 'genP'],
          ['served', 'oov'],
          ['served', 'rule', 'unknown'],
          ['served', 'cueAgrees', 'cueLogOdds'],
          ['served', 'genAgrees', 'genP', 'rule', 'unknown'],
          ['served', 'genAgrees', 'genP', 'rule', 'unknown', 'oov', 'garble', 'words'],
          Object.keys(SIGNALS),
        ];
    for (const names of sets) {
      const p = crossFitted(rows, names);
      const area = rankArea(
        rows.map((r, i) => ({ ...r, served: p[i] as number })),
        (r) => r.served,
      );
      console.log(`${names.join(' + ').padEnd(70)} area ${area.toFixed(3)}  caught ${caught(rows, p)}`);
    }
  });

program.parse(process.argv);
