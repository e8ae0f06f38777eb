import { describe, expect, it } from 'vitest';
import { airwallexCheckoutUrl } from './airwallex';

const settings = (baseUrl: string) => ({ clientId: 'c', apiKey: 'k', webhookSecret: 's', baseUrl });
const intent = {
  intentId: 'int_1',
  clientSecret: 'secret',
  currency: 'HKD',
  method: 'wechatpay' as const,
  successUrl: 'https://paperwise.hk/app/?payment=success&from=airwallex&isDiscounted=false',
  failUrl: 'https://paperwise.hk/app/?payment=failure&from=airwallex&isDiscounted=false',
  locale: 'zh' as const,
};

describe('airwallexCheckoutUrl', () => {
  it("opens the hosted page on the API host's checkout twin", () => {
    expect(airwallexCheckoutUrl(settings('https://api.airwallex.com'), intent)).toMatch(
      /^https:\/\/checkout\.airwallex\.com\/#\/standalone\/checkout\?/,
    );
    expect(airwallexCheckoutUrl(settings('https://api-demo.airwallex.com'), intent)).toMatch(
      /^https:\/\/checkout-demo\.airwallex\.com\/#\/standalone\/checkout\?/,
    );
  });

  it('carries the intent, the one method, the language and both return addresses', () => {
    const url = airwallexCheckoutUrl(settings('http://127.0.0.1:4000'), intent);
    expect(url.startsWith('http://127.0.0.1:4000/#/standalone/checkout?')).toBe(true);
    const query = new URLSearchParams(url.split('?').slice(1).join('?'));
    expect(Object.fromEntries(query)).toMatchObject({
      intent_id: 'int_1',
      client_secret: 'secret',
      currency: 'HKD',
      mode: 'payment',
      methods: 'wechatpay',
      locale: 'zh-HK',
      successUrl: intent.successUrl,
      failUrl: intent.failUrl,
    });
  });
});
