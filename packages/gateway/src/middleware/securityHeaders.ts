/**
 * Helmet's security headers, with one difference on plain HTTP: no `upgrade-insecure-requests`.
 * That directive tells the browser to fetch every sub-resource over https. A browser exempts only
 * localhost, so a page opened as http://office-server:8080/docs asks for its script and stylesheet at
 * https://office-server:8080/... where nothing answers, and Swagger UI stays blank. An office box on
 * its LAN name is served over plain HTTP; behind TLS (req.secure) the directive is kept. Nor is
 * Cross-Origin-Opener-Policy sent over plain HTTP: browsers ignore it on an untrustworthy origin and
 * say so in the console on every page.
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Helmet's image sources plus `blob:`: the review page (/app) fetches its page images with the API key as a
 * header (an <img src> cannot carry one) and shows them from object URLs its own script made.
 */
const imgSrc = ["'self'", 'data:', 'blob:'];

export function securityHeaders(): RequestHandler {
  const overTls = helmet({ contentSecurityPolicy: { directives: { imgSrc } } });
  const plainHttp = helmet({
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null, imgSrc } },
    crossOriginOpenerPolicy: false,
  });
  return (req, res, next) => (req.secure ? overTls : plainHttp)(req, res, next);
}
