// `npm start -- -p 3000` (or PORT=3000): serves the production build.
import { startServer } from '@/server/http-server';

const flag = process.argv.findIndex((arg) => arg === '-p' || arg === '--port');
const port = Number(flag >= 0 ? process.argv[flag + 1] : process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;

startServer(port, hostname).then(
  (running) => {
    // SIGTERM (orchestrators, `docker stop`) and SIGINT (Ctrl-C): finish what is in flight, then exit 0.
    // A second signal while shutting down exits at once.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        process.once(signal, () => process.exit(1));
        running.shutdown().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('shutdown failed:', error);
            process.exit(1);
          },
        );
      });
    }
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
