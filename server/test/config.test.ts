import { ConfigError, loadConfig } from '../src/config/env';
import { redactUrl } from '../src/http/logging';

describe('server configuration', () => {
  it('defaults to the embedded database, local ports and demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      gatewayPort: 5000,
      institutionsPort: 5100,
      sitePort: 8000,
      databaseUrl: undefined,
      corsOrigins: ['http://localhost:8000'],
      seedDemoData: true,
    });
  });

  it('creates demo accounts and prints emails only while every service listens on loopback', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(loadConfig({ HOST: host }).seedDemoData).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'lendbridge.example']) {
      expect(() => loadConfig({ HOST: host })).toThrow(/SEED_DEMO_DATA loads demo accounts .* loopback/);
      expect(() => loadConfig({ HOST: host, SEED_DEMO_DATA: 'false' })).toThrow(
        /emails written to files are printed .* loopback/,
      );
      expect(() => loadConfig({ HOST: host, SEED_DEMO_DATA: 'true', SMTP_URL: 'smtp://mail' })).toThrow(
        /SEED_DEMO_DATA/,
      );
      expect(loadConfig({ HOST: host, SEED_DEMO_DATA: 'false', SMTP_URL: 'smtp://mail' })).toMatchObject({
        host,
        seedDemoData: false,
      });
    }
  });

  it('does not seed a PostgreSQL server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/lendbridge' }).seedDemoData).toBe(false);
  });

  it('forwards team messages to TEAM_INBOX, a single address', () => {
    expect(loadConfig({}).teamInbox).toBe('team@lendbridge.example');
    expect(loadConfig({ TEAM_INBOX: 'partners@lendbridge.ng' }).teamInbox).toBe('partners@lendbridge.ng');
    expect(() => loadConfig({ TEAM_INBOX: 'Team <team@x.example>' })).toThrow(/TEAM_INBOX/);
  });

  it('multiplies rate limits only outside production', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '10' }).rateLimitScale).toBe(10);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        RATE_LIMIT_SCALE: '10',
        DATABASE_URL: 'postgres://db.internal/lendbridge',
        SMTP_URL: 'smtp://mail.internal',
      }),
    ).toThrow(/RATE_LIMIT_SCALE is for test runs/);
  });

  it('lists every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({
        GATEWAY_PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        CORS_ORIGINS: 'https://ok.example,https://bad.example/path',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/GATEWAY_PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/CORS_ORIGINS.*bad\.example\/path/);
    expect(problems).toMatch(/LOG_LEVEL/);
    expect((error as ConfigError).problems).toHaveLength(4);
  });
});

describe('log redaction', () => {
  it('keeps emails and one-time tokens out of logged URLs', () => {
    expect(redactUrl('/api/User/GetUserByEmail/ada@example.com')).toBe('/api/User/GetUserByEmail/[email]');
    expect(redactUrl('/api/Account/ForgotPassword?email=ada%40example.com')).toBe(
      '/api/Account/ForgotPassword?email=[email]',
    );
    expect(redactUrl('/user/activate?token=abc123&x=1')).toBe('/user/activate?token=[redacted]&x=1');
    expect(redactUrl('/user/register?ref=abc123')).toBe('/user/register?ref=[redacted]');
  });
});
