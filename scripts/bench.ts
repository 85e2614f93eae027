/**
 * `npm run bench`: measurements, printed as JSON. Sizes are what a browser downloads (gzip) for the landing page's
 * first load: the entry script, the modules it preloads, and the stylesheets index.html links.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function build() {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('vite build failed');
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
}

function landingAssets(html: string) {
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)];
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)];
  return { js: [...new Set(scripts.map((m) => m[1]!))], css: [...new Set(styles.map((m) => m[1]!))] };
}

build();
const html = readFileSync('dist/index.html', 'utf8');
const assets = landingAssets(html);
const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
const report = {
  date: new Date().toISOString(),
  bundle: {
    landing: {
      jsGzipBytes: sum(assets.js),
      cssGzipBytes: sum(assets.css),
      jsFiles: assets.js,
      cssFiles: assets.css,
      budgetJsGzipBytes: 120 * 1024,
    },
  },
};
console.log(JSON.stringify(report, null, 2));
