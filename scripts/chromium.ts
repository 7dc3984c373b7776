/** Debian's Chromium and the flags every browser run here uses (tests, benchmark); never a downloaded browser. */
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A headless Chromium with a fresh temporary profile. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
