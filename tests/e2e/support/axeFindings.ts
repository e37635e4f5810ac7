import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The rules the issue asks for: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a check; moderate and minor ones are reported by nobody. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** axe-core's browser bundle, read from the installed package (no copy kept in the repo). */
const axeScriptPath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One serious or critical finding, in words that say what to fix and where. */
function describeFinding(result: Result): string[] {
  return result.nodes.map(
    (node) =>
      `${result.id} (${result.impact ?? 'unknown'}) at ${node.target.join(' ')} ${node.html.slice(0, 160)}:` +
      ` ${result.help} [${node.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''}]`,
  );
}

/**
 * Runs axe-core in the page (injected once per document) with the WCAG 2.1 A/AA rules and
 * returns every serious or critical finding as a line: rule id, impact, target selectors, help.
 *
 * @example
 * const findings = await seriousAxeFindings(page);
 * expect(findings).toEqual([]);
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Contrast is computed with opacity: a dialog or dropdown still fading in would be misjudged.
  // Finite animations only (a spinner's never ends); cancelled ones count as done.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? 0))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ path: axeScriptPath });
  const results = await page.evaluate(
    async (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    WCAG_TAGS,
  );
  return results.violations
    .filter((result) => FAILING_IMPACTS.has(result.impact ?? ''))
    .flatMap(describeFinding);
}

/**
 * Checks a page with axe (see seriousAxeFindings) and records a failure naming `context` and
 * listing each finding. A soft expectation: a walk through several screens reports them all
 * in one run instead of stopping at the first.
 *
 * @example
 * await expectNoSeriousAxeFindings(page, 'lead board at 390×844');
 */
export async function expectNoSeriousAxeFindings(page: Page, context: string): Promise<void> {
  const findings = await seriousAxeFindings(page);
  expect
    .soft(findings, `serious or critical axe findings on ${context}:\n${findings.join('\n')}\n`)
    .toEqual([]);
}
