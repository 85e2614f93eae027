import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses local defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/doro');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('/srv/doro/.data');
    expect(config.staticDir).toBe('/srv/doro/dist');
    expect(config.embeddedPostgresPort).toBe(54329);
    expect(config.firebase.projectId).toBe('demo-doro');
    expect(config.allowedOrigins).toEqual([]);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://doro.app',
        DATABASE_URL: 'postgres://u:p@db:5432/doro',
        DORO_DATA_DIR: '/var/doro',
        DORO_PG_PORT: '6000',
        FIREBASE_PROJECT_ID: 'doro-prod',
        FIREBASE_API_KEY: 'key',
        FIREBASE_AUTH_DOMAIN: 'auth.doro.app',
        DORO_STATIC_DIR: 'build',
        ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      },
      '/srv/doro',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      isProduction: true,
      databaseUrl: 'postgres://u:p@db:5432/doro',
      dataDir: '/var/doro',
      embeddedPostgresPort: 6000,
      firebase: {
        projectId: 'doro-prod',
        authEmulatorHost: undefined,
        refuseEmulatorTokens: true,
        apiKey: 'key',
        authDomain: 'auth.doro.app',
      },
      staticDir: '/srv/doro/build',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      publicUrl: 'https://doro.app',
    });
  });

  it('refuses production while the Auth emulator is configured, whatever the project', () => {
    for (const project of [{ FIREBASE_PROJECT_ID: 'doro-prod' }, { FIREBASE_PROJECT_ID: 'demo-doro' }, {}]) {
      const env = { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ...project };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set.*unsigned/s);
    }
  });

  it('allows the emulator outside production, and refuses unsigned tokens only in production', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(loadConfig({ ...emulator, FIREBASE_PROJECT_ID: 'doro-prod' }).firebase).toMatchObject({
      authEmulatorHost: '127.0.0.1:9099',
      refuseEmulatorTokens: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://doro.app' }).firebase.refuseEmulatorTokens).toBe(
      true,
    );
  });

  it('allows production with a real project when the emulator is not configured', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'doro-prod', PUBLIC_URL: 'https://doro.app' })
        .isProduction,
    ).toBe(true);
  });

  it('rejects a port that is not a number and a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ DORO_PG_PORT: '70000' })).toThrow(/DORO_PG_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('reads rate limits as requests/seconds, with defaults, and rejects anything else', () => {
    const config = loadConfig({ DORO_RATE_LIMIT_CONTACT: '3 / 20', DORO_RATE_LIMIT_CHAT_MESSAGES: '7/1' });
    expect(config.rateLimits.contact).toEqual({ max: 3, windowSeconds: 20 });
    expect(config.chat.messageRateLimit).toEqual({ max: 7, windowSeconds: 1 });
    expect(config.rateLimits.promoCode).toEqual({ max: 10, windowSeconds: 60 });
    for (const bad of ['5', '0/60', '5/0', 'five/60', '5/60/2']) {
      expect(() => loadConfig({ DORO_RATE_LIMIT_SIGN_IN: bad })).toThrow(/DORO_RATE_LIMIT_SIGN_IN must be/);
    }
  });

  it('trusts no proxy unless TRUST_PROXY names a number of hops or the proxies, and never every address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://doro.app' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/anyone could pick their own/);
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', '1.2.3', '-1', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be/);
    }
  });

  it('needs PUBLIC_URL in production, an http(s) origin and nothing more; elsewhere it may be left unset', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Doro.example:443/' }).publicUrl).toBe('https://doro.example');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set in production/);
    for (const bad of [
      'doro.example',
      'ftp://doro.example',
      'https://doro.example/app',
      'https://a@doro.example',
      'https://doro.example/?x',
      'https://doro.example#top',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
    }
  });
});
