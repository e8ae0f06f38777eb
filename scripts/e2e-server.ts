// The server the browser tests drive: a fresh data folder (and, with DATABASE_URL, a fresh PostgreSQL schema), the
// real question bank and the demo accounts, on port 3100 (E2E_PORT). Playwright starts and stops it.
import { prepareEphemeralApp } from '../server/ephemeral';

const port = Number(process.env.E2E_PORT ?? 3100);
const { app, config } = await prepareEphemeralApp(
  { ...process.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DEMO_ACCOUNTS: '1', LOG_LEVEL: 'warn' },
  { purpose: 'e2e' },
);
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e server on ${config.publicUrl} (${app.dialect})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
