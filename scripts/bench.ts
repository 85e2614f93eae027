/**
 * `npm run bench`: what Doro costs a visitor, printed as JSON (and a short table on stderr).
 * - bundle: JavaScript and CSS bytes (gzip) each main route loads in Chromium, beside the landing budget.
 * - lighthouse: Lighthouse's mobile run of /, /login and /database.
 * It builds the app and starts its own server (fresh database folder, free ports) so it measures what ships.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import { chromiumFlags, chromiumPath } from './chromium';
import { freePort } from './ports';

const chromePath = chromiumPath;
const chromeFlags = chromiumFlags;
const routes = ['/', '/login', '/signup', '/database', '/plans', '/blog', '/about'];
const lighthouseRoutes = ['/', '/login', '/database'];
const landingBudget = 120 * 1024;

function build() {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function routeBytes(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const sizes: Record<string, { jsGzipBytes: number; cssGzipBytes: number }> = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending: Promise<void>[] = [];
      const totals = { jsGzipBytes: 0, cssGzipBytes: 0 };
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response
            .body()
            .then((body) => {
              totals[type === 'script' ? 'jsGzipBytes' : 'cssGzipBytes'] += gzipSync(body, { level: 9 }).length;
            })
            .catch(() => {}),
        );
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      sizes[route] = totals;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

async function lighthouseScores(baseUrl: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const scores: Record<string, Record<string, number | null>> = {};
  try {
    for (const route of lighthouseRoutes) {
      // A first run in a fresh Chromium sometimes yields no trace (a null score); one more run settles it.
      let categories: Record<string, { score: number | null } | undefined> = {};
      for (let attempt = 0; attempt < 2; attempt++) {
        const result = await lighthouse(baseUrl + route, { port: chrome.port, output: 'json', logLevel: 'error' });
        categories = result?.lhr.categories ?? {};
        if (Object.values(categories).every((category) => category?.score != null)) break;
      }
      scores[route] = Object.fromEntries(
        ['performance', 'accessibility', 'best-practices', 'seo'].map((key) => [key, categories[key]?.score ?? null]),
      );
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

build();
const dataDir = '.test-data/bench';
rmSync(dataDir, { recursive: true, force: true });
const server = await startServer(
  loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(await freePort()),
    DORO_DATA_DIR: dataDir,
    DORO_PG_PORT: String(await freePort()),
    DATABASE_URL: '',
  }),
);
const baseUrl = server.url.replace('127.0.0.1', 'localhost');
try {
  const bundle = await routeBytes(baseUrl);
  const scores = await lighthouseScores(baseUrl);
  const report = {
    date: new Date().toISOString(),
    bundle: { routes: bundle, landingJsBudgetGzipBytes: landingBudget, landingWithinBudget: (bundle['/']?.jsGzipBytes ?? Infinity) <= landingBudget },
    lighthouse: scores,
    chat: await (await import('./bench-chat')).benchChat(),
    safety: (await import('./bench-safety')).benchSafety(),
  };
  console.log(JSON.stringify(report, null, 2));
  console.error('\nroute            JS gzip   CSS gzip');
  for (const [route, size] of Object.entries(bundle))
    console.error(`${route.padEnd(16)} ${String(size.jsGzipBytes).padStart(8)} ${String(size.cssGzipBytes).padStart(9)}`);
  for (const [route, score] of Object.entries(scores)) console.error(`lighthouse ${route}: ${JSON.stringify(score)}`);
} finally {
  await server.close();
}
