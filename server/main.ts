import { prepareApp } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD, findDemoAccounts } from './seed/demo-accounts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await prepareApp(config, { seedContent: true, runJobs: true });
  await app.listen({ port: config.port, host: config.host });
  const demo = config.demoAccounts ? await findDemoAccounts(app.db) : [];
  const lines = [
    '',
    `  Paperwise ${config.version} is running at ${config.publicUrl}`,
    `  database: ${app.dialect}${app.dialect === 'sqlite' ? ` (${config.dataDir})` : ''}, mail: ${config.smtpUrl ? 'SMTP' : 'server log + outbox'}`,
    ...(demo.length > 0
      ? ['', `  Demo sign-ins (password: ${DEMO_PASSWORD}):`, ...demo.map((a) => `    ${a.role.padEnd(12)} ${a.email}`)]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
