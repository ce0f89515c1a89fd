// `npm start -- -p 3000` (or PORT=3000): serves the production build.
import { startServer } from '@/server/http-server';

const flag = process.argv.findIndex((arg) => arg === '-p' || arg === '--port');
const port = Number(flag >= 0 ? process.argv[flag + 1] : process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;

startServer(port, hostname).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
