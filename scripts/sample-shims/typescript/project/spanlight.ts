// The file every TypeScript page of the docs starts from: the client of the TypeScript SDK page
// (content/docs/observability/sdk/typescript/index.mdx, "Client"), saved as spanlight.ts and imported
// as './spanlight' or '@/lib/spanlight'. A page that shows its own spanlight.ts is checked against
// that one instead.
import { Spanlight } from '@spanlight/sdk';

export const spanlight = new Spanlight();
