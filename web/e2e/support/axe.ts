import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The widths every audited page is checked at: a desktop and a phone. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * axe's WCAG 2.1 AA violations on the page as it comes to rest, one line an element, named by
 * `where`, with axe's reason. The audit waits for every transition that ends (a toast fading in
 * or out): part-way through, its colours are blends no reader is left with. A transition that
 * starts while axe reads the page (a toast timing out) makes it read the page again, at rest.
 */
export async function axeFailures(page: Page, where: string): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    );
    await page.evaluate(() => {
      const state = window as unknown as { transitionsDuringAudit: number };
      state.transitionsDuringAudit = 0;
      document.addEventListener('transitionstart', () => (state.transitionsDuringAudit += 1));
      document.addEventListener('animationstart', () => (state.transitionsDuringAudit += 1));
    });
    // Legacy mode runs axe in the page itself; the default opens a second page to put the frames'
    // results together, which doubles an audit's time and is needed only for cross-origin frames,
    // which no audited page has.
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode()
      .analyze();
    const moved = await page.evaluate(() => (window as unknown as { transitionsDuringAudit: number }).transitionsDuringAudit);
    if (moved > 0 && attempt < 3) continue;
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => {
        const reason = [...node.any, ...node.all, ...node.none][0]?.message;
        return `${where}: ${violation.id} (${node.target.join(' ')})${reason ? `: ${reason}` : ''}`;
      }),
    );
  }
}
