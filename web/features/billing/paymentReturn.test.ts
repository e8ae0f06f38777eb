import { describe, expect, it } from 'vitest';
import { appReturnUrl } from './paymentReturn';

const airwallexReturn = { pathname: '/app/', search: '?payment=success&from=airwallex&isDiscounted=true' };
const phone = { isSmallScreen: true, isInApp: false };

describe('appReturnUrl', () => {
  it("hands an Airwallex return on a phone's browser to the app with the same path and query", () => {
    expect(appReturnUrl(airwallexReturn, phone)).toBe(
      'paperwise://app/?payment=success&from=airwallex&isDiscounted=true',
    );
  });

  it('keeps a failed Airwallex return too', () => {
    expect(appReturnUrl({ pathname: '/app/', search: '?payment=failure&from=airwallex' }, phone)).toBe(
      'paperwise://app/?payment=failure&from=airwallex',
    );
  });

  it('stays on a big screen, inside the app, for Stripe returns and for pages without a payment', () => {
    expect(appReturnUrl(airwallexReturn, { isSmallScreen: false, isInApp: false })).toBeNull();
    expect(appReturnUrl(airwallexReturn, { isSmallScreen: true, isInApp: true })).toBeNull();
    expect(appReturnUrl({ pathname: '/app/', search: '?payment=success&isDiscounted=false' }, phone)).toBeNull();
    expect(appReturnUrl({ pathname: '/app/', search: '?from=airwallex' }, phone)).toBeNull();
  });
});
