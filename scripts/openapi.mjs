// Build step (`prebuild`): validates content/openapi.yml (scripts/openapi-core.mjs) and writes the
// dereferenced document to .generated/openapi.json, which the API reference pages read
// (lib/api-reference). A problem fails the build naming the file and the place in it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadApiDocument, OPENAPI_FILE } from './openapi-core.mjs';

export const GENERATED = '.generated/openapi.json';

const { document, problems, examples } = await loadApiDocument(OPENAPI_FILE);
if (!document) {
  console.error(`The OpenAPI document has problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
mkdirSync('.generated', { recursive: true });
writeFileSync(GENERATED, JSON.stringify(document));
const operations = Object.values(document.paths ?? {}).reduce(
  (count, item) => count + Object.keys(item).filter((key) => key !== 'parameters').length,
  0,
);
console.log(`[openapi] ${OPENAPI_FILE}: valid, ${operations} operations, ${examples} examples checked`);
