// The server the browser tests drive: a fresh data folder (and, with DATABASE_URL, a fresh PostgreSQL schema), the
// real question bank and the demo accounts, on port 3100 (E2E_PORT). Playwright starts and stops it.
// Payments go to our local Stripe peer (server/test/stripe-server.ts), whose hosted checkout and portal pages the
// billing test clicks through; its webhooks come back to this server, signed.
// "Continue with Google" goes to our local OpenID Connect provider (server/test/oidc-server.ts), whose sign-in page
// the social sign-in test fills in (e2e/social.spec.ts).
// AI goes to our local OpenAI-compatible peer (server/test/ai-server.ts), answering each prompt in kind, a little
// slowly (3 s a request), so an AI paper is seen streaming in (e2e/ai.spec.ts); a test holds a request it must see
// waiting.
import { prepareEphemeralApp } from '../server/ephemeral';
import { closeOnSignal } from '../server/process';
import { paperwiseReply } from '../server/test/ai-replies';
import { startAiServer } from '../server/test/ai-server';
import { startAirwallexPeer } from '../server/test/airwallex-server';
import { startOidcServer } from '../server/test/oidc-server';
import { startStripePeer } from '../server/test/stripe-server';

const port = Number(process.env.E2E_PORT ?? 3100);
const webhookSecret = 'whsec_e2e';
const stripe = await startStripePeer({
  webhookSecret,
  webhookUrl: `http://127.0.0.1:${port}/api/billing/stripe/webhook`,
});
// The AI peer listens on the port after the app's: the browser tests hold a request there (e2e/helpers.ts holdAi).
const ai = await startAiServer({ reply: paperwiseReply, port: port + 1 });
ai.setDelay(Number(process.env.E2E_AI_DELAY_MS ?? 3000));
const googleClient = { clientId: 'paperwise-e2e', clientSecret: 'e2e-google-secret' };
const google = await startOidcServer(googleClient, { closeWithTest: false });
// Airwallex's peer serves its hosted payment page too; its Pay button sends the signed webhook and comes back.
const airwallexKeys = { clientId: 'client_e2e', apiKey: 'key_e2e', webhookSecret: 'aw_whsec_e2e' };
const airwallex = await startAirwallexPeer({
  ...airwallexKeys,
  webhookUrl: `http://127.0.0.1:${port}/api/billing/airwallex/webhook`,
});
const { app, config } = await prepareEphemeralApp(
  {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEMO_ACCOUNTS: '1',
    LOG_LEVEL: 'warn',
    CHECK_RESPONSES: '1',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: 'e2e-key',
    AI_MODEL: 'e2e-model',
    AIRWALLEX_CLIENT_ID: airwallexKeys.clientId,
    AIRWALLEX_API_KEY: airwallexKeys.apiKey,
    AIRWALLEX_WEBHOOK_SECRET: airwallexKeys.webhookSecret,
    AIRWALLEX_BASE_URL: airwallex.url,
    GOOGLE_CLIENT_ID: googleClient.clientId,
    GOOGLE_CLIENT_SECRET: googleClient.clientSecret,
    GOOGLE_ISSUER_URL: google.issuer,
  },
  { purpose: 'e2e' },
);
app.addHook('onClose', async () => {
  await stripe.close();
  await ai.close();
  await airwallex.close();
  await google.close();
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e server on ${config.publicUrl} (${app.dialect})`);
closeOnSignal(() => app.close());
