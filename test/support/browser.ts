/**
 * Debian's Chromium driven by playwright-core, as the browser tests use it: headless, offline (no
 * background networking, whose connections this machine refuses), and `host` resolved to this machine,
 * so a page is reached by a LAN-style name rather than localhost.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { servicesRequired } from './server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = fs.existsSync(CHROMIUM);
if (!chromiumAvailable && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but chromium is not installed at ${CHROMIUM}`);

export async function launchChromium(host: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP ${host} 127.0.0.1`,
    ],
  });
}
