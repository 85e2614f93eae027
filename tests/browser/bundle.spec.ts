/**
 * Issue 9, item 1: the Stately inspector is for development only (decision 015). The built files must hold none of
 * its code: src/lib/inspector-start.ts is reached only through a dynamic import under `import.meta.env.DEV`, which
 * the production build drops. A static import anywhere would put the package into a chunk, and this test fails.
 * The built site asked for the inspector (`?inspect`) must not open it either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const distDir = process.env.DORO_DIST_DIR || 'dist';

/** String literals of @statelyai/inspect's code: minifying keeps them, so they mark the package wherever it lands. */
const INSPECTOR_MARKERS = [
  '@statelyai.connected',
  'xstateinspector',
  'stately.ai/inspect',
  'stately.ai/registry/api/sky',
  'inspector cannot be started',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The text of a built file, the precompressed copies (.gz, .br) unpacked so they are searched too. */
function textOf(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

test('the markers are really in the inspector package, so finding none of them means something', () => {
  const require = createRequire(import.meta.url);
  const packageCode = readFileSync(require.resolve('@statelyai/inspect'), 'utf8');
  for (const marker of INSPECTOR_MARKERS) expect(packageCode).toContain(marker);
});

test('no built file (scripts, source maps, precompressed copies) contains the inspector', () => {
  const files = filesUnder(distDir);
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);

  const found = files.flatMap((file) => {
    const text = textOf(file);
    const markers = INSPECTOR_MARKERS.filter((marker) => text.includes(marker));
    return markers.length > 0 || /inspector-start/.test(file) ? [{ file: relative(distDir, file), markers }] : [];
  });
  expect(found).toEqual([]);
});

test('asking the built site for the inspector opens nothing and fetches nothing from Stately', async ({ page }) => {
  const statelyRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('stately.ai')) statelyRequests.push(request.url());
  });
  let popups = 0;
  page.on('popup', () => void (popups += 1));

  await page.goto('/?inspect');
  await expect(page.locator('main h1')).toBeVisible();
  // A visitor asking for the chat is sent to log in, where the auth actor starts: an inspector would be handed to it.
  await page.goto('/doro-chat?inspect');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('main h1')).toBeVisible();

  expect(popups).toBe(0);
  expect(statelyRequests).toEqual([]);
});
