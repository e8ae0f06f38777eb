import { describe, expect, it } from 'vitest';
import { isAppPage, isKeepMessage, isKeptApiPath, isSessionChange } from './offlineRules';

describe('what the service worker keeps', () => {
  it('keeps who is signed in, the configuration and a paper', () => {
    expect(isKeptApiPath('/api/me')).toBe(true);
    expect(isKeptApiPath('/api/config')).toBe(true);
    expect(isKeptApiPath('/api/practices/p-123')).toBe(true);
  });

  it('never keeps the clock, the event stream, an answer, a list or another area', () => {
    for (const path of [
      '/api/practices/p-123/clock',
      '/api/practices/p-123/answers/1',
      '/api/practices/p-123/submit',
      '/api/practices',
      '/api/events',
      '/api/classes/c1',
      '/api/me/stats',
    ]) {
      expect(isKeptApiPath(path), path).toBe(false);
    }
  });

  it('keeps pages of the signed-in app only', () => {
    expect(isAppPage('/app/working/p1/2')).toBe(true);
    expect(isAppPage('/app')).toBe(true);
    expect(isAppPage('/')).toBe(false);
    expect(isAppPage('/application')).toBe(false);
  });
});

describe('when the service worker forgets the user', () => {
  it('forgets at sign-in, sign-up, sign-out and when the account is deleted', () => {
    expect(isSessionChange('POST', '/api/auth/sign-out')).toBe(true);
    expect(isSessionChange('POST', '/api/auth/sign-in/email')).toBe(true);
    expect(isSessionChange('POST', '/api/auth/sign-up/email')).toBe(true);
    expect(isSessionChange('DELETE', '/api/me')).toBe(true);
  });

  it('keeps the user across reads and ordinary writes', () => {
    expect(isSessionChange('GET', '/api/auth/get-session')).toBe(false);
    expect(isSessionChange('PUT', '/api/practices/p1/answers/1')).toBe(false);
    expect(isSessionChange('PATCH', '/api/me')).toBe(false);
  });
});

describe('the page asking to keep a paper', () => {
  it('accepts a list of addresses and nothing else', () => {
    expect(isKeepMessage({ type: 'KEEP', urls: ['/api/me'] })).toBe(true);
    expect(isKeepMessage({ type: 'KEEP', urls: [1] })).toBe(false);
    expect(isKeepMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isKeepMessage(null)).toBe(false);
  });
});
