import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { recordLayoutShifts } from './helpers/layout-shifts';

/**
 * On a slow connection the browser paints a page before all of it has arrived. Nothing may move when
 * the rest comes in: a right-aligned group (the navbar's controls, Copy as Markdown, the launchers)
 * grew leftwards as its later children arrived. These tests deliver every HTML document through a
 * local relay in small pieces with pauses between them, as a slow network does, and count the layout
 * shifts the browser reports.
 */
const pieceBytes = 2 * 1024;
const pauseMs = 30;
/** The pages' visible markup fits in this much; the framework's payload after it comes at once. */
const slowBytes = 96 * 1024;

let relay: Server;
let relayUrl: string;

test.beforeAll(async ({}, testInfo) => {
  const upstream = testInfo.project.use.baseURL!;
  relay = createServer((request, response) => void relayPiecemeal(upstream, request, response));
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

/** Answers from the site: other files whole, HTML in small pieces with pauses between them. */
async function relayPiecemeal(upstream: string, request: IncomingMessage, response: ServerResponse) {
  try {
    const answer = await fetch(new URL(request.url!, upstream), {
      headers: { accept: request.headers.accept ?? '*/*' },
      redirect: 'manual',
    });
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    response.writeHead(answer.status, headers);
    const body = Buffer.from(await answer.arrayBuffer());
    if (!(answer.headers.get('content-type') ?? '').startsWith('text/html')) return void response.end(body);
    for (let offset = 0; offset < Math.min(body.length, slowBytes); offset += pieceBytes) {
      response.write(body.subarray(offset, offset + pieceBytes));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    response.end(body.subarray(slowBytes));
  } catch {
    response.destroy();
  }
}

async function shiftsWhileLoading(page: Page, path: string) {
  const recorded = await recordLayoutShifts(page);
  await page.goto(`${relayUrl}${path}`, { waitUntil: 'load' });
  // Two more frames, so the last paint (and any shift in it) has happened; takeRecords then has it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return recorded.shifts();
}

for (const width of [390, 1280]) {
  for (const path of ['/', '/docs', '/docs/get-started', '/ja/pricing']) {
    test(`${path} at ${width} px does not move while it arrives slowly`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      expect(await shiftsWhileLoading(page, path)).toEqual([]);
    });
  }
}
