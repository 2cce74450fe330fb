// Issue 49.7: the organiser, signed in, reads on "What is going wrong" what each running piece of work is doing (a
// bot's skill job: whose, which version, on which rules, how many layouts of how many) and cancels the one that holds
// a CPU slot too long; the report then says so, at 1280 and at 390 wide. Every page loaded is measured (width.mjs).
// Prints what it saw, as JSON.
// Usage: node running-work.mjs <base url> <session cookie> <bot name> <screenshot prefix>
import {chromium} from 'playwright-core';
import {watchWidths} from './width.mjs';
import {words} from './text.mjs';

const [base, session, botName, screenshots] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {consoleErrors: []};
let page;

try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({viewport: {width, height: 900}});
    await context.addCookies([{name: 'admiralty-session', value: session, url: base}]);
    page = await context.newPage();
    page.on('console', message => message.type() === 'error' && seen.consoleErrors.push(message.text()));
    page.on('pageerror', error => seen.consoleErrors.push(String(error)));
    const widths = watchWidths(page, seen);
    await page.goto(`${base}/admin`);
    const row = page.locator('tr', {hasText: `skill score of ${botName}`});
    seen[`doing-${width}`] = words(await row.textContent());
    seen[`progress-${width}`] = await row.locator('progress').getAttribute('max');
    await page.screenshot({path: `${screenshots}-running-${width}.png`, fullPage: true});
    if (width === 1280) {
      await Promise.all([page.waitForURL(/\/admin\?done=cancelled$/), row.locator('text=Cancel').click()]);
      seen.cancelled = await page.textContent('main p[role=status]');
      await page.screenshot({path: `${screenshots}-cancelled-${width}.png`, fullPage: true});
    }
    await widths.settled();
    await context.close();
  }
  console.log(JSON.stringify(seen));
} catch (failure) {
  console.log(JSON.stringify({failure: String(failure), at: page && page.url(), seen}));
  process.exitCode = 1;
} finally {
  await browser.close();
}
