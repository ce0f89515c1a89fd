import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { getMessages } from '@/lib/i18n';
import { parseNotebook } from '@/lib/notebook/nbformat';

vi.mock('server-only', () => ({}));
const { prepareNotebook } = await import('./render');
const { NotebookContent } = await import('@/components/notebook/notebook-content');
const { sanitizeSvg } = await import('./sanitize');

const t = getMessages('en-US');
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4nGP4z8DwHwYZkDkAMJoF+6Pm1HsAAAAASUVORK5CYII=';

function notebook(
  cells: unknown[],
  metadata: Record<string, unknown> = { kernelspec: { language: 'python' } },
) {
  return parseNotebook(JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata, cells }), 'test.ipynb');
}
const code = (source: string, outputs: unknown[], tags?: string[]) => ({
  cell_type: 'code',
  metadata: tags ? { tags } : {},
  source,
  execution_count: 1,
  outputs,
});
const markdown = (source: string) => ({ cell_type: 'markdown', metadata: {}, source });

async function html(cells: unknown[]) {
  const prepared = await prepareNotebook(notebook(cells));
  return { html: renderToStaticMarkup(<NotebookContent notebook={prepared} t={t} />), toc: prepared.toc };
}

describe('prepareNotebook and NotebookContent', () => {
  it('renders markdown cells without the title heading, with heading ids feeding the TOC', async () => {
    const { html: out, toc } = await html([
      markdown('# Title\n\nIntro with a [link](/docs/get-started).'),
      markdown('## Set up\n\nText.\n\n### Details'),
      markdown('## Set up'),
    ]);
    expect(out).not.toContain('Title');
    expect(out).toContain('<h2 id="set-up">');
    expect(out).toContain('<h2 id="set-up-1">');
    expect(out).toContain('href="/docs/get-started"');
    expect(toc.map((item) => [item.url, item.depth])).toEqual([
      ['#set-up', 2],
      ['#details', 3],
      ['#set-up-1', 2],
    ]);
  });

  it('prefixes ids and names from notebook HTML so none shadows a DOM global; heading ids stay', async () => {
    const { html: out } = await html([
      markdown('## Set up\n\n<a name="location">x</a> <span id="alert">!</span> <h3 id="raw">Raw</h3>'),
      code('display()', [
        {
          output_type: 'display_data',
          data: { 'text/html': '<form id="x"></form><div id="document">d</div>' },
          metadata: {},
        },
      ]),
    ]);
    expect(out).toContain('<h2 id="set-up">');
    expect(out).not.toMatch(/\s(?:id|name)="(?:location|alert|cookie|document|raw)"/);
    expect(out).toContain('id="user-content-raw"');
    expect(out).toContain('name="user-content-location"');
    expect(out).toContain('id="user-content-document"');
  });

  it('highlights code cells in the kernel language, inside the copyable code block', async () => {
    const { html: out } = await html([code('def f():\n    return 1', [])]);
    expect(out).toContain('class="shiki');
    expect(out).toMatch(/aria-label="Copy code"|Copy code/);
    expect(out).toContain('--shiki-light');
  });

  it('renders stream text and text/plain with ANSI colours as spans', async () => {
    const { html: out } = await html([
      code('x', [
        { output_type: 'stream', name: 'stdout', text: ['hello\n', '\u001b[0;32mgreen\u001b[0m\n'] },
        { output_type: 'stream', name: 'stderr', text: 'careful' },
        {
          output_type: 'execute_result',
          execution_count: 1,
          data: { 'text/plain': "{'a': 1}" },
          metadata: {},
        },
      ]),
    ]);
    expect(out).toContain('data-kind="stdout"');
    expect(out).toContain('<span class="ansi-fg-2">green</span>');
    expect(out).toContain('data-kind="stderr"');
    expect(out).toContain('{&#x27;a&#x27;: 1}');
    expect(out.match(/role="group" aria-label="Output"/g)).toHaveLength(3);
  });

  it('renders errors with their ANSI traceback', async () => {
    const { html: out } = await html([
      code('1/0', [
        {
          output_type: 'error',
          ename: 'ZeroDivisionError',
          evalue: 'division by zero',
          traceback: ['\u001b[0;31mZeroDivisionError\u001b[0m: division by zero'],
        },
      ]),
    ]);
    expect(out).toContain('data-kind="error"');
    expect(out).toContain('<span class="ansi-fg-1">ZeroDivisionError</span>: division by zero');
  });

  it('renders text/markdown outputs through the Markdown pipeline, preferring it to text/plain', async () => {
    const { html: out } = await html([
      code('x', [
        {
          output_type: 'display_data',
          data: { 'text/markdown': '**bold** | a\n--|--\n1|2', 'text/plain': 'plain' },
          metadata: {},
        },
      ]),
    ]);
    expect(out).toContain('<strong>bold</strong>');
    expect(out).not.toContain('plain');
  });

  it('sanitizes text/html outputs: tables stay, scripts and handlers never reach the page', async () => {
    const { html: out } = await html([
      code('df', [
        {
          output_type: 'execute_result',
          execution_count: 1,
          data: {
            'text/html':
              '<table><tr><th>a</th></tr><tr><td onclick="steal()">1</td></tr></table><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
            'text/plain': 'a\n1',
          },
          metadata: {},
        },
      ]),
    ]);
    expect(out).toContain('<th>a</th>');
    expect(out).toContain('<td>1</td>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|alert/i);
  });

  it('renders PNG and JPEG outputs as sized images with a text alternative', async () => {
    const { html: out } = await html([
      code('plot()', [
        {
          output_type: 'display_data',
          data: { 'image/png': `${png}\n`, 'text/plain': '<Figure size 600x320 with 1 Axes>' },
          metadata: {},
        },
        {
          output_type: 'display_data',
          data: { 'image/jpeg': '/9j/', 'text/plain': 'A chart of latency' },
          metadata: {},
        },
      ]),
    ]);
    expect(out).toContain(`src="data:image/png;base64,${png}"`);
    expect(out).toContain('width="3" height="2"');
    expect(out).toContain('alt="Image output of the cell above"');
    expect(out).toContain('src="data:image/jpeg;base64,/9j/"');
    expect(out).toContain('alt="A chart of latency"');
  });

  it('renders SVG outputs sanitized, as an image', async () => {
    const svg =
      '<svg width="40" height="20"><script>alert(1)</script><rect width="10" height="10" onload="alert(2)"/></svg>';
    const { html: out } = await html([
      code('chart', [{ output_type: 'display_data', data: { 'image/svg+xml': svg }, metadata: {} }]),
    ]);
    const src = out.match(/src="data:image\/svg\+xml;base64,([^"]+)"/)![1]!;
    const decoded = Buffer.from(src, 'base64').toString();
    expect(decoded).toContain('<rect width="10" height="10">');
    expect(decoded).not.toMatch(/script|onload|alert/);
    expect(out).toContain('width="40" height="20"');
  });

  it('respects remove-cell and remove-output tags', async () => {
    const { html: out } = await html([
      code('hidden_helper()', [{ output_type: 'stream', name: 'stdout', text: 'secret' }], ['remove-cell']),
      code(
        'noisy_install()',
        [{ output_type: 'stream', name: 'stdout', text: 'lots of log' }],
        ['remove-output'],
      ),
    ]);
    expect(out).not.toContain('hidden_helper');
    expect(out).not.toContain('secret');
    expect(out).toContain('noisy_install');
    expect(out).not.toContain('lots of log');
  });

  it('sanitizes raw HTML in markdown cells', async () => {
    const { html: out } = await html([
      markdown('Text <b>bold</b> <script>alert(1)</script><img src="x" onerror="alert(2)">'),
    ]);
    expect(out).toContain('<b>bold</b>');
    expect(out).not.toMatch(/script|onerror|alert/);
  });
});

describe('sanitizeSvg', () => {
  it('drops foreign content, styles and external references but keeps fragment links', () => {
    const out = sanitizeSvg(
      '<svg viewBox="0 0 1 1"><style>*{}</style><foreignObject><div>x</div></foreignObject><a href="https://evil.example"><use href="#shape"/></a><image href="https://tracker.example/p.png"/></svg>',
    );
    expect(out).toBe(
      '<svg viewBox="0 0 1 1" xmlns="http://www.w3.org/2000/svg"><a><use href="#shape"></use></a><image></image></svg>',
    );
  });
});
