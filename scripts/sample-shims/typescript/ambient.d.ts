// Declarations for packages the samples import whose real types are not installed here, each with why.
// Everything else a sample imports is checked against the package's own types (devDependencies).

// @opentelemetry/auto-instrumentations-node: 186 packages and 132 MB (one per instrumented library) for
// the one function the samples call; its signature as the package declares it (0.81).
declare module '@opentelemetry/auto-instrumentations-node' {
  import type { Instrumentation, InstrumentationConfig } from '@opentelemetry/instrumentation';
  export function getNodeAutoInstrumentations(
    inputConfigs?: Record<string, InstrumentationConfig & { enabled?: boolean }>,
  ): Instrumentation[];
}

// Cloudflare Workers: a Worker project's generated types (`wrangler types`, or @cloudflare/workers-types)
// declare its globals, which cannot be loaded together with Node.js's; the one the samples use.
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}
