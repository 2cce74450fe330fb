// Accessibility by a checker's measure: axe-core (its npm package, installed by npm ci) runs on every page a journey's
// tab loads, once loaded (width.mjs calls it wherever it measures a page's width), and keeps each violation of impact
// "serious" or "critical" in seen.axe as {page, viewport, id, impact, help, targets}; the test fails on any. Lesser
// findings are axe's advice, not kept.
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';

const source = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function checkAccessibility(page, seen) {
  seen.axe ??= [];
  seen.axeChecked ??= 0;
  try {
    await page.evaluate(await source);
    const found = await page.evaluate(async () => {
      const result = await window.axe.run(document, {resultTypes: ['violations']});
      return {
        page: location.pathname + location.search,
        viewport: document.documentElement.clientWidth,
        violations: result.violations
          .filter(v => v.impact === 'serious' || v.impact === 'critical')
          .map(v => ({id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map(n => n.target.join(' '))})),
      };
    });
    seen.axeChecked++;
    for (const violation of found.violations) {
      seen.axe.push({page: found.page, viewport: found.viewport, ...violation});
    }
  } catch (gone) {
    // the tab moved on meanwhile: the next page is checked when it loads
  }
}
