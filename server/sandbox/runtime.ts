import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiSandbox } from '@/config/api-sandbox';
import { requestShapes } from '@/lib/api-requests/request-shape';
import { generatedDocument } from '@/lib/api-reference/pages';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import { processSettings } from '@/server/settings';
import type { SandboxDeps } from './handler';
import { createSandbox, type Sandbox } from './sandbox';

let sandbox: Sandbox | undefined;
let deps: SandboxDeps | undefined;

/** The sandbox's dependencies for this process, from its settings. */
export function sandboxDeps(): SandboxDeps {
  if (deps) return deps;
  const settings = processSettings();
  deps = {
    enabled: settings.sandbox.enabled,
    // The one file the sandbox reads: the dereferenced document the build wrote.
    sandbox: () =>
      (sandbox ??= createSandbox(
        requestShapes(
          JSON.parse(
            readFileSync(join(/* turbopackIgnore: true */ process.cwd(), generatedDocument), 'utf8'),
          ) as Record<string, unknown>,
        ),
        apiSandbox,
      )),
    limiter: configuredRateLimiter('sandbox', settings.sandbox.rateLimit, settings.store.databaseUrl),
    salt: settings.clientKeySalt,
    maxBodyBytes: apiSandbox.maxBodyBytes,
    basePath: apiSandbox.basePath,
  };
  return deps;
}
