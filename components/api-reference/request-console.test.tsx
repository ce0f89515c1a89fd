import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { requestShapes, type RequestShape } from '@/lib/api-requests/request-shape';
import type { ServerChoice } from '@/lib/api-requests/console-state';
import { loadApiDocument } from '../../scripts/openapi-core.mjs';
import { fieldId } from './parameter-field.client';
import { RequestConsole } from './request-console.client';

let shapes: RequestShape[];
const servers: ServerChoice[] = [
  {
    id: 'self-hosted-spanlight',
    label: 'Self-hosted Spanlight',
    template: 'https://{host}/api/public',
    variables: [{ name: 'host', default: 'your-spanlight-host', description: 'Host name' }],
  },
];

beforeAll(async () => {
  // The console renders in the browser only: the page's address is where the sandbox is.
  vi.stubGlobal('location', new URL('https://spanlight.example/docs/api-reference/x'));
  const { document } = await loadApiDocument('content/openapi.yml');
  shapes = requestShapes(document as Record<string, unknown>);
});

// The console of every operation renders its fields from the schema (the browser test opens one
// operation of each tag; this covers the form of all 37).
describe('the request console of every operation', () => {
  it('has a labelled field for each parameter, the body prefilled, and the request as code', () => {
    expect(shapes).toHaveLength(37);
    for (const shape of shapes) {
      const html = renderToStaticMarkup(
        <RequestConsole shape={shape} servers={servers} onClose={() => undefined} />,
      );
      const where = shape.operationId;
      expect(html, where).toContain(`aria-label="Try ${shape.method} ${shape.path}"`);
      for (const parameter of shape.parameters) {
        const id = fieldId(`${parameter.in}.${parameter.name}`);
        expect(html, `${where} ${parameter.name}`).toContain(`<label for="${id}"`);
        expect(html, `${where} ${parameter.name}`).toMatch(new RegExp(`<(input|select)[^>]* id="${id}"`));
      }
      if (shape.body) expect(html, where).toMatch(/<textarea[^>]*id="console-body"[^>]*>\{/);
      expect(html.includes('Public key'), where).toBe(shape.authenticated);
      expect(html, where).toContain('This request as code');
      expect(html, where).toContain('Send request');
    }
  });
});
