// A team member signs in and opens their team's page of one game (its bot's stderr lines beside their moves, its
// tags), then the replay, where the lines of the step shown are marked and follow the step as the controls move it.
// Prints what it saw, as JSON; screenshots at 1280 and 390 wide; every page loaded is measured against its viewport
// (width.mjs).
// Usage: node own-game-view.mjs <base url> <email> <password> <team page of the game> <screenshot prefix>
import {chromium} from 'playwright-core';
import {watchWidths} from './width.mjs';

const [base, email, password, gamePath, screenshots] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {consoleErrors: []};
try {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({viewport: {width, height: 900}});
    const page = await context.newPage();
    const widths = watchWidths(page, seen);
    page.on('console', message => message.type() === 'error' && seen.consoleErrors.push(message.text()));
    await page.goto(`${base}/sign-in`);
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', password);
    await Promise.all([page.waitForURL(/\/sign-in$/), page.click('form button[type=submit]')]);

    await page.goto(base + gamePath);
    seen[`heading${width}`] = await page.textContent('h1');
    seen.tags = await page.$$eval('p.notes span.tag', spans => spans.map(s => s.textContent));
    seen.metrics = await page.$$eval('p.notes span.metric', spans => spans.map(s => s.textContent));
    seen.logHeadings = await page.$$eval('section.stderr h2', hs => hs.map(h => h.textContent));
    seen.logRows = await page.$$eval('table.log tbody tr', rows =>
      rows.slice(0, 6).map(row => [...row.querySelectorAll('td')].map(td => td.textContent)));
    await page.screenshot({path: `${screenshots}-team-${width}.png`, fullPage: true});

    // the first move's step, from the line's link; then one step on with the replay's own control
    const step = await page.$eval('table.log tbody tr:nth-child(5) a', a => a.getAttribute('href'));
    await page.goto(base + step);
    seen[`markedAt${width}`] = await page.$$eval('#logs li.now', lines => lines.map(l => l.textContent));
    await page.click('#last');
    seen[`markedAtEnd${width}`] = await page.$$eval('#logs li.now', lines => lines.map(l => l.textContent));
    await page.click('#first');
    seen[`markedAtStart${width}`] = await page.$$eval('#logs li.now', lines => lines.map(l => l.textContent));
    await widths.check('stepped');
    await page.screenshot({path: `${screenshots}-replay-${width}.png`, fullPage: true});
    await widths.settled();
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(seen));
