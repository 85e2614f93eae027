/**
 * `npm run bench`: one report of what Doro costs, each figure beside the target its issue names.
 * - bundle: JavaScript and CSS bytes (gzip) each main route loads in Chromium; landing JS <= 120 KB (issue 3).
 * - lighthouse: Lighthouse's mobile run of every main page, /profile signed in: performance and best practices
 *   >= 0.95 and accessibility 1.0 on each (issue 18), SEO >= 0.95 on the public ones.
 * - api: an authenticated read and a public one (GET /api/ptests/) beside a bare Fastify route at 64 connections,
 *   ratios >= 0.7 and >= 0.5 (issue 22, bench-api.ts).
 * - chat: 2,000 concurrent sessions at one message per 5 s each, 0 errors and p99 <= 50 ms server-added latency, the
 *   server memory one idle and one active session holds and the per-stage profile of a message; then the saturation
 *   throughput, sessions sending with no pause in steps until the server is the limit, >= 600 messages/s (issue 22,
 *   bench-chat.ts).
 * - safety: the crisis classifier on the team's corpus: each blind split as first scored, the dev split, recall per
 *   frame, p99 per message, and what the output guard replaced of the offline engine's words (bench-safety.ts).
 * - conversations: every persona of the conversation kit against the offline engine: the checks that failed, the
 *   repeats and copied runs among them (target 0 each), and the engine's mean time per reply (issue 17,
 *   bench-conversations.ts).
 * - testSuite: the last whole `npm test`'s step times (scripts/test.ts records them).
 * The readable table goes to stdout, the JSON to bench-report.json. It builds the app into a temporary folder (never
 * the shared dist/) and starts its own servers on free ports with fresh databases, so it measures what ships.
 * Speed figures depend on what else the machine is doing: the report records the load average beside them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import { benchApi } from './bench-api';
import { benchChat, benchChatSaturation } from './bench-chat';
import { benchConversations } from './bench-conversations';
import { chatUser } from '../tests/integration/chat-client';
import { TEST_USER_PASSWORD } from '../tests/integration/emulator-users';
import { benchSafety } from './bench-safety';
import { kb, renderTable, type TableRow } from './bench-table';
import { chromiumFlags, chromiumPath } from './chromium';
import { startAuthEmulator } from './emulator';
import { freePort } from './ports';
import { readTestTimes } from './test-times';

const bundleRoutes = ['/', '/login', '/signup', '/database', '/plans', '/blog', '/about'];
const lighthousePages = ['/', '/login', '/signup', '/database', '/plans', '/blog', '/about', '/challenge', '/profile'];
/** Pages Lighthouse reads signed in (it keeps the browser's storage for them); search engines never see them. */
const signedInPages = new Set(['/profile']);
const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof lighthouseCategories)[number];

const targets = {
  bundle: { route: '/', maxJsGzipBytes: 120 * 1024 },
  lighthouse: { minScores: { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 0.95 } },
  chat: { sessions: 2000, messagesPerSession: 5, thinkMs: 5000, errors: 0, maxP99FirstTokenMs: 50 },
  chatSaturation: { minMessagesPerSecond: 600 },
} as const;

const reportPath = resolve('bench-report.json');

function build(outDir: string) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function routeBytes(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const sizes: Record<string, { jsGzipBytes: number; cssGzipBytes: number }> = {};
  try {
    for (const route of bundleRoutes) {
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

/** The target of one category on one page: SEO only where search engines go. */
function lighthouseTarget(page: string, key: Category): number | undefined {
  if (key === 'seo' && signedInPages.has(page)) return undefined;
  return targets.lighthouse.minScores[key];
}

/** Signs a new account in, in the Chromium Lighthouse drives, so the signed-in pages open as its owner would see them. */
async function signInFor(baseUrl: string, port: number): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is needed to sign in for the signed-in pages');
  const user = await chatUser(baseUrl, host);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(TEST_USER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  } finally {
    // Disconnects only: the browser (chrome-launcher's) goes on, signed in.
    await browser.close();
  }
}

async function lighthouseScores(baseUrl: string) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const scores: Record<string, Record<Category, number | null>> = {};
  try {
    // The signed-out pages first, with Lighthouse's fresh storage; then one sign-in, kept for the rest.
    const ordered = [
      ...lighthousePages.filter((page) => !signedInPages.has(page)),
      ...lighthousePages.filter((page) => signedInPages.has(page)),
    ];
    let signedIn = false;
    for (const page of ordered) {
      const keepStorage = signedInPages.has(page);
      if (keepStorage && !signedIn) {
        await signInFor(baseUrl, chrome.port);
        signedIn = true;
      }
      // A first run in a fresh Chromium sometimes yields no trace (a null score); one more run settles it.
      let categories: Record<string, { score: number | null } | undefined> = {};
      for (let attempt = 0; attempt < 2; attempt++) {
        const result = await lighthouse(baseUrl + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: keepStorage,
        });
        categories = result?.lhr.categories ?? {};
        if (Object.values(categories).every((category) => category?.score != null)) break;
      }
      scores[page] = Object.fromEntries(
        lighthouseCategories.map((key) => [key, categories[key]?.score ?? null]),
      ) as Record<Category, number | null>;
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

/** Bundle and Lighthouse against the real server serving a fresh build from a temporary folder. */
async function measureSite() {
  const buildDir = mkdtempSync(join(tmpdir(), 'doro-bench-dist-'));
  const dataDir = resolve('.test-data/bench-site');
  rmSync(dataDir, { recursive: true, force: true });
  try {
    build(buildDir);
    const server = await startServer(
      loadConfig({
        ...process.env,
        // Production in all but name: production refuses the Auth emulator the bench signs in with, and 'bench' differs
        // from it only there and in HSTS and upgrade-insecure-requests (server/config.ts isProduction).
        NODE_ENV: 'bench',
        LOG_LEVEL: 'warn',
        PORT: String(await freePort()),
        DORO_DATA_DIR: dataDir,
        DORO_PG_PORT: String(await freePort()),
        DORO_STATIC_DIR: buildDir,
        DATABASE_URL: '',
      }),
    );
    // Lighthouse treats localhost as a secure origin, as a real deployment behind HTTPS would be.
    const baseUrl = server.url.replace('127.0.0.1', 'localhost');
    try {
      return { routes: await routeBytes(baseUrl), pages: await lighthouseScores(baseUrl) };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function testSuiteSection() {
  const times = readTestTimes();
  const run = times?.lastComplete ?? times?.latest ?? null;
  if (!run) return { lastRun: null, note: 'No run recorded yet: `npm test` records its step times.' };
  return {
    lastRun: run,
    note: run.complete
      ? 'The last whole `npm test` on this machine.'
      : 'Only part of the steps ran (no whole run recorded).',
  };
}

const startLoad = loadavg();
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? undefined : await startAuthEmulator();
if (emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
try {
  const site = await measureSite();
  const landingJs = site.routes[targets.bundle.route]?.jsGzipBytes ?? Infinity;
  const api = await benchApi();
  const { sessions, messagesPerSession, thinkMs } = targets.chat;
  const chat = await benchChat({ sessions, messagesPerSession, thinkMs });
  const chatSaturation = await benchChatSaturation();
  const safety = benchSafety();
  const conversations = await benchConversations();
  const testSuite = testSuiteSection();

  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverageAtStart: startLoad.map((load) => Math.round(load * 100) / 100) },
    bundle: { routes: site.routes, target: targets.bundle, pass: landingJs <= targets.bundle.maxJsGzipBytes },
    lighthouse: {
      pages: site.pages,
      target: targets.lighthouse,
      pass: lighthousePages.every((page) =>
        lighthouseCategories.every((key) => {
          const target = lighthouseTarget(page, key);
          return target === undefined || (site.pages[page]?.[key] ?? -1) >= target;
        }),
      ),
    },
    api,
    chat: {
      ...chat,
      target: targets.chat,
      pass: chat.errors === targets.chat.errors && chat.firstTokenMs.p99 <= targets.chat.maxP99FirstTokenMs,
    },
    chatSaturation: {
      ...chatSaturation,
      target: targets.chatSaturation,
      pass: chatSaturation.messagesPerSecond >= targets.chatSaturation.minMessagesPerSecond,
    },
    safety: { ...safety, pass: safety.meetsTargets },
    conversations: { ...conversations, pass: conversations.failedChecks === 0 },
    testSuite,
  };
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);

  const rows: TableRow[] = [];
  for (const [route, size] of Object.entries(site.routes)) {
    const landing = route === targets.bundle.route;
    rows.push({
      section: 'bundle',
      figure: `${route} JS / CSS gzip`,
      value: `${kb(size.jsGzipBytes)} / ${kb(size.cssGzipBytes)}`,
      target: landing ? `JS <= ${kb(targets.bundle.maxJsGzipBytes)}` : undefined,
      pass: landing ? report.bundle.pass : undefined,
    });
  }
  for (const [page, scores] of Object.entries(site.pages)) {
    for (const key of lighthouseCategories) {
      const target = lighthouseTarget(page, key);
      const score = scores[key];
      rows.push({
        section: 'lighthouse',
        figure: `${page} ${key}`,
        value: score === null ? 'no score' : String(score),
        target: target === undefined ? undefined : `>= ${target}`,
        pass: target === undefined ? undefined : score !== null && score >= target,
      });
    }
  }
  const apiServers = [
    ['authenticated', api.authenticated],
    ['public', api.public],
    ['bare', api.bare],
    ['bare + one query', api.bareQuery],
  ] as const;
  for (const [name, figures] of apiServers) {
    rows.push(
      { section: 'api', figure: `${name} ${figures.url} req/s`, value: String(figures.requestsPerSecond) },
      {
        section: 'api',
        figure: `${name} p50 / p99 latency`,
        value: `${figures.latencyMs.p50} / ${figures.latencyMs.p99} ms`,
      },
      {
        section: 'api',
        figure: `${name} errors / non-2xx`,
        value: `${figures.errors} / ${figures.non2xx}`,
        target: '0 / 0',
        pass: figures.errors + figures.non2xx === 0,
      },
      { section: 'api', figure: `${name} server CPU per request`, value: `${figures.serverCpuMicrosPerRequest} µs` },
    );
  }
  const { hits, misses } = api.authenticated.profileCache;
  rows.push({ section: 'api', figure: 'authenticated: profile cache hits / misses', value: `${hits} / ${misses}` });
  const publicCache = api.public.publicCache;
  rows.push({
    section: 'api',
    figure: 'public: public cache hits / misses',
    value: `${publicCache.hits} / ${publicCache.misses}`,
  });
  rows.push({
    section: 'api',
    figure: 'ratio authenticated / bare (median of rounds; of totals)',
    value: `${api.ratio} (${api.ratioOfTotals.authenticated})`,
    target: `>= ${api.target.minRatio}`,
    pass: api.ratio >= api.target.minRatio,
  });
  rows.push({
    section: 'api',
    figure: 'ratio public (GET /api/ptests/) / bare (median of rounds; of totals)',
    value: `${api.publicRatio} (${api.ratioOfTotals.public})`,
    target: `>= ${api.target.minPublicRatio}`,
    pass: api.publicRatio >= api.target.minPublicRatio,
  });
  rows.push({
    section: 'api',
    figure: 'bare + one query / bare (a read that queries)',
    value: String(api.bareQueryRatio),
  });
  rows.push(
    {
      section: 'chat',
      figure: `${chat.sessions} sessions, a message per ${chat.thinkMs / 1000} s each: messages/s`,
      value: String(chat.messagesPerSecond),
    },
    {
      section: 'chat',
      figure: 'CPU per message: server / database',
      value: `${chat.serverCpuMsPerMessage} / ${chat.databaseCpuMsPerMessage ?? '-'} ms`,
    },
    { section: 'chat', figure: 'first token p50', value: `${chat.firstTokenMs.p50} ms` },
    {
      section: 'chat',
      figure: 'first token p99',
      value: `${chat.firstTokenMs.p99} ms`,
      target: `<= ${targets.chat.maxP99FirstTokenMs} ms`,
      pass: chat.firstTokenMs.p99 <= targets.chat.maxP99FirstTokenMs,
    },
    { section: 'chat', figure: 'errors', value: String(chat.errors), target: '0', pass: chat.errors === 0 },
    { section: 'chat', figure: 'peak server memory', value: `${chat.peakServerRssMb} MB` },
    {
      section: 'chat',
      figure: `memory per idle session (${chat.memoryPerSession.idleSessions}): JS / resident`,
      value: `${chat.memoryPerSession.idle.jsKb} / ${chat.memoryPerSession.idle.rssKb} kB`,
    },
    {
      section: 'chat',
      figure: `memory per active session (${chat.memoryPerSession.activeSessions}): JS / resident`,
      value: `${chat.memoryPerSession.active.jsKb} / ${chat.memoryPerSession.active.rssKb} kB`,
    },
  );
  // The per-stage profile of a user message (server/chat/message-stages.ts), over the sessions' talking time.
  for (const stage of chat.stages) {
    rows.push({
      section: 'chat stage',
      figure: `${stage.stage} (${stage.count}): p50 / p99, share of server CPU`,
      value: `${stage.p50Ms} / ${stage.p99Ms} ms, ${stage.cpuPercent} %`,
    });
  }
  rows.push({ section: 'chat stage', figure: 'server CPU while talking', value: `${chat.serverCpuSeconds} s` });
  for (const step of chatSaturation.steps) {
    rows.push({
      section: 'chat saturation',
      figure: `${step.sessions} sessions, no pause: messages/s (first token p99, errors, CPU/message server+db)`,
      value: `${step.messagesPerSecond} (${step.firstTokenMs.p99} ms, ${step.errors}, ${step.serverCpuMsPerMessage}+${step.databaseCpuMsPerMessage ?? '-'} ms)`,
    });
  }
  rows.push({
    section: 'chat saturation',
    figure: 'saturation throughput (best step with 0 errors)',
    value: `${chatSaturation.messagesPerSecond} messages/s`,
    target: `>= ${targets.chatSaturation.minMessagesPerSecond}`,
    pass: chatSaturation.messagesPerSecond >= targets.chatSaturation.minMessagesPerSecond,
  });
  const { targets: safetyTargets } = safety;
  for (const blind of safety.blindAsFirstScored) {
    const name = `blind ${blind.set} (${blind.lines} lines, first scored ${blind.scoredAt.slice(0, 10)})`;
    rows.push(
      {
        section: 'safety',
        figure: `${name}: recall`,
        value: String(blind.recall),
        target: `>= ${safetyTargets.recall}`,
        pass: blind.recall >= safetyTargets.recall,
      },
      {
        section: 'safety',
        figure: `${name}: false alarms`,
        value: String(blind.falseAlarmRate),
        target: `<= ${safetyTargets.falseAlarmRate}`,
        pass: blind.falseAlarmRate <= safetyTargets.falseAlarmRate,
      },
      {
        section: 'safety',
        figure: `${name}: imminent below urgent`,
        value: String(blind.imminentBelowUrgent),
        target: '0',
        pass: blind.imminentBelowUrgent === 0,
      },
    );
  }
  for (const [split, score] of Object.entries(safety.corpus.bySplit)) {
    rows.push({
      section: 'safety',
      figure: `${split} split (${score.lines} lines): recall / false alarms`,
      value: `${score.recall} / ${score.falseAlarmRate}`,
    });
  }
  for (const [frame, score] of Object.entries(safety.devByFrame)) {
    const figure = score.recall === null ? 'false alarms' : 'recall';
    rows.push({
      section: 'safety',
      figure: `dev ${frame}: ${figure} (${score.lines})`,
      value: String(score.recall ?? score.falseAlarmRate),
    });
  }
  for (const [lang, score] of Object.entries(safety.devByLanguage)) {
    rows.push({
      section: 'safety',
      figure: `dev language ${lang}: recall / false alarms (${score.lines})`,
      value: `${score.recall} / ${score.falseAlarmRate}`,
    });
  }
  rows.push({
    section: 'safety',
    figure: 'time per message p50 / p99',
    value: `${safety.timingMicroseconds.p50} / ${safety.timingMicroseconds.p99} µs`,
    target: `p99 <= ${safetyTargets.p99Microseconds} µs`,
    pass: safety.timingMicroseconds.p99 <= safetyTargets.p99Microseconds,
  });
  const { outputGuard } = safety;
  const replaced = Object.entries(outputGuard.replacedByCategory);
  rows.push({
    section: 'safety',
    figure: `output guard on the offline engine (${outputGuard.fixedTexts} texts, ${outputGuard.replies} replies): replaced`,
    value: replaced.length === 0 ? '0' : replaced.map(([category, count]) => `${category} ${count}`).join(', '),
    target: '0',
    pass: replaced.length === 0,
  });
  rows.push(
    {
      section: 'conversations',
      figure: `failed checks (${conversations.personas} personas, ${conversations.replies} replies, ${conversations.checksPerReply} checks each)`,
      value: String(conversations.failedChecks),
      target: '0',
      pass: conversations.failedChecks === 0,
    },
    {
      section: 'conversations',
      figure: 'repeated questions or offers',
      value: String(conversations.repeats),
      target: '0',
      pass: conversations.repeats === 0,
    },
    {
      section: 'conversations',
      figure: 'copied runs of 8 words',
      value: String(conversations.copiedRuns),
      target: '0',
      pass: conversations.copiedRuns === 0,
    },
    {
      section: 'conversations',
      figure: 'offline engine time per reply: mean / p99',
      value: `${conversations.replyMilliseconds.mean} / ${conversations.replyMilliseconds.p99} ms`,
    },
  );
  const run = testSuite.lastRun;
  if (!run) rows.push({ section: 'test suite', figure: 'last run', value: 'none recorded' });
  else {
    rows.push({
      section: 'test suite',
      figure: `total (${run.date}${run.complete ? '' : ', partial'})`,
      value: `${run.totalSeconds} s`,
    });
    for (const step of run.steps)
      rows.push({ section: 'test suite', figure: step.name, value: `${step.seconds} s${step.ok ? '' : ' (failed)'}` });
  }

  console.log(renderTable(rows));
  console.log(`\nload average at start: ${report.machine.loadAverageAtStart.join(' ')} on ${report.machine.cpus} CPUs`);
  console.log(`JSON report: ${reportPath}`);
} finally {
  await emulator?.stop();
}
