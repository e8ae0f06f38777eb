import { describe, expect, it, onTestFinished } from 'vitest';
import type { AnalyticsEvent } from '../../analytics/index';
import { startAirwallexPeer } from '../../test/airwallex-server';
import { createTestApp } from '../../test/app';
import { startStripePeer } from '../../test/stripe-server';

const WEBHOOK_SECRET = 'whsec_test_secret';

async function withStripe() {
  const peer = await startStripePeer({ webhookSecret: WEBHOOK_SECRET });
  onTestFinished(() => peer.close());
  const test = await createTestApp({
    stripe: { secretKey: 'sk_test_1', webhookSecret: WEBHOOK_SECRET, apiBase: new URL(peer.url) },
  });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.app.server.address() as { port: number };
  peer.webhookUrl = `http://127.0.0.1:${port}/api/billing/stripe/webhook`;
  return { ...test, peer };
}

async function premiumOf(test: Awaited<ReturnType<typeof createTestApp>>, id: string) {
  return test.app.db
    .selectFrom('profiles')
    .select([
      'premiumStudentQuantity',
      'premiumTeacherQuantity',
      'premiumExpiry',
      'premiumSubscriptionId',
      'premiumCustomerId',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function me(test: Awaited<ReturnType<typeof createTestApp>>, cookie: string) {
  return (await test.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
}

describe('checkout with Stripe', () => {
  it('says payments are not configured without keys', async () => {
    const test = await createTestApp();
    const student = await test.make.user('student');
    const plans = await test.call(student, 'GET', '/api/billing/plans');
    expect(plans.json().providers).toEqual({ stripe: false, airwallex: false });
    const res = await test.call(student, 'POST', '/api/billing/checkout', {
      plan: 'student',
      billing: 'oneOff',
      months: 6,
      paymentMethod: 'card',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('payments_not_configured');
  });

  it('a student buys 6 discounted months, the signed webhook grants them once, and a replay changes nothing', async () => {
    const test = await withStripe();
    const student = await test.make.user('student');
    const before = await me(test, student.cookie);
    expect(before.premium.isActive).toBe(false);
    const res = await test.call(student, 'POST', '/api/billing/checkout', {
      plan: 'student',
      billing: 'oneOff',
      months: 6,
      isDiscounted: true,
      paymentMethod: 'card',
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toContain(`${test.peer.url}/checkout/`);
    const sessionId = url.split('/').pop()!;
    // 40 HKD a month for 6 months, priced by the server
    const created = test.peer.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(created.body.mode).toBe('payment');
    expect((created.body.line_items as { price_data: { unit_amount: string } }[])[0]!.price_data.unit_amount).toBe(
      '24000',
    );

    await test.peer.completeCheckout(sessionId);
    const after = await premiumOf(test, student.id);
    expect(after.premiumStudentQuantity).toBe(1);
    const expiry = Number(after.premiumExpiry);
    expect(Math.abs(expiry - (Date.now() + 180 * 86_400_000))).toBeLessThan(60_000);
    expect((await me(test, student.cookie)).premium.isActive).toBe(true);

    // The same event again (a replay by an attacker or a retry by Stripe) is answered and ignored.
    const session = test.peer.sessions.get(sessionId)!;
    const signed = test.peer.signedEvent('checkout.session.completed', session);
    const first = await test.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      payload: signed.payload,
    });
    expect(first.json()).toEqual({ received: true, replayed: false });
    const replay = await test.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      payload: signed.payload,
    });
    expect(replay.json()).toEqual({ received: true, replayed: true });
    // The payment was already paid: its months are not added twice.
    expect(Number((await premiumOf(test, student.id)).premiumExpiry)).toBe(expiry);
  });

  it('refuses a forged or unsigned webhook with 400 and changes nothing', async () => {
    const test = await withStripe();
    const student = await test.make.user('student');
    const res = await test.call(student, 'POST', '/api/billing/checkout', {
      plan: 'student',
      billing: 'oneOff',
      months: 3,
      paymentMethod: 'card',
    });
    const sessionId = (res.json().url as string).split('/').pop()!;
    const session = { ...test.peer.sessions.get(sessionId)!, payment_status: 'paid', customer: 'cus_forged' };
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: session },
    });
    const unsigned = await test.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const forged = await test.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_webhook');
    // Signed with another secret
    const other = await startStripePeer({ webhookSecret: 'whsec_other' });
    onTestFinished(() => other.close());
    const wrong = other.signedEvent('checkout.session.completed', session);
    const wrongSecret = await test.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': wrong.header },
      payload: wrong.payload,
    });
    expect(wrongSecret.statusCode).toBe(400);
    const after = await premiumOf(test, student.id);
    expect(after).toMatchObject({ premiumStudentQuantity: 0, premiumExpiry: null, premiumCustomerId: null });
    expect(await test.app.db.selectFrom('billingEvents').selectAll().execute()).toEqual([]);
  });

  it("prices and rules: the discount needs 6 months, a plan must be the caller's own, admins buy nothing", async () => {
    const test = await withStripe();
    const student = await test.make.user('student');
    const admin = await test.make.user('admin');
    const post = (cookie: string, payload: object) =>
      test.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { cookie }, payload });
    const short = await post(student.cookie, {
      plan: 'student',
      billing: 'oneOff',
      months: 5,
      isDiscounted: true,
      paymentMethod: 'card',
    });
    expect(short.json().error.code).toBe('discount_needs_months');
    expect((await post(student.cookie, { plan: 'teacher', billing: 'yearly', paymentMethod: 'card' })).statusCode).toBe(
      403,
    );
    expect((await post(admin.cookie, { plan: 'student', billing: 'yearly', paymentMethod: 'card' })).statusCode).toBe(
      403,
    );
    const zero = await post(student.cookie, { plan: 'student', billing: 'oneOff', months: 0, paymentMethod: 'card' });
    expect(zero.json().error.code).toBe('invalid_months');
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { plan: 'student', billing: 'yearly', paymentMethod: 'card' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a yearly plan: subscription events out of order, the portal, unsubscribing with a mail', async () => {
    const test = await withStripe();
    const teacher = await test.make.user('teacher');
    const res = await test.call(teacher, 'POST', '/api/billing/checkout', {
      plan: 'teacher',
      billing: 'yearly',
      paymentMethod: 'card',
    });
    const sessionId = (res.json().url as string).split('/').pop()!;
    await test.peer.completeCheckout(sessionId);
    const subscribed = await premiumOf(test, teacher.id);
    expect(subscribed.premiumTeacherQuantity).toBe(1);
    expect(subscribed.premiumSubscriptionId).toMatch(/^sub_/);
    const subscription = test.peer.subscriptions.get(subscribed.premiumSubscriptionId!)!;

    // A cancellation at t+100 s, then an older "active" update from t+50 s arriving late: the plan stays ended.
    const now = Math.floor(Date.now() / 1000);
    const cancelled = { ...subscription, status: 'canceled', ended_at: now + 100 };
    expect(await test.peer.sendEvent('customer.subscription.deleted', cancelled, now + 100)).toBe(200);
    expect(await test.peer.sendEvent('customer.subscription.updated', subscription, now + 50)).toBe(200);
    const ended = await premiumOf(test, teacher.id);
    expect(Number(ended.premiumExpiry)).toBe((now + 100) * 1000);
    expect(ended.premiumSubscriptionId).toBeNull();

    const portal = await test.call(teacher, 'POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toContain(`${test.peer.url}/portal/`);

    const unsubscribe = await test.call(teacher, 'POST', '/api/billing/unsubscribe', {
      email: 'teacher@example.com',
      message: 'Too expensive for me',
    });
    expect(unsubscribe.statusCode).toBe(204);
    expect(await premiumOf(test, teacher.id)).toMatchObject({ premiumTeacherQuantity: 0, premiumExpiry: null });
    const mail = await test.app.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('replyTo', '=', 'teacher@example.com')
      .executeTakeFirst();
    expect(mail?.text).toContain('Too expensive for me');
  });

  it('a school changes its seats with proration; a student may not; 0 seats is refused', async () => {
    const test = await withStripe();
    const school = await test.make.user('school');
    const res = await test.call(school, 'POST', '/api/billing/checkout', {
      plan: 'school',
      billing: 'yearly',
      paymentMethod: 'card',
      students: 10,
      teachers: 2,
    });
    await test.peer.completeCheckout((res.json().url as string).split('/').pop()!);
    expect(await premiumOf(test, school.id)).toMatchObject({ premiumStudentQuantity: 10, premiumTeacherQuantity: 2 });
    const seats = await test.call(school, 'PATCH', '/api/billing/seats', { students: 40, teachers: 5 });
    expect(seats.statusCode).toBe(200);
    const update = test.peer.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'))
      .pop()!;
    expect(update.body.proration_behavior).toBe('create_prorations');
    expect(await premiumOf(test, school.id)).toMatchObject({ premiumStudentQuantity: 40, premiumTeacherQuantity: 5 });
    const student = await test.make.user('student');
    expect((await test.call(student, 'PATCH', '/api/billing/seats', { students: 1, teachers: 1 })).statusCode).toBe(
      403,
    );
    const zero = await test.call(school, 'PATCH', '/api/billing/seats', { students: 0, teachers: 1 });
    expect(zero.json().error.code).toBe('invalid_seats');
  });
});

describe('checkout with Airwallex', () => {
  it('creates a payment intent; a signed payment_intent.succeeded grants the months once; forged ones are 400', async () => {
    const test = await appWithAirwallexPeer();
    const { peer } = test;
    const student = await test.make.user('student');
    const res = await test.call(student, 'POST', '/api/billing/checkout', {
      plan: 'student',
      billing: 'oneOff',
      months: 2,
      paymentMethod: 'fps',
    });
    expect(res.statusCode).toBe(200);
    const intent = res.json() as { intentId: string; clientSecret: string; currency: string };
    expect(intent.currency).toBe('HKD');
    expect(peer.intents.get(intent.intentId)?.amount).toBe(118);

    const post = (payload: string, headers: Record<string, string>) =>
      test.app.inject({
        method: 'POST',
        url: '/api/billing/airwallex/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const event = peer.signedEvent('payment_intent.succeeded', { id: intent.intentId, status: 'SUCCEEDED' });
    expect((await post(event.payload, {})).statusCode).toBe(400);
    expect((await post(event.payload, { ...event.headers, 'x-signature': 'ab'.repeat(32) })).statusCode).toBe(400);
    const stale = peer.signedEvent('payment_intent.succeeded', { id: intent.intentId }, Date.now() - 3_600_000);
    expect((await post(stale.payload, stale.headers)).statusCode).toBe(400);
    expect(await premiumOf(test, student.id)).toMatchObject({ premiumStudentQuantity: 0, premiumExpiry: null });

    expect((await post(event.payload, event.headers)).json()).toEqual({ received: true, replayed: false });
    const granted = Number((await premiumOf(test, student.id)).premiumExpiry);
    expect(Math.abs(granted - (Date.now() + 60 * 86_400_000))).toBeLessThan(60_000);
    expect((await post(event.payload, event.headers)).json()).toEqual({ received: true, replayed: true });
    // Another event for the same, already paid intent adds nothing either.
    const again = peer.signedEvent('payment_intent.succeeded', { id: intent.intentId, status: 'SUCCEEDED' });
    await post(again.payload, again.headers);
    expect(Number((await premiumOf(test, student.id)).premiumExpiry)).toBe(granted);
  });
});

/** An app whose Airwallex is our own peer (closed when the test ends). */
async function appWithAirwallexPeer() {
  const settings = { clientId: 'client-1', apiKey: 'key-1', webhookSecret: 'aw-secret' };
  const peer = await startAirwallexPeer(settings);
  onTestFinished(() => peer.close());
  const test = await createTestApp({ airwallex: { ...settings, baseUrl: peer.url } });
  return { ...test, peer };
}

/** The same, listening, with the peer's webhooks sent to it. */
async function withAirwallex() {
  const test = await appWithAirwallexPeer();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.app.server.address() as { port: number };
  test.peer.webhookUrl = `http://127.0.0.1:${port}/api/billing/airwallex/webhook`;
  return test;
}

async function buyWithAirwallex(test: Awaited<ReturnType<typeof withAirwallex>>, cookie: string, method: string) {
  const res = await test.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { cookie },
    payload: { plan: 'student', billing: 'oneOff', months: 6, isDiscounted: true, paymentMethod: method },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { intentId: string; clientSecret: string; currency: string; checkoutUrl: string };
}

const confirm = (test: Awaited<ReturnType<typeof createTestApp>>, cookie: string) =>
  test.app.inject({ method: 'POST', url: '/api/billing/confirm', headers: { cookie } });

describe('the Airwallex payment page and the return', () => {
  it("opens Airwallex's hosted page on the chosen method, with the spec's return addresses", async () => {
    const test = await withAirwallex();
    const student = await test.make.user('student');
    const intent = await buyWithAirwallex(test, student.cookie, 'alipay');
    const page = new URL(intent.checkoutUrl);
    expect(page.origin).toBe(test.peer.url);
    expect(page.hash.startsWith('#/standalone/checkout?')).toBe(true);
    const query = new URLSearchParams(page.hash.split('?')[1]);
    expect(query.get('intent_id')).toBe(intent.intentId);
    expect(query.get('client_secret')).toBe(intent.clientSecret);
    expect(query.get('methods')).toBe('alipayhk');
    expect(query.get('successUrl')).toBe('http://localhost:3000/app/?payment=success&from=airwallex&isDiscounted=true');
    expect(query.get('failUrl')).toBe('http://localhost:3000/app/?payment=failure&from=airwallex&isDiscounted=true');
    // 40 HKD a month for 6 months, as the server priced it
    expect(test.peer.intents.get(intent.intentId)?.amount).toBe(240);
  });

  it('the return grants a paid intent whose webhook has not come, fires the purchase event once, and the late webhook adds nothing', async () => {
    const test = await withAirwallex();
    const told: AnalyticsEvent[] = [];
    test.app.analytics.addSink({ write: (event) => void told.push(event) });
    const student = await test.make.user('student');
    const intent = await buyWithAirwallex(test, student.cookie, 'fps');

    const early = await confirm(test, student.cookie);
    expect(early.json()).toMatchObject({ status: 'pending', premium: { state: 'none' }, purchaseEvent: null });

    await test.peer.succeed(intent.intentId, false);
    const back = (await confirm(test, student.cookie)).json();
    expect(back.status).toBe('paid');
    expect(back.premium.state).toBe('active');
    // 40 HKD a month times the 6 months left
    expect(back.purchaseEvent).toEqual({ value: 240, currency: 'HKD' });
    const granted = Number((await premiumOf(test, student.id)).premiumExpiry);
    expect(Math.abs(granted - (Date.now() + 180 * 86_400_000))).toBeLessThan(60_000);

    // A second return (a reload) does not fire the event again.
    expect((await confirm(test, student.cookie)).json().purchaseEvent).toBeNull();
    // The webhook arriving after the return is recorded and grants nothing more.
    const late = test.peer.signedEvent('payment_intent.succeeded', { id: intent.intentId, status: 'SUCCEEDED' });
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/billing/airwallex/webhook',
      headers: { 'content-type': 'application/json', ...late.headers },
      payload: late.payload,
    });
    expect(res.json()).toEqual({ received: true, replayed: false });
    expect(Number((await premiumOf(test, student.id)).premiumExpiry)).toBe(granted);
    const events = await test.app.db.selectFrom('analyticsEvents').selectAll().execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: student.id, name: 'purchase', value: 240 });
    // and the analytics sinks were told it once
    expect(told.filter((event) => event.name === 'purchase')).toEqual([
      expect.objectContaining({ userId: student.id, props: expect.objectContaining({ value: 240, currency: 'HKD' }) }),
    ]);
  });

  it('the webhook first, then the return: one grant, and the return still fires the purchase event', async () => {
    const test = await withAirwallex();
    const student = await test.make.user('student');
    const intent = await buyWithAirwallex(test, student.cookie, 'wechatpay');
    await test.peer.succeed(intent.intentId);
    const granted = Number((await premiumOf(test, student.id)).premiumExpiry);
    expect(granted).toBeGreaterThan(Date.now());
    const back = (await confirm(test, student.cookie)).json();
    expect(back).toMatchObject({ status: 'paid', purchaseEvent: { value: 240, currency: 'HKD' } });
    expect(Number((await premiumOf(test, student.id)).premiumExpiry)).toBe(granted);
  });

  it('a cancelled intent is a failed payment and grants nothing; no event for an old purchase', async () => {
    const test = await withAirwallex();
    const student = await test.make.user('student');
    const intent = await buyWithAirwallex(test, student.cookie, 'fps');
    test.peer.intents.get(intent.intentId)!.status = 'CANCELLED';
    expect((await confirm(test, student.cookie)).json()).toMatchObject({
      status: 'failed',
      premium: { state: 'none' },
      purchaseEvent: null,
    });

    // Paid twenty minutes ago: past the payment window of 15 minutes, so no event.
    const old = await buyWithAirwallex(test, student.cookie, 'fps');
    await test.peer.succeed(old.intentId);
    await test.app.db
      .updateTable('payments')
      .set({ createdAt: Date.now() - 20 * 60_000 })
      .where('externalId', '=', old.intentId)
      .execute();
    expect((await confirm(test, student.cookie)).json()).toMatchObject({
      premium: { state: 'active' },
      purchaseEvent: null,
    });
  });

  it('answers 401 without a session and 403 to an admin', async () => {
    const test = await withAirwallex();
    expect((await test.app.inject({ method: 'POST', url: '/api/billing/confirm' })).statusCode).toBe(401);
    const admin = await test.make.user('admin');
    expect((await confirm(test, admin.cookie)).statusCode).toBe(403);
  });
});
