// Debian's Chromium, never a downloaded browser (docs/testing.md), and the flags it always runs with here: the
// browser tests (playwright.config.ts) and the benches (bench/lib.ts) take both from this one place.
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
