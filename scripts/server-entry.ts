// `npm start -- -p 3000` (or PORT=3000): serves the production build. Every environment variable is
// read and checked first (server/settings.ts): a bad one stops the server before it listens, with a
// message naming each bad variable, and exit status 1.
import { startServer } from '@/server/http-server';
import { processSettings, SettingsError, type Settings } from '@/server/settings';

let settings: Settings;
try {
  settings = processSettings();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const flag = process.argv.findIndex((arg) => arg === '-p' || arg === '--port');
const port = flag >= 0 ? Number(process.argv[flag + 1]) : settings.server.port;

startServer(settings, port).then(
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
