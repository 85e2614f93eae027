import { describe, expect, it } from 'vitest';
import { layoutKeys } from '../lib/layout-key';
import {
  createParticles,
  MAX_SPEED_PX_PER_S,
  MAX_STEP_MS,
  type Particle,
  particleCountFor,
  particleMode,
  stepParticles,
} from './particles';

/** A small deterministic generator, so the tests do not depend on Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('particle counts', () => {
  it('are 100 on auth pages, none on the blog and 200 elsewhere', () => {
    const counts = Object.fromEntries(layoutKeys.map((key) => [key, particleCountFor(key)]));
    expect(counts).toEqual({
      home: 200,
      auth: 100,
      questionnaires: 200,
      chat: 200,
      chatLight: 200,
      profile: 200,
      blog: 0,
      default: 200,
    });
  });
});

describe('particleMode', () => {
  it('does nothing at all below the medium breakpoint, whatever else holds', () => {
    for (const reducedMotion of [false, true]) {
      for (const tabHidden of [false, true]) {
        expect(particleMode({ wideEnough: false, reducedMotion, tabHidden })).toBe('off');
      }
    }
  });

  it('stands still under reduced motion', () => {
    expect(particleMode({ wideEnough: true, reducedMotion: true, tabHidden: false })).toBe('still');
  });

  it('pauses while the tab is hidden and animates otherwise', () => {
    expect(particleMode({ wideEnough: true, reducedMotion: false, tabHidden: true })).toBe('paused');
    expect(particleMode({ wideEnough: true, reducedMotion: false, tabHidden: false })).toBe('animated');
  });
});

describe('createParticles', () => {
  it('makes the asked number of particles inside the canvas, slow and faint', () => {
    const particles = createParticles(200, 800, 600, seeded(1));
    expect(particles).toHaveLength(200);
    for (const made of particles) {
      expect(made.x).toBeGreaterThanOrEqual(0);
      expect(made.x).toBeLessThan(800);
      expect(made.y).toBeGreaterThanOrEqual(0);
      expect(made.y).toBeLessThan(600);
      expect(Math.abs(made.vx)).toBeLessThanOrEqual(MAX_SPEED_PX_PER_S);
      expect(Math.abs(made.vy)).toBeLessThanOrEqual(MAX_SPEED_PX_PER_S);
      expect(made.alpha).toBeLessThanOrEqual(0.45);
    }
  });

  it('makes none for a count of zero or less', () => {
    expect(createParticles(0, 800, 600)).toEqual([]);
    expect(createParticles(-3, 800, 600)).toEqual([]);
  });
});

function particle(x: number, y: number, vx: number, vy: number): Particle {
  return { x, y, vx, vy, radius: 1, alpha: 0.3 };
}

describe('stepParticles', () => {
  it('moves each particle by its velocity over the elapsed time', () => {
    const particles = [particle(100, 100, 10, -5)];
    stepParticles(particles, 50, 800, 600);
    expect(particles[0]).toMatchObject({ x: 100.5, y: 99.75 });
  });

  it('wraps around the edges', () => {
    const particles = [particle(799.5, 0.2, 10, -10)];
    stepParticles(particles, 100, 800, 600);
    expect(particles[0]!.x).toBeCloseTo(0.5);
    expect(particles[0]!.y).toBeCloseTo(599.2);
  });

  it('never jumps further than one long step after a stall', () => {
    const particles = [particle(100, 100, 10, 0)];
    stepParticles(particles, 60_000, 800, 600);
    expect(particles[0]!.x).toBeCloseTo(100 + (10 * MAX_STEP_MS) / 1000);
  });
});
