/** `npm run docs`: writes docs/configuration.md from the settings schema. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configurationMarkdown } from './configTable';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/configuration.md');
fs.writeFileSync(target, configurationMarkdown());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
