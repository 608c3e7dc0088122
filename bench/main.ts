/** `npm run bench [-- gateway|...]`: prints figures; targets are in the issues and the README. */
import { Command } from 'commander';
import { benchGateway } from './gateway';
import { benchScale } from './scale';
import { benchClassify } from './classify';
import { benchBatch } from './batch';
import { measureSteal } from './cpuSteal';
import { benchLlm } from './llm';
import { benchNative } from './native';
import { benchBarcodes } from './barcodes';
import { benchFairness } from './fairness';

const SUITES: Record<string, () => Promise<void>> = { gateway: benchGateway, classify: benchClassify, batch: benchBatch, scale: benchScale, llm: benchLlm, native: benchNative, barcodes: benchBarcodes, fairness: benchFairness };

const program = new Command()
  .name('bench')
  .argument('[suites...]', `which to run: ${Object.keys(SUITES).join(', ')} (default: all)`)
  .action(async (names: string[]) => {
    const chosen = names.length ? names : Object.keys(SUITES);
    for (const name of chosen) {
      const suite = SUITES[name];
      if (!suite) throw new Error(`unknown suite ${name}; choose from ${Object.keys(SUITES).join(', ')}`);
      const steal = measureSteal();
      await suite();
      console.log(`${name}: CPU steal by the host during the suite ${steal()} (timings from runs with different steal do not compare)`);
    }
  });

await program.parseAsync(process.argv);
