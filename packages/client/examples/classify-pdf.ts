/**
 * Classifies one PDF with the typed client against a running server and prints what it found.
 *
 *   WCAB_API_KEY=wcab_live_... node --conditions=wcab-source --import tsx packages/client/examples/classify-pdf.ts notice.pdf
 *   WCAB_URL=http://office-server:8080 ... (default http://localhost:8080)
 */
import fs from 'node:fs';
import { createWcabClient, toDocument } from '@wcab/client';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: classify-pdf.ts <file.pdf>   (WCAB_API_KEY, optional WCAB_URL)');
  process.exit(2);
}

const client = createWcabClient({ baseUrl: process.env.WCAB_URL ?? 'http://localhost:8080', apiKey: process.env.WCAB_API_KEY });

// Only `document` is required; options default to off on the server.
const { data, error, response } = await client.POST('/v1/classify', {
  body: { document: toDocument(fs.readFileSync(file)), options: { extract_dates: true, extract_adj: true } },
});

if (error) {
  // Every refusal is { error, code } with its HTTP status.
  console.error(`${response.status} ${error.code}: ${error.error}`);
  process.exit(1);
}

// 200 is the result; 202 (a job to poll at /v1/jobs/{id}) comes only with `Prefer: respond-async`.
if (!('data' in data)) throw new Error(`queued as job ${data.job_id}; poll GET /v1/jobs/{id}`);
const result = data.data;
console.log(`${file}: ${result.document_type} (confidence ${result.confidence.toFixed(2)}, ${result.page_count} page(s))`);
console.log(`summary: ${result.summary}`);
for (const adj of result.adj_numbers) console.log(`ADJ number: ${adj.number}${adj.claimant_name ? ` (${adj.claimant_name})` : ''}`);
for (const date of result.dates) console.log(`date: ${date.date} ${date.type}`);
