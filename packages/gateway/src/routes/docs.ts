/**
 * GET /openapi.json (generated from the contract) and GET /docs, the API reference rendered by
 * Swagger UI from the swagger-ui-dist npm package: every asset is served from here, no CDN. GET /
 * redirects to /app, the review page (packages/web); /docs stays for developers.
 */
import express, { Router } from 'express';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildOpenApiDocument } from '@wcab/contract';
import { methodNotAllowed } from '../middleware/errorHandler';

const require = createRequire(import.meta.url);
// The package's folder, found without loading its index (which evaluates the 1.5 MB browser bundle).
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>WCAB Document Intelligence API</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script></body></html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

export function docsRoutes(): Router {
  const router = Router();
  const document = buildOpenApiDocument();
  router
    .route('/openapi.json')
    .get((_req, res) => res.json(document))
    .all(methodNotAllowed(['GET']));
  // The service's front door: a browser opening http://server:8080/ lands on the review page.
  router
    .route('/')
    .get((_req, res) => res.redirect(302, '/app'))
    .all(methodNotAllowed(['GET']));
  router
    .route('/docs')
    .get((_req, res) => res.type('html').send(PAGE))
    .all(methodNotAllowed(['GET']));
  router.get('/docs/init.js', (_req, res) => res.type('application/javascript').send(INIT));
  router.use('/docs/assets', express.static(swaggerUiDir, { index: false, fallthrough: true }));
  return router;
}
