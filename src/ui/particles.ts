/**
 * The particle background's logic, apart from the canvas so it can be tested without a browser: how many particles
 * a page gets, whether to draw at all, and how particles drift.
 */
import type { LayoutKey } from '../lib/layout-key';
import { PARTICLES } from '../lib/ui-constants';

/** 100 on the auth pages, none on the blog, 200 elsewhere. */
export function particleCountFor(layout: LayoutKey): number {
  if (layout === 'blog') return 0;
  return layout === 'auth' ? PARTICLES.authCount : PARTICLES.defaultCount;
}

/**
 * - off: below the medium breakpoint the canvas is not shown, so nothing is computed or drawn;
 * - still: people who ask for reduced motion get one still frame;
 * - paused: the tab is hidden, so no frame is drawn until it comes back;
 * - animated: otherwise.
 */
export type ParticleMode = 'off' | 'still' | 'paused' | 'animated';

export function particleMode(screen: {
  wideEnough: boolean;
  reducedMotion: boolean;
  tabHidden: boolean;
}): ParticleMode {
  if (!screen.wideEnough) return 'off';
  if (screen.reducedMotion) return 'still';
  if (screen.tabHidden) return 'paused';
  return 'animated';
}

export interface Particle {
  x: number;
  y: number;
  /** Pixels per second. */
  vx: number;
  vy: number;
  radius: number;
  alpha: number;
}

/** Slow enough to feel calm: at most this many pixels per second on each axis. */
export const MAX_SPEED_PX_PER_S = 12;

export function createParticles(count: number, width: number, height: number, random = Math.random): Particle[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() * 2 - 1) * MAX_SPEED_PX_PER_S,
    vy: (random() * 2 - 1) * MAX_SPEED_PX_PER_S,
    radius: 1 + random() * 2,
    alpha: 0.15 + random() * 0.3,
  }));
}

/** The longest step taken at once: after a stall (a busy main thread), particles do not jump across the screen. */
export const MAX_STEP_MS = 100;

/**
 * Moves the particles by `elapsedMs`, wrapping around the edges. Changes them in place: at 60 frames a second, a new
 * array per frame would be garbage for nothing.
 */
export function stepParticles(particles: Particle[], elapsedMs: number, width: number, height: number): void {
  const seconds = Math.min(Math.max(elapsedMs, 0), MAX_STEP_MS) / 1000;
  for (const particle of particles) {
    particle.x = wrap(particle.x + particle.vx * seconds, width);
    particle.y = wrap(particle.y + particle.vy * seconds, height);
  }
}

function wrap(value: number, size: number): number {
  if (size <= 0) return 0;
  return ((value % size) + size) % size;
}
