// The server the browser tests drive: a fresh data folder (and, with DATABASE_URL, a fresh PostgreSQL schema), the
// real question bank and the demo accounts, on port 3100 (E2E_PORT). Playwright starts and stops it.
// Payments go to our local Stripe peer (server/test/stripe-server.ts), whose hosted checkout and portal pages the
// billing test clicks through; its webhooks come back to this server, signed.
// AI goes to our local OpenAI-compatible peer (server/test/ai-server.ts), answering each prompt in kind, a little
// slowly (3 s a request), so an AI paper is seen streaming in (e2e/ai.spec.ts).
import { prepareEphemeralApp } from '../server/ephemeral';
import { paperwiseReply } from '../server/test/ai-replies';
import { startAiServer } from '../server/test/ai-server';
import { startStripePeer } from '../server/test/stripe-server';

const port = Number(process.env.E2E_PORT ?? 3100);
const webhookSecret = 'whsec_e2e';
const stripe = await startStripePeer({
  webhookSecret,
  webhookUrl: `http://127.0.0.1:${port}/api/billing/stripe/webhook`,
});
const ai = await startAiServer({ reply: paperwiseReply });
ai.setDelay(Number(process.env.E2E_AI_DELAY_MS ?? 3000));
const { app, config } = await prepareEphemeralApp(
  {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEMO_ACCOUNTS: '1',
    LOG_LEVEL: 'warn',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: 'e2e-key',
    AI_MODEL: 'e2e-model',
  },
  { purpose: 'e2e' },
);
app.addHook('onClose', () => stripe.close());
app.addHook('onClose', () => ai.close());
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
