import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface TAxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * axe-core's violations on the page as it is now, one line per rule and element. Injected through the DevTools
 * protocol (page.evaluate), so the app's CSP, which refuses inline scripts, stays as it is.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const runner = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown }> } }
    ).axe;
    const result = await runner.run(document, { resultTypes: ['violations'] });
    return result.violations as TAxeViolation[];
  });
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.help}) at ${node.target.map(String).join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}
