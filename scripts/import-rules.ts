/**
 * The one-way import flow of DEVELOPERS.md, as data:
 * features -> machines, ui, lib -> contract; server -> contract only; nothing imports a feature (but the app shell,
 * which composes them); machines import no React.
 */
import { posix } from 'node:path';

export type Layer = 'app' | 'feature' | 'machines' | 'ui' | 'lib' | 'contract' | 'server' | 'other';

export interface Place {
  layer: Layer;
  /** The feature's folder name, for layer 'feature'. */
  feature?: string;
}

export function placeOf(file: string): Place {
  const parts = file.split('/');
  if (parts[0] === 'server') return { layer: 'server' };
  if (parts[0] !== 'src') return { layer: 'other' };
  switch (parts[1]) {
    case 'app':
      return { layer: 'app' };
    case 'features':
      return { layer: 'feature', feature: parts[2] };
    case 'machines':
    case 'ui':
    case 'lib':
    case 'contract':
      return { layer: parts[1] };
    default:
      return { layer: 'other' };
  }
}

const reactPackages = /^(react|react-dom|@xstate\/react|@tanstack\/react-[a-z-]+|radix-ui)(\/|$)/;

/** What each layer may import from the project's own layers. */
const allowedLayers: Record<Layer, readonly Layer[]> = {
  app: ['app', 'feature', 'machines', 'ui', 'lib', 'contract', 'other'],
  feature: ['feature', 'machines', 'ui', 'lib', 'contract'],
  machines: ['machines', 'lib', 'contract'],
  ui: ['ui', 'lib', 'contract'],
  lib: ['lib', 'contract'],
  contract: ['contract'],
  server: ['server', 'contract'],
  other: ['app', 'feature', 'machines', 'ui', 'lib', 'contract', 'server', 'other'],
};

/**
 * Returns why `from` may not import `specifier`, or null when it may.
 * `from` is a repository-relative posix path; relative specifiers are resolved against it.
 */
export function importViolation(from: string, specifier: string): string | null {
  const source = placeOf(from);
  if (!specifier.startsWith('.')) {
    if (source.layer === 'machines' && reactPackages.test(specifier))
      return `machines import no React ("${specifier}")`;
    // Tests may use their runner; the rule is about what ships.
    if (source.layer === 'contract' && !isTest(from) && !/^(zod|@ts-rest\/core)(\/|$)/.test(specifier))
      return `the contract depends on zod and @ts-rest/core only ("${specifier}")`;
    return null;
  }
  const target = posix.normalize(posix.join(posix.dirname(from), specifier));
  const destination = placeOf(target);
  if (source.layer === 'feature' && destination.layer === 'feature' && destination.feature !== source.feature)
    return `a feature never imports another feature (${source.feature} -> ${destination.feature})`;
  if (!allowedLayers[source.layer].includes(destination.layer))
    return `${source.layer} may not import ${destination.layer} (${target})`;
  if (destination.layer === 'server' && source.layer !== 'server' && source.layer !== 'other')
    return `the browser never imports the server (${target})`;
  return null;
}

function isTest(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Every module specifier in a source text, with its 1-based line. */
export function importsOf(text: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ specifier, line });
  }
  return found;
}
