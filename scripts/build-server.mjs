// Bundles the production server (server/http-server.ts and the feedback code it answers with) into
// dist/server.mjs, which `npm start` runs. Packages stay external (loaded from node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: ['scripts/server-entry.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // `server-only` guards against client bundles; this bundle is the server, so it is empty here.
  plugins: [
    {
      name: 'server-only',
      setup(b) {
        b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
        b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
      },
    },
  ],
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('dist/server.mjs written');
