import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assistantLinks,
  buttonLabel,
  clipboardFailure,
  copyPageMarkdown,
  copyReducer,
  idle,
  isDisabled,
  scheduleReset,
  showsCopyMarkdown,
  type CopyEvent,
  type CopyLabels,
  type CopyState,
} from './copy-markdown';

const labels: CopyLabels = {
  idle: 'Copy as Markdown',
  loading: 'Copying...',
  copied: 'Copied!',
  notFound: 'Source Files Not Found',
  fetch: 'Fetch Error',
  clipboard: 'Clipboard Permission Denied',
  other: 'Copy Error',
  fallback: 'Error Copying',
};

describe('copyReducer', () => {
  it('goes idle -> loading -> copied -> idle', () => {
    const loading = copyReducer(idle, { type: 'start' });
    expect(loading).toEqual({ status: 'loading' });
    const copied = copyReducer(loading, { type: 'copied' });
    expect(copied).toEqual({ status: 'copied' });
    expect(copyReducer(copied, { type: 'reset' })).toEqual(idle);
  });

  it('goes loading -> error with the failure, then back to idle', () => {
    const error = copyReducer({ status: 'loading' }, { type: 'failed', failure: 'notFound' });
    expect(error).toEqual({ status: 'error', failure: 'notFound' });
    expect(copyReducer(error, { type: 'reset' })).toEqual(idle);
  });

  it('ignores events that do not apply to the state', () => {
    const states: CopyState[] = [
      idle,
      { status: 'loading' },
      { status: 'copied' },
      { status: 'error', failure: 'fetch' },
    ];
    const allowed = new Set([
      'idle:start',
      'loading:copied',
      'loading:failed',
      'copied:reset',
      'error:reset',
    ]);
    const events: CopyEvent[] = [
      { type: 'start' },
      { type: 'copied' },
      { type: 'failed' },
      { type: 'reset' },
    ];
    for (const state of states) {
      for (const event of events) {
        if (allowed.has(`${state.status}:${event.type}`)) continue;
        expect(copyReducer(state, event), `${state.status} + ${event.type}`).toBe(state);
      }
    }
  });

  it('disables the button in every state but idle', () => {
    expect(isDisabled(idle)).toBe(false);
    expect(isDisabled({ status: 'loading' })).toBe(true);
    expect(isDisabled({ status: 'copied' })).toBe(true);
    expect(isDisabled({ status: 'error' })).toBe(true);
  });
});

describe('labels', () => {
  it('shows the SPEC text for each state and failure', () => {
    expect(buttonLabel(idle, labels)).toBe('Copy as Markdown');
    expect(buttonLabel({ status: 'loading' }, labels)).toBe('Copying...');
    expect(buttonLabel({ status: 'copied' }, labels)).toBe('Copied!');
    expect(buttonLabel({ status: 'error', failure: 'notFound' }, labels)).toBe('Source Files Not Found');
    expect(buttonLabel({ status: 'error', failure: 'fetch' }, labels)).toBe('Fetch Error');
    expect(buttonLabel({ status: 'error', failure: 'clipboard' }, labels)).toBe(
      'Clipboard Permission Denied',
    );
    expect(buttonLabel({ status: 'error', failure: 'other' }, labels)).toBe('Copy Error');
    expect(buttonLabel({ status: 'error' }, labels)).toBe('Error Copying');
  });
});

describe('scheduleReset', () => {
  afterEach(() => vi.useRealTimers());

  it('returns to idle 2 s after copied and 3 s after an error', () => {
    vi.useFakeTimers();
    const dispatch = vi.fn();
    scheduleReset({ status: 'copied' }, dispatch);
    vi.advanceTimersByTime(1999);
    expect(dispatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledWith({ type: 'reset' });

    dispatch.mockClear();
    scheduleReset({ status: 'error', failure: 'fetch' }, dispatch);
    vi.advanceTimersByTime(2999);
    expect(dispatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it('schedules nothing while idle or loading, and can be cancelled', () => {
    vi.useFakeTimers();
    const dispatch = vi.fn();
    scheduleReset(idle, dispatch);
    scheduleReset({ status: 'loading' }, dispatch);
    scheduleReset({ status: 'copied' }, dispatch)();
    vi.advanceTimersByTime(10_000);
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('copyPageMarkdown', () => {
  const response = (status: number, body = '# Page') => Promise.resolve(new Response(body, { status }));

  it('fetches with Accept: text/markdown and copies the text', async () => {
    const fetch = vi.fn(() => response(200));
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyPageMarkdown('/docs.md', { fetch, writeText })).toEqual({ type: 'copied' });
    expect(fetch).toHaveBeenCalledWith('/docs.md', { headers: { Accept: 'text/markdown' } });
    expect(writeText).toHaveBeenCalledWith('# Page');
  });

  it('classifies 404, other statuses, network and clipboard failures', async () => {
    const writeText = () => Promise.resolve();
    expect(await copyPageMarkdown('/x.md', { fetch: () => response(404), writeText })).toEqual({
      type: 'failed',
      failure: 'notFound',
    });
    expect(await copyPageMarkdown('/x.md', { fetch: () => response(500), writeText })).toEqual({
      type: 'failed',
      failure: 'fetch',
    });
    expect(
      await copyPageMarkdown('/x.md', { fetch: () => Promise.reject(new TypeError('network')), writeText }),
    ).toEqual({
      type: 'failed',
      failure: 'other',
    });
    const denied = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    expect(await copyPageMarkdown('/x.md', { fetch: () => response(200), writeText: denied })).toEqual({
      type: 'failed',
      failure: 'clipboard',
    });
  });

  it('tells clipboard refusals from other errors', () => {
    expect(clipboardFailure(new DOMException('x', 'SecurityError'))).toBe('clipboard');
    expect(clipboardFailure(new Error('x'))).toBe('other');
  });
});

describe('where the button appears', () => {
  it('shows on docs-like sections only', () => {
    for (const path of [
      '/docs',
      '/docs/x',
      '/self-hosting/kubernetes',
      '/guides',
      '/faq/x',
      '/integrations/frameworks',
    ]) {
      expect(showsCopyMarkdown(path), path).toBe(true);
    }
    for (const path of ['/', '/blog', '/pricing', '/security', '/changelog/x', '/docsearch']) {
      expect(showsCopyMarkdown(path), path).toBe(false);
    }
  });

  it('points the assistants at the Markdown URL', () => {
    const links = assistantLinks('https://spanlight.example/docs.md');
    expect(decodeURIComponent(links.chatgpt)).toContain('https://spanlight.example/docs.md');
    expect(links.claude.startsWith('https://claude.ai/new?q=')).toBe(true);
  });
});
