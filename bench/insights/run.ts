// `npm run bench:insights -- ingest|views|all [options]` (after `npm run build`): the beacon's
// throughput and latency on one instance (ingest.ts), and each dashboard view's time over 400 days
// of rollups for 2,000 pages (views.ts). Results in bench/RESULTS.md.
import { benchIngest } from './ingest';
import { benchViews } from './views';

const which = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'all';
const failures: string[] = [];
if (which === 'ingest' || which === 'all') failures.push(...(await benchIngest()));
if (which === 'views' || which === 'all') failures.push(...(await benchViews()));
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
