/**
 * @wcab/web: the review page at /app, for the people who file an office's mail (issue 33). Its browser
 * code (app/, Preact) is bundled by esbuild on the first request for it and kept in memory: nothing to
 * build before `npm start`, nothing built committed, no CDN (every module comes from node_modules).
 */
export { webRoutes, buildAppBundle, type AppBundle } from './routes';
