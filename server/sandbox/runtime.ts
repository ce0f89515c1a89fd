import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiSandbox } from '@/config/api-sandbox';
import { requestShapes } from '@/lib/api-requests/request-shape';
import { generatedDocument } from '@/lib/api-reference/pages';
import { clientKeySalt } from '@/server/feedback/settings';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import type { SandboxDeps } from './handler';
import { createSandbox, type Sandbox } from './sandbox';
import { sandboxSettings } from './settings';

let sandbox: Sandbox | undefined;
let deps: SandboxDeps | undefined;

/** The sandbox's dependencies for this process, from the environment (read once). */
export function sandboxDeps(): SandboxDeps {
  if (deps) return deps;
  const settings = sandboxSettings();
  deps = {
    enabled: settings.enabled,
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
    limiter: configuredRateLimiter('sandbox', settings.rateLimit),
    salt: clientKeySalt(),
    maxBodyBytes: apiSandbox.maxBodyBytes,
    basePath: apiSandbox.basePath,
  };
  return deps;
}
