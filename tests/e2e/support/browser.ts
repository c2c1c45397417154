import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with a fresh profile (launchPersistentContext takes the dir). */
export async function launchBrowser(
  opts: { width?: number; height?: number } = {},
): Promise<Browser> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Console errors and uncaught exceptions of a page; expected 404 documents can be let through. */
export function watchErrors(page: Page): { errors: string[] } {
  const state = { errors: [] as string[] };
  page.on('console', (m) => {
    if (m.type() === 'error') state.errors.push(m.text());
  });
  page.on('pageerror', (e) => state.errors.push(String(e)));
  return state;
}

/** axe violations of impact serious or critical, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
