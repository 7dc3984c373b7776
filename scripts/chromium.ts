/** Debian's Chromium and the flags every browser run here uses (tests, benchmark); never a downloaded browser. */
import { type Browser, chromium } from 'playwright-core';

/** Debian's `chromium`, the whole browser: what the benchmark's timings and Lighthouse measure, as readers run it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`, built from the same source as `chromium`: the same Blink and V8 without the
 * whole browser's tabs and window machinery, so a page load costs less CPU (bench/NOTES.md), and what Playwright runs
 * for headless tests itself. The browser tests drive it; `scripts/ensure-chromium.sh` installs it.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A headless Chromium (by default the whole browser) with a fresh temporary profile. */
export const launchChromium = (executablePath: string = chromiumPath): Promise<Browser> =>
  chromium.launch({ executablePath, args: chromiumFlags, headless: true });
