// Opens each page in Debian's Chromium at a desktop and a phone size, saves a full-page screenshot of each, and
// prints, per page and size, what a reader would notice: whether the page is wider than the screen, whether a
// script from the data ran (an alert, an <img src=x>), the console's errors, and the main text.
// Usage: node pages.mjs <base url> <screenshot folder> <name>=<path> ...
import {chromium} from 'playwright-core';

const [base, folder, ...pages] = process.argv.slice(2);
const sizes = {desktop: {width: 1280, height: 900}, phone: {width: 390, height: 844}};
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = [];
try {
  for (const [size, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({viewport, deviceScaleFactor: 1});
    for (const named of pages) {
      const [name, path] = named.split(/=(.*)/s);
      const page = await context.newPage();
      const report = {name, size, dialogs: [], errors: []};
      page.on('dialog', dialog => {
        report.dialogs.push(dialog.message());
        dialog.dismiss();
      });
      page.on('pageerror', error => report.errors.push(error.message));
      page.on('console', message => {
        if (message.type() === 'error') {
          report.errors.push(message.text());
        }
      });
      // a season page keeps its event stream open, so "network idle" never comes: wait for what each script does
      const response = await page.goto(base + path, {waitUntil: 'load'});
      if (await page.locator('#live-status').count() > 0) {
        await page.waitForSelector('#live-status[data-mode]');
      }
      if (await page.locator('.controls').count() > 0) {
        await page.waitForSelector('.controls:not([hidden])');
      }
      report.status = response.status();
      report.overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      report.injectedImages = await page.locator('img[src="x"]').count();
      report.text = await page.textContent('main');
      await page.screenshot({path: `${folder}/${name}-${size}.png`, fullPage: true});
      seen.push(report);
      await page.close();
    }
    await context.close();
  }
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
