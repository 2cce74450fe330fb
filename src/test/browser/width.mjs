// No page may be wider than the screen: a page that is scrolls sideways as a whole, cutting off its fields and columns
// (a wide table scrolls inside its own box instead). Every page a journey's tab loads is measured once loaded, and
// again wherever the journey asks (after a script changed it); each measure is kept in seen.widths as {page, label,
// viewport, width} with, for a page too wide, the outermost elements that stick out. A page is as wide as its viewport
// when its document's scroll width is its client width.
import {mkdirSync} from 'node:fs';
import {basename} from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkAccessibility} from './axe.mjs';

// Each page measured once loaded is kept as target/screenshots/<journey>-<page>-<width>.png, the journey named by its
// script and the page by its path and query (a later load of the same page at the same width replaces it)
const screenshots = fileURLToPath(new URL('../../../target/screenshots/', import.meta.url));
const journey = basename(process.argv[1] ?? 'journey', '.mjs');
mkdirSync(screenshots, {recursive: true});

export function watchWidths(page, seen) {
  seen.widths ??= [];
  const pending = [];
  const keep = measured => {
    if (measured) {
      seen.widths.push(measured);
    }
  };
  // each page loaded is also checked by axe-core (axe.mjs), at the same viewport
  page.on('load', () => pending.push(widthOf(page, 'loaded').then(measured => {
    keep(measured);
    return measured && screenshot(page, measured);
  }), checkAccessibility(page, seen)));
  return {
    check: async label => keep(await widthOf(page, label)),
    settled: () => Promise.all(pending),
  };
}

async function screenshot(page, measured) {
  const name = measured.page.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9]+/g, '_') || 'home';
  const width = measured.viewport > 600 ? 1280 : 390;
  try {
    await page.screenshot({path: `${screenshots}${journey}-${name}-${width}.png`, fullPage: true});
  } catch (gone) {
    // the tab moved on meanwhile: the page it went to is kept when it loads
  }
}

async function widthOf(page, label) {
  try {
    return await page.evaluate(label => {
      const root = document.documentElement;
      const viewport = root.clientWidth;
      const width = root.scrollWidth;
      const culprits = [];
      if (width > viewport) {
        for (const element of document.body.querySelectorAll('*')) {
          const sticksOut = e => e.getBoundingClientRect().right > viewport + 0.5;
          if (sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement) && element.parentElement !== document.body)) {
            const name = element.tagName.toLowerCase() + (element.id ? `#${element.id}` : '') + (element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : '');
            culprits.push(`${name} (right edge ${Math.round(element.getBoundingClientRect().right)})`);
            if (culprits.length === 5) {
              break;
            }
          }
        }
      }
      return {page: location.pathname + location.search, label, viewport, width, culprits};
    }, label);
  } catch (gone) {
    // the tab moved on meanwhile: the next page is measured when it loads
    return null;
  }
}
