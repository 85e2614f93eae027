/**
 * Writes /sw.js into the build from src/service-worker/sw.js, with two things only the build knows: a version that
 * changes whenever any built file does (so browsers install the new worker, which drops the old cache), and the
 * app shell's files (the entry script, the chunks it imports at once, and their styles), which the worker keeps
 * on install. Not in development: the dev server serves no worker (src/lib/service-worker.ts registers it only in
 * the build).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

export const SERVICE_WORKER_SOURCE = 'src/service-worker/sw.js';

/** The entry chunk, what it imports statically, and the styles of all of them, as root paths ("/assets/..."). */
export function shellFiles(bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(`/${fileName}`)) return;
    files.add(`/${fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type === 'chunk' && output.isEntry) visit(fileName);
  }
  return [...files].toSorted();
}

/** The worker's source with the build's version and shell put in; throws if a placeholder is missing. */
export function buildServiceWorker(source: string, version: string, shell: readonly string[]): string {
  const filled = source
    .replace("'__DORO_SW_VERSION__'", JSON.stringify(version))
    .replace('/* __DORO_SW_SHELL__ */ []', JSON.stringify(shell));
  if (filled.includes('__DORO_SW_')) throw new Error(`${SERVICE_WORKER_SOURCE}: a placeholder was not filled in`);
  return filled;
}

export function serviceWorker(): Plugin {
  return {
    name: 'doro-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle).toSorted();
      const version = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(SERVICE_WORKER_SOURCE, 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: buildServiceWorker(source, version, shellFiles(bundle)),
      });
    },
  };
}
