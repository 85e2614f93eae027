/**
 * How one environment setting is read: trimmed text, a port, minutes, a whole number, a rate limit; a bad value is a
 * ConfigError naming the variable and what it should be.
 */
import type { RateLimit } from '../config';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

export function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function portNumber(value: string | undefined, name: string, fallback: number): number {
  const raw = text(value);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  // Port 0 asks the kernel for a free port, which tests use.
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535, got "${raw}".`);
  }
  return port;
}

export function minutesAsSeconds(value: string | undefined, name: string, fallbackMinutes: number): number {
  const raw = text(value);
  if (raw === undefined) return fallbackMinutes * 60;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new ConfigError(`${name} must be a number of minutes above 0, got "${raw}".`);
  return Math.max(1, Math.round(minutes * 60));
}

export function rateLimit(value: string | undefined, name: string, fallback: string): RateLimit {
  const raw = text(value) ?? fallback;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  const [max, windowSeconds] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (max < 1 || windowSeconds < 1) {
    throw new ConfigError(`${name} must be "requests/seconds" with both at least 1 (e.g. 5/600), got "${raw}".`);
  }
  return { max, windowSeconds };
}

export function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  const raw = text(value);
  if (raw === undefined) return fallback;
  const number = Number(raw);
  if (!Number.isInteger(number) || number < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  return number;
}
