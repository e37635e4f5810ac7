import { loadUntil } from './loadUntil';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/launchBrowser';
import { signIn } from '../e2e/support/signIn';
import { startE2eServer } from '../e2e/support/startE2eServer';
import { percentile } from './percentile';

/** The phone the issue names: 390 × 844, with the CPU slowed 4× as a mid-range phone's is. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const PHONE_CPU_SLOWDOWN = 4;

export interface PhoneScreenTiming {
  /** Navigation start to ready, each run, in ms. */
  runsMs: number[];
  medianMs: number;
}

export interface PhoneScreensResult {
  /** The lead board (/cm/use/lead): its first card laid out and visible. */
  leadBoard: PhoneScreenTiming;
  /** The new-lead form (/cm/use/lead/create): its first input enabled and taking focus. */
  newLeadForm: PhoneScreenTiming;
  runs: number;
  cpuSlowdown: number;
}

// The readiness checks run in the page, as source text: a function passed as such would carry
// the helpers tsx compiles into it, which the page does not have.
/** The board's first card has a box (drawn, not only in the DOM). */
const boardCardShown = `
  const card = document.querySelector('li[data-card-id]');
  return !!card && card.getBoundingClientRect().height > 0;`;

/** The form's first field takes focus: drawn, enabled and focusable. */
const formReadyToType = `
  const input = document.querySelector(
    'main form input:not([type="hidden"]):not([disabled]):not([readonly]), main form textarea:not([disabled])',
  );
  if (!input || input.getBoundingClientRect().height === 0) return false;
  input.focus();
  return document.activeElement === input;`;

async function timeRuns(page: Page, url: string, ready: string, runs: number) {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run++) runsMs.push(await loadUntil(page, url, ready));
  return { runsMs, medianMs: percentile(runsMs, 50) };
}

/**
 * Issue 12's phone benchmark in Chromium on the built app and the real server with the demo data:
 * at 390 × 844 with the CPU slowed 4× (DevTools protocol), the time from navigation start until
 * the lead board shows its cards and until the new-lead form is ready to type in, median of
 * `runs` fresh loads each (after one warm-up load that fills the HTTP cache, as a returning user's).
 * Expects dist/ to be built (production).
 *
 * @example const { leadBoard } = await measurePhoneScreens(5); console.log(leadBoard.medianMs);
 */
export async function measurePhoneScreens(runs = 5): Promise<PhoneScreensResult> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  const { page } = browser;
  try {
    // Signed in at the default size (signIn waits for the desk sidebar), then narrowed.
    await signIn(page, server.baseUrl, 'admin');
    await page.setViewportSize(PHONE_VIEWPORT);
    const board = `${server.baseUrl}/cm/use/lead`;
    const form = `${server.baseUrl}/cm/use/lead/create`;
    // Warm-up at full speed: the runs measure a returning user's load, not the first download.
    await loadUntil(page, board, boardCardShown);
    await loadUntil(page, form, formReadyToType);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    return {
      leadBoard: await timeRuns(page, board, boardCardShown, runs),
      newLeadForm: await timeRuns(page, form, formReadyToType, runs),
      runs,
      cpuSlowdown: PHONE_CPU_SLOWDOWN,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
