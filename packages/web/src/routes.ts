/**
 * GET /app (the page), /app/app.js and /app/app.css (its assets, bundled from app/ by esbuild).
 *
 * The page holds no secret: it asks for the API key, keeps it in sessionStorage and sends it as a
 * Bearer header to the same /v1 routes every client uses. The bundle is built once per process, on the
 * first request that needs it (about a second of CPU), then served from memory with an ETag.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Request, type Response } from 'express';
import { build } from 'esbuild';
import { ApiError } from '@wcab/contract';

const APP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'app');

export interface AppBundle {
  js: string;
  css: string;
  /** A digest of both, the assets' ETag and their cache-busting query. */
  version: string;
  /** The source files bundled, relative to the working directory (what the browser gets, e.g. no zod). */
  inputs: string[];
}

/** Bundles app/main.tsx (and the CSS it imports) for the browser, minified, with no external import. */
export async function buildAppBundle(): Promise<AppBundle> {
  const result = await build({
    entryPoints: [path.join(APP_DIR, 'main.tsx')],
    bundle: true,
    write: false,
    outdir: '/app-out',
    format: 'esm',
    platform: 'browser',
    target: ['chrome109', 'firefox115', 'safari16'],
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const version = createHash('sha256').update(js).update(css).digest('base64url').slice(0, 16);
  return { js, css, version, inputs: Object.keys(result.metafile.inputs) };
}

const page = (version: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Review the mail - WCAB Document Intelligence</title>
<link rel="stylesheet" href="/app/app.css?v=${version}">
</head><body><div id="root"><main><h1>Review the mail</h1><p>Loading the page...</p></main></div>
<noscript>This page needs JavaScript. The API reference is at <a href="/docs">/docs</a>.</noscript>
<script type="module" src="/app/app.js?v=${version}"></script></body></html>`;

const notAllowed = (_req: Request, res: Response) => {
  res.set('Allow', 'GET, HEAD');
  throw new ApiError('METHOD_NOT_ALLOWED', 'Method not allowed; allowed: GET');
};

export function webRoutes(options: { bundle?: () => Promise<AppBundle> } = {}): Router {
  let built: Promise<AppBundle> | undefined;
  const bundle = () => {
    built ??= (options.bundle ?? buildAppBundle)();
    // A failed build is retried on the next request, not kept.
    built.catch(() => (built = undefined));
    return built;
  };
  const router = Router();
  router
    .route(['/app', '/app/'])
    .get(async (_req, res) => {
      const { version } = await bundle();
      res.set('Cache-Control', 'no-cache').type('html').send(page(version));
    })
    .all(notAllowed);
  router
    .route('/app/app.js')
    .get(async (_req, res) => {
      const { js } = await bundle();
      res.set('Cache-Control', 'no-cache').type('application/javascript').send(js);
    })
    .all(notAllowed);
  router
    .route('/app/app.css')
    .get(async (_req, res) => {
      const { css } = await bundle();
      res.set('Cache-Control', 'no-cache').type('text/css').send(css);
    })
    .all(notAllowed);
  return router;
}
