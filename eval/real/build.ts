/**
 * `node --import tsx eval/real/build.ts [--mirror /work/.mirror] [--out eval/real/.docs] [--force]`: rebuilds the
 * real-document development set from pinned public sources. Each document is read from a local
 * snapshot of its repository (`git cat-file` at the pinned commit), its sha256 checked, and written
 * as <out>/<id>.pdf (a PDF already there is kept unless --force: converted ones carry a creation time).
 * The documents are third-party and never committed; only manifest.json is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { DEFAULT_OUT, gitDirFor, loadManifest, readBlob, sha256, toPdf } from './source';

const program = new Command()
  .name('build-real-set')
  .option('--mirror <dir>', 'directory holding the fetched snapshots (<owner>+<name>/repo)', '/work/.mirror')
  .option('--out <dir>', 'where the PDFs go (git-ignored)', DEFAULT_OUT)
  .option('--force', 'rewrite PDFs that are already built')
  .action(async (opts: { mirror: string; out: string; force?: boolean }) => {
    const manifest = loadManifest();
    // A machine without the snapshots (CI, a fresh clone) skips the set in one line: it is never built there.
    const present = new Set(manifest.map((d) => d.repo).filter((repo) => fs.existsSync(gitDirFor(opts.mirror, repo))));
    if (!present.size) {
      console.log(`real-document set: no snapshots in ${opts.mirror}; not built (skipped)`);
      return;
    }
    const absent = [...new Set(manifest.map((d) => d.repo))].filter((repo) => !present.has(repo));
    fs.mkdirSync(opts.out, { recursive: true });
    let built = 0;
    const problems: string[] = [];
    for (const doc of manifest.filter((d) => present.has(d.repo))) {
      let source: Buffer;
      try {
        source = readBlob(opts.mirror, doc);
      } catch {
        problems.push(`${doc.id}: ${doc.repo}@${doc.commit.slice(0, 10)}:${doc.path} is not in ${opts.mirror} (fetch the repository first)`);
        continue;
      }
      const digest = sha256(source);
      if (digest !== doc.sha256) {
        problems.push(`${doc.id}: sha256 ${digest} differs from the manifest's ${doc.sha256}`);
        continue;
      }
      const file = path.join(opts.out, `${doc.id}.pdf`);
      if (opts.force || !fs.existsSync(file)) fs.writeFileSync(file, await toPdf(doc, source));
      built += 1;
    }
    console.log(`${built} document(s) checked and built in ${opts.out}`);
    if (absent.length)
      console.log(
        `not built: ${manifest.length - built - problems.length} document(s) of ${absent.length} source(s) with no snapshot here (${absent.join(', ')})`,
      );
    for (const p of problems) console.error(p);
    if (problems.length) process.exitCode = 1;
  });

await program.parseAsync(process.argv);
