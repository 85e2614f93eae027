/**
 * How every tool here starts Chromium: Debian's build (browsers cannot be downloaded on these machines), with the
 * flags that keep it from reaching for the network, which is closed.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
