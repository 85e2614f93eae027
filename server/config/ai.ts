/** The reply model settings (DORO_AI_*): all three of base URL, key and model, or none for the offline engine. */
import type { AiConfig } from '../config';
import { ConfigError, minutesAsSeconds, text, wholeNumber, type Env } from './values';

export function loadAiConfig(env: Env): AiConfig {
  const baseUrl = text(env.DORO_AI_BASE_URL);
  const apiKey = text(env.DORO_AI_API_KEY);
  const model = text(env.DORO_AI_MODEL);
  const given = [baseUrl, apiKey, model].filter((value) => value !== undefined).length;
  if (given > 0 && given < 3) {
    throw new ConfigError(
      'DORO_AI_BASE_URL, DORO_AI_API_KEY and DORO_AI_MODEL go together: set all three to use a model, or none for ' +
        'the offline engine. (A local server without keys, such as Ollama, accepts any DORO_AI_API_KEY.)',
    );
  }
  if (baseUrl && !/^https?:\/\//.test(baseUrl)) {
    throw new ConfigError(`DORO_AI_BASE_URL must start with http:// or https://, got "${baseUrl}".`);
  }
  return {
    remote: baseUrl && apiKey && model ? { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model } : null,
    timeoutMs: Math.max(1, wholeNumber(env.DORO_AI_TIMEOUT_MS, 'DORO_AI_TIMEOUT_MS', 20_000)),
    maxRetries: wholeNumber(env.DORO_AI_MAX_RETRIES, 'DORO_AI_MAX_RETRIES', 2),
    secondOpinionTimeoutMs: Math.max(1, wholeNumber(env.DORO_AI_SAFETY_TIMEOUT_MS, 'DORO_AI_SAFETY_TIMEOUT_MS', 5_000)),
    noticeIntervalSeconds: minutesAsSeconds(env.DORO_AI_NOTICE_MINUTES, 'DORO_AI_NOTICE_MINUTES', 180),
    testUseScale: testUseScale(env),
  };
}

/**
 * DORO_TEST_USE_SCALE (tests only, like DORO_TEST_LAW_DATE): active use counts this many times faster towards the
 * periodic notices, so a browser test sees the hour a law gives pass in seconds while the intervals stay the law's.
 * Refused outside NODE_ENV=test: nowhere else may the notices come at other times than the law's.
 */
function testUseScale(env: Env): number {
  const raw = text(env.DORO_TEST_USE_SCALE);
  if (raw === undefined) return 1;
  if (text(env.NODE_ENV) !== 'test') {
    throw new ConfigError('DORO_TEST_USE_SCALE speeds up the notices for tests: set it only with NODE_ENV=test.');
  }
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale < 1) {
    throw new ConfigError(`DORO_TEST_USE_SCALE must be a number of at least 1, got "${raw}".`);
  }
  return scale;
}
