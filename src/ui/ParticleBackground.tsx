import { useEffect, useRef } from 'react';
import { MEDIA } from '../lib/ui-constants';
import * as styles from './ParticleBackground.css';
import { createParticles, type Particle, type ParticleMode, particleMode, stepParticles } from './particles';

interface ParticleBackgroundProps {
  /** 100 on auth pages, 200 elsewhere: see particleCountFor() in particles.ts. */
  count: number;
  /** Blog pages show no particles: nothing is rendered. */
  hidden?: boolean;
}

/**
 * A calm field of drifting dots behind the page. Decorative only: hidden from assistive technology and from the
 * pointer. Below the medium breakpoint it is hidden and does no work; under reduced motion it is a still image; while
 * the tab is hidden no frame is drawn.
 */
export function ParticleBackground({ count, hidden = false }: ParticleBackgroundProps) {
  if (hidden || count <= 0) return null;
  return <ParticleCanvas count={count} />;
}

function ParticleCanvas({ count }: { count: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return undefined;
    const wide = window.matchMedia(MEDIA.atLeastMedium);
    const reduced = window.matchMedia(MEDIA.reducedMotion);
    const computed = window.getComputedStyle(canvas); // live: follows theme changes
    // Placed in a unit square now, stretched to the canvas on its first layout.
    const particles: Particle[] = createParticles(count, 1, 1);
    let placed = false;
    let frame = 0;
    let lastTime = 0;
    let size = { width: 0, height: 0 };

    const draw = () => {
      context.clearRect(0, 0, size.width, size.height);
      context.fillStyle = computed.color;
      for (const particle of particles) {
        context.globalAlpha = particle.alpha;
        context.beginPath();
        context.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
        context.fill();
      }
      context.globalAlpha = 1;
    };

    const tick = (time: number) => {
      stepParticles(particles, lastTime ? time - lastTime : 0, size.width, size.height);
      lastTime = time;
      draw();
      frame = requestAnimationFrame(tick);
    };

    // Matches the canvas to its CSS size at the screen's pixel density; particles are spread only on the first
    // layout, so a resize does not make them jump.
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      size = { width: canvas.clientWidth, height: canvas.clientHeight };
      canvas.width = Math.round(size.width * ratio);
      canvas.height = Math.round(size.height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (!placed) {
        for (const particle of particles) {
          particle.x *= size.width;
          particle.y *= size.height;
        }
        placed = true;
      }
    };

    let mode: ParticleMode = 'off';
    const update = () => {
      cancelAnimationFrame(frame);
      lastTime = 0;
      mode = particleMode({ wideEnough: wide.matches, reducedMotion: reduced.matches, tabHidden: document.hidden });
      if (mode === 'off' || mode === 'paused') return;
      fit();
      if (mode === 'still') draw();
      else frame = requestAnimationFrame(tick);
    };

    const onResize = () => {
      if (mode !== 'off' && mode !== 'paused') update();
    };

    update();
    wide.addEventListener('change', update);
    reduced.addEventListener('change', update);
    document.addEventListener('visibilitychange', update);
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      wide.removeEventListener('change', update);
      reduced.removeEventListener('change', update);
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('resize', onResize);
    };
  }, [count]);

  // The count is on the element so tests and the inspector can read what the canvas draws.
  return (
    <canvas
      ref={canvasRef}
      className={styles.canvas}
      aria-hidden="true"
      data-testid="particle-background"
      data-particle-count={count}
    />
  );
}
