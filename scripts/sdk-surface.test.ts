import { describe, expect, it } from 'vitest';
import {
  pageCallProblems,
  pythonSurface,
  referenceProblems,
  sdkSurfaceProblems,
  typescriptSurface,
} from './sdk-surface';

const python = pythonSurface([
  'class Spanlight:\n    def score(self, *, trace_id: str) -> None: ...\n    def _internal(self) -> None: ...\n',
]);
const typescript = typescriptSurface(
  "declare module '@spanlight/sdk' {\n  export class Spanlight {\n    score(options: object): void;\n    flush(): Promise<void>;\n  }\n}\n",
);

describe('the SDK surface as the single source', () => {
  it('reads public methods from the stubs and the declarations', () => {
    expect([...python]).toEqual(['score']);
    expect([...typescript].sort()).toEqual(['flush', 'score']);
  });

  it('names a method the reference calls that the stubs lack, and a stub method the reference never shows', () => {
    const api = [
      '```python',
      'client.score(trace_id="t")',
      'client.scroe(trace_id="t")  # a typo',
      '```',
      '```ts',
      "spanlight.score({ traceId: 't' });",
      '```',
    ].join('\n');
    expect(referenceProblems(api, { python, typescript })).toEqual([
      'content/SDK_API.md: the python reference calls .scroe(), which content/sdk/python does not declare',
      'content/SDK_API.md: content/sdk/typescript declares flush, which the typescript reference never shows',
    ]);
  });

  it("fails a call table that names another language's method, but not code blocks", () => {
    const page = [
      '| Call | What it does |',
      '| --- | --- |',
      '| `client.startActiveSpan(name)` | Runs a callback in a span |',
      '| `client.score(trace_id=...)` | Scores a trace |',
      '```ts',
      'spanlight.startActiveSpan("x", async () => {});',
      '```',
    ].join('\n');
    expect(pageCallProblems('python/index.mdx', page, python)).toEqual([
      'python/index.mdx:3: `client.startActiveSpan(name)` calls startActiveSpan, which the SDK does not declare',
    ]);
  });

  it('passes on the site: SDK_API.md and the SDK pages agree with content/sdk', () => {
    expect(sdkSurfaceProblems()).toEqual([]);
  });
});
