// The real product on a throwaway database (SQLite in a temp folder, or a fresh PostgreSQL schema), for the benches.
import { prepareEphemeralApp } from '../../server/ephemeral';

const { app } = await prepareEphemeralApp(
  {
    ...process.env,
    LOG_LEVEL: 'warn',
    DEMO_ACCOUNTS: '0',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    // Every bench student signs up from 127.0.0.1; the sign-in limiter is not what is measured.
    SIGN_IN_PER_ADDRESS: '1000000',
  },
  { purpose: 'bench', poolSize: 20 },
);
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port, database: app.dialect });
process.on('message', (message) => {
  if (message === 'stop') app.close().then(() => process.exit(0));
});
