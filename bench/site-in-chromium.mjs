// The production build served on a spare port and Debian's Chromium with the test suite's flags, for
// benchmarks that use the site the way a visitor does (search timing, relevance through the search
// box). Run `npm run build` first.
import { chromium } from 'playwright-core';
import chromiumConfig from '../tests/chromium.json' with { type: 'json' };
import { startProductionServer } from '../tests/setup/production-server.mjs';

/** Starts both; `close()` stops both. */
export async function openSiteInChromium({ port } = {}) {
  const server = await startProductionServer({ port, probe: '/' });
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.executablePath,
      args: chromiumConfig.args,
    });
    return {
      browser,
      origin: server.origin,
      async close() {
        await browser.close().catch(() => undefined);
        server.stop();
      },
    };
  } catch (error) {
    server.stop();
    throw error;
  }
}
