/**
 * `npm run bench [-- gateway|...]`: prints each suite's figures against its targets, and writes the printout into
 * docs/benchmarks.md (`--no-docs` to leave the page alone).
 */
import { Command } from 'commander';
import { benchGateway } from './gateway';
import { benchScale } from './scale';
import { benchClassify } from './classify';
import { benchBatch } from './batch';
import { measureSteal } from './cpuSteal';
import { benchLlm } from './llm';
import { benchNative } from './native';
import { benchBarcodes } from './barcodes';
import { printedBy, provenance, rewriteDoc, suiteSection, withBenchSections } from '../eval/docFigures';
import { benchFairness } from './fairness';
import { benchLearning } from './learning';

const SUITES: Record<string, () => Promise<void>> = {
  gateway: benchGateway,
  classify: benchClassify,
  batch: benchBatch,
  scale: benchScale,
  llm: benchLlm,
  native: benchNative,
  barcodes: benchBarcodes,
  fairness: benchFairness,
  learning: benchLearning,
};

const program = new Command()
  .name('bench')
  .argument('[suites...]', `which to run: ${Object.keys(SUITES).join(', ')} (default: all)`)
  .option('--no-docs', 'do not write the figures into docs/benchmarks.md')
  .action(async (names: string[], opts: { docs: boolean }) => {
    const chosen = names.length ? names : Object.keys(SUITES);
    for (const name of chosen) if (!SUITES[name]) throw new Error(`unknown suite ${name}; choose from ${Object.keys(SUITES).join(', ')}`);
    for (const name of chosen) {
      const steal = measureSteal();
      const printed = await printedBy(() => SUITES[name]!());
      console.log(`${name}: CPU steal by the host during the suite ${steal()} (timings from runs with different steal do not compare)`);
      if (opts.docs) {
        const section = suiteSection(name, printed, provenance(), `CPU steal ${steal()}`);
        rewriteDoc('docs/benchmarks.md', (md) => withBenchSections(md, new Map([[name, section]]), Object.keys(SUITES)));
      }
    }
  });

await program.parseAsync(process.argv);
