'use client';

import { useMemo } from 'react';
import { CopyButton } from '@/components/mdx/copy-button.client';
import { Tab, Tabs } from '@/components/mdx/tabs.client';
import { codeSamples } from '@/lib/api-requests/code-samples';
import { fieldsToParts, type ConsoleFields } from '@/lib/api-requests/console-state';
import type { RequestShape } from '@/lib/api-requests/request-shape';

/**
 * The console's request as code, in the languages of the reference's examples (the choice is the
 * site's code tab choice); keys always as environment variables, never what was typed.
 */
export function ConsoleCode({
  shape,
  fields,
  base,
}: {
  shape: RequestShape;
  fields: ConsoleFields;
  base: string;
}) {
  const samples = useMemo(() => {
    try {
      return codeSamples(shape, fieldsToParts(fields, shape), base);
    } catch {
      return [];
    }
  }, [shape, fields, base]);
  if (samples.length === 0) return null;
  return (
    <section aria-label="This request as code" className="mt-5">
      <h3 className="text-sm font-semibold">This request as code</h3>
      <p className="mt-1 text-xs text-muted">
        Set <code className="font-mono">SPANLIGHT_PUBLIC_KEY</code> and{' '}
        <code className="font-mono">SPANLIGHT_SECRET_KEY</code> in the environment first.
      </p>
      <Tabs items={samples.map((sample) => sample.label)}>
        {samples.map((sample) => (
          <Tab key={sample.label} value={sample.label}>
            <div data-code-block className="relative">
              <div className="absolute top-1.5 right-1.5">
                <CopyButton label="Copy code" copiedLabel="Copied" />
              </div>
              <pre
                className="max-h-96 overflow-auto p-3 pr-10 font-mono text-xs leading-relaxed"
                tabIndex={0}
              >
                <code>{sample.code}</code>
              </pre>
            </div>
          </Tab>
        ))}
      </Tabs>
    </section>
  );
}
