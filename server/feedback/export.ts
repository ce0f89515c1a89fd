import type { ExportFilter, FeedbackRecord } from './store';

export type ExportFormat = 'csv' | 'json';

export interface ExportOptions extends ExportFilter {
  format: ExportFormat;
}

export const exportUsage =
  'Usage: npm run feedback:export -- [--since YYYY-MM-DD] [--page /path] [--format csv|json]';

/** Parses the export command's arguments; throws a message naming the bad argument. */
export function parseExportArgs(argv: readonly string[]): ExportOptions {
  const options: ExportOptions = { format: 'json' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = inline ?? argv[i + 1];
    if (inline === undefined) i += 1;
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new Error(`${flag} needs a value. ${exportUsage}`);
    switch (flag) {
      case '--since': {
        const since = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
        if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(since.getTime()))
          throw new Error(`--since must be a date like 2026-01-01 (or an ISO 8601 time), not "${value}".`);
        options.since = since;
        break;
      }
      case '--page':
        if (!value.startsWith('/'))
          throw new Error(`--page must be a site path starting with /, not "${value}".`);
        options.page = value;
        break;
      case '--format':
        if (value !== 'csv' && value !== 'json')
          throw new Error(`--format must be csv or json, not "${value}".`);
        options.format = value;
        break;
      default:
        throw new Error(`Unknown argument ${flag}. ${exportUsage}`);
    }
  }
  return options;
}

const columns = [
  ['id', 'id'],
  ['created_at', 'createdAt'],
  ['kind', 'kind'],
  ['page', 'page'],
  ['value', 'value'],
  ['comment', 'comment'],
  ['question', 'question'],
  ['locale', 'locale'],
  ['client_key', 'clientKey'],
] as const;

/**
 * One CSV field (RFC 4180). Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or
 * carriage return first) is prefixed with `'`, because comments come from the public.
 */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV with a header line, CRLF line ends as RFC 4180 asks. */
export function toCsv(records: readonly FeedbackRecord[]): string {
  const lines = [columns.map(([name]) => name).join(',')];
  for (const record of records) lines.push(columns.map(([, key]) => csvField(record[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function formatExport(records: readonly FeedbackRecord[], format: ExportFormat): string {
  return format === 'csv' ? toCsv(records) : `${JSON.stringify(records, null, 2)}\n`;
}
