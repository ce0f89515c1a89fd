// Local stand-ins for the end-to-end tests, on 127.0.0.1 (cross-origin to the site):
// - the EU, US and HIPAA app hosts: GET /api/auth/session answers as the host's current mode says
//   (`user`, `none`, `error`, `hang`, or `no-credentials`: a user but without the CORS credentials
//   header, which a credentialed request must reject); POST /__mode {"mode"} sets it, GET /__hits
//   counts the session requests;
// - the vendors: PostHog's loader, HubSpot's script, a consent script and a chat script, each a few
//   lines that record what the site calls in `window.__standIns`;
// - an OpenAI-compatible model endpoint (POST /v1/chat/completions) for the assistant: it answers
//   with the question and the first grounding passage's title, so a test can see both arrived, plus a
//   link to a page the site lacks and a citation without a passage (which the site must drop), a code
//   block when the question says "code", and the number of earlier turns when it says "earlier
//   turns"; with `stream: true` word by word, 40 ms apart.
import { createServer } from 'node:http';
import { standInPorts } from './configured-env.mjs';

function appHost(name) {
  let mode = 'none';
  let hits = 0;
  return createServer((request, response) => {
    const origin = request.headers.origin;
    const cors = origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/__mode' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        mode = JSON.parse(body).mode;
        hits = 0;
        response.writeHead(204).end();
      });
      return;
    }
    if (url.pathname === '/__hits') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ hits, mode }));
      return;
    }
    if (url.pathname === '/api/auth/session') {
      hits += 1;
      const credentials = { 'Access-Control-Allow-Credentials': 'true' };
      const json = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
      if (mode === 'hang') return; // never answers: the site gives up after 5 s
      if (mode === 'error') return void response.writeHead(500, { ...cors, ...credentials }).end('boom');
      if (mode === 'none')
        return void response.writeHead(200, { ...cors, ...credentials, ...json }).end('{}');
      const user = JSON.stringify({
        user: { id: `user-${name}`, email: 'ada@example.com' },
        expires: '2099-01-01',
      });
      if (mode === 'no-credentials') return void response.writeHead(200, { ...cors, ...json }).end(user);
      return void response.writeHead(200, { ...cors, ...credentials, ...json }).end(user);
    }
    response
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end(`<!doctype html><title>${name} app</title><h1>${name} app</h1>`);
  });
}

const record = `window.__standIns = window.__standIns || { calls: [] };
const record = (vendor, call, args) => window.__standIns.calls.push({ vendor, call, args: JSON.parse(JSON.stringify(args)) });`;

const scripts = {
  '/posthog/static/array.js': `${record}
window.posthog = {
  init: (key, options) => record('posthog', 'init', [key, options]),
  capture: (event, properties) => record('posthog', 'capture', [event, properties]),
};`,
  '/hubspot.js': `${record}
const queued = window._hsq || [];
window._hsq = { push: (...commands) => commands.forEach((command) => record('hubspot', command[0], command.slice(1))) };
queued.forEach((command) => window._hsq.push(command));
record('hubspot', 'loaded', [location.pathname]);`,
  // Shows an accept button; the choice is also kept in localStorage, as consent tools do.
  '/consent.js': `${record}
record('consent', 'loaded', [document.readyState]);
const grant = () => {
  const choice = { analytics: true, marketing: true };
  window.spanlightConsent = choice;
  window.dispatchEvent(new CustomEvent('spanlight:consent', { detail: choice }));
};
if (localStorage.getItem('stand-in-consent') === 'yes') grant();
else {
  const show = () => {
    const button = document.createElement('button');
    button.textContent = 'Accept cookies';
    button.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:100';
    button.onclick = () => { localStorage.setItem('stand-in-consent', 'yes'); button.remove(); grant(); };
    document.body.append(button);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();
}`,
  '/chat.js': `${record}
record('chat', 'loaded', []);
window.SpanlightChat = {
  open: () => {
    record('chat', 'open', []);
    const panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Stand-in live chat');
    panel.textContent = 'Stand-in live chat';
    document.body.append(panel);
  },
};`,
};

function chatCompletion(request, response) {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const { model, messages, stream } = JSON.parse(body);
    const question = messages.at(-1).content;
    const firstPassage = messages[0].content.match(/\[1\] ([^\n(]+)/)?.[1]?.trim() ?? 'none';
    // A link to a page the site does not have and a citation without a passage: the site must drop both.
    let content =
      `Stand-in ${model} answer to "${question}", grounded in ${firstPassage} [1]. ` +
      'See [the retired guide](/docs/retired-guide) [7].';
    if (/code/i.test(question))
      content += '\n\n```python\nfrom spanlight import get_client\n\nget_client().flush()\n```';
    if (/earlier turns/i.test(question)) content += ` Earlier turns: ${(messages.length - 2) / 2}.`;
    if (!stream) {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      return;
    }
    // Streamed word by word, 40 ms apart, so a test sees the first words long before the last.
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    const words = content.match(/\S+\s*/g) ?? [];
    const send = (i) => {
      if (response.destroyed) return;
      if (i === words.length) return void response.end('data: [DONE]\n\n');
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: words[i] } }] })}\n\n`);
      setTimeout(send, 40, i + 1);
    };
    send(0);
  });
}

const vendors = createServer((request, response) => {
  const path = new URL(request.url, 'http://x').pathname;
  if (path === '/v1/chat/completions' && request.method === 'POST') return chatCompletion(request, response);
  const script = scripts[path];
  if (!script) return void response.writeHead(404).end();
  // Each in its own scope, as real vendor scripts are: classic scripts share one global scope.
  response
    .writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
    .end(`(() => {\n${script}\n})();`);
});

appHost('EU').listen(standInPorts.eu, '127.0.0.1');
appHost('US').listen(standInPorts.us, '127.0.0.1');
appHost('HIPAA').listen(standInPorts.hipaa, '127.0.0.1');
vendors.listen(standInPorts.vendors, '127.0.0.1', () => console.log('stand-ins listening'));
