import { prepareApp } from './bootstrap';
import { loadConfigOrExit } from './config';
import { closeOnSignal, runProcess } from './process';
import { DEMO_PASSWORD, findDemoAccounts } from './seed/demo-accounts';

async function main() {
  const config = loadConfigOrExit();
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
  closeOnSignal(() => app.close());
}

runProcess(main);
