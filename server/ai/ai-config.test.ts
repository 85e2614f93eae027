import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const model = { DORO_AI_BASE_URL: 'http://127.0.0.1:11434/v1/', DORO_AI_API_KEY: 'ollama', DORO_AI_MODEL: 'llama3.1' };

describe('the AI configuration', () => {
  it('uses the offline engine when nothing is set, with a 3-hour notice interval', () => {
    expect(loadConfig({}).ai).toEqual({
      remote: null,
      timeoutMs: 20_000,
      maxRetries: 2,
      secondOpinionTimeoutMs: 5000,
      noticeIntervalSeconds: 10_800,
      testUseScale: 1,
    });
  });

  it('selects the model when all three are set, without a trailing slash', () => {
    const { ai } = loadConfig({
      ...model,
      DORO_AI_TIMEOUT_MS: '5000',
      DORO_AI_MAX_RETRIES: '0',
      DORO_AI_SAFETY_TIMEOUT_MS: '800',
    });
    expect(ai.remote).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'ollama', model: 'llama3.1' });
    expect(ai).toMatchObject({ timeoutMs: 5000, maxRetries: 0, secondOpinionTimeoutMs: 800 });
  });

  it('refuses some but not all of the three, and a base URL that is not http(s)', () => {
    expect(() => loadConfig({ DORO_AI_BASE_URL: model.DORO_AI_BASE_URL })).toThrow(ConfigError);
    expect(() => loadConfig({ ...model, DORO_AI_MODEL: ' ' })).toThrow(/go together/);
    expect(() => loadConfig({ ...model, DORO_AI_BASE_URL: 'ftp://x' })).toThrow(/http/);
    expect(() => loadConfig({ DORO_AI_TIMEOUT_MS: 'soon' })).toThrow(/whole number/);
  });

  it('takes a use scale for the notices under NODE_ENV=test only, and refuses one below 1', () => {
    expect(loadConfig({ NODE_ENV: 'test', DORO_TEST_USE_SCALE: '720' }).ai.testUseScale).toBe(720);
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadConfig({ NODE_ENV, PUBLIC_URL: 'https://doro.example', DORO_TEST_USE_SCALE: '720' })).toThrow(
        /only with NODE_ENV=test/,
      );
    }
    expect(() => loadConfig({ NODE_ENV: 'test', DORO_TEST_USE_SCALE: '0.5' })).toThrow(/at least 1/);
    expect(() => loadConfig({ NODE_ENV: 'test', DORO_TEST_USE_SCALE: 'fast' })).toThrow(/at least 1/);
  });
});
