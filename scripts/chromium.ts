import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded browser (docs/testing.md), and the flags it always runs with here: the
// browser tests (playwright.config.ts) and the benches (bench/lib.ts) take both from this one place.

/** The whole browser: the benches measure what a student's Chromium does (Lighthouse, bytes on the wire). */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell of the same Chromium (package `chromium-headless-shell`, the
 * same engine without the desktop browser's user interface), which ran the browser tests in 7.4 minutes where the
 * whole browser took 9.6 on the same machine (docs/testing.md). Without the package, the whole browser.
 */
export const CHROMIUM_FOR_TESTS = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
