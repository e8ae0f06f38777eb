import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'paperwise-config-'));

describe('loadConfig', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      smtpUrl: null,
      demoAccounts: true,
      trustProxy: [],
    });
    expect(config.allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/db' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['DEMO_ACCOUNTS', { DEMO_ACCOUNTS: 'maybe' }],
    ['AI_BASE_URL', { AI_BASE_URL: 'localhost:11434' }],
    ['AI_MODEL', { AI_BASE_URL: 'http://127.0.0.1:11434/v1' }],
  ])('stops with a message naming %s when its value is bad', (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });

  it('generates a session secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('accepts only the configured origin once PUBLIC_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://paperwise.example/' });
    expect(config.publicUrl).toBe('https://paperwise.example');
    expect(config.allowedOrigins).toEqual(['https://paperwise.example']);
  });

  it('turns AI on only with an endpoint and a model; the vision model defaults to the model', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ai).toBeNull();
    const config = loadConfig({ DATA_DIR: dataDir(), AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'qwen3' });
    expect(config.ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'none',
      model: 'qwen3',
      visionModel: 'qwen3',
    });
  });
});
