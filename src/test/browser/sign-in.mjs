// Follows an invite link as a newcomer: makes an account through the form, which signs them in, and signs in again
// at 390 wide; looks at what the page's scripts can read of the session cookie, signs out. Prints what it saw, as
// JSON; screenshots at 1280 and 390 wide; every page loaded is measured against its viewport (width.mjs).
// Usage: node sign-in.mjs <invite url> <email> <password> <screenshot prefix>
import {chromium} from 'playwright-core';
import {watchWidths} from './width.mjs';

const [url, email, password, screenshots] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {consoleErrors: []};
let page;
try {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({viewport: {width, height: 900}});
    page = await context.newPage();
    const widths = watchWidths(page, seen);
    page.on('console', message => message.type() === 'error' && seen.consoleErrors.push(message.text()));
    if (width === 1280) {
      await page.goto(url);
      seen.invitation = await page.textContent('h1');
      await page.fill('input[name=name]', 'Browser Person');
      await page.fill('input[name=email]', email);
      await page.fill('input[name=password]', password);
      await page.screenshot({path: `${screenshots}-invite-${width}.png`, fullPage: true});
      // the invite's form signs the newcomer in as it makes the account
      await Promise.all([page.waitForURL(/\/sign-in$/), page.click('form button[type=submit]')]);
      seen.afterJoining = await page.textContent('main');
    } else {
      await page.goto(url.replace(/\/invites\/.*/, '/sign-in'));
      await page.fill('input[name=email]', email);
      await page.fill('input[name=password]', password);
      await page.screenshot({path: `${screenshots}-form-${width}.png`, fullPage: true});
      await Promise.all([page.waitForURL(/\/sign-in$/), page.click('form button[type=submit]')]);
    }
    seen[`signedIn${width}`] = await page.textContent('main');
    seen.scriptSeesCookie = (await page.evaluate(() => document.cookie)).includes('admiralty-session');
    await page.screenshot({path: `${screenshots}-signed-in-${width}.png`, fullPage: true});
    await Promise.all([page.waitForURL(/\/sign-out$/), page.click('form[action="/sign-out"] button')]);
    seen[`signedOut${width}`] = await page.textContent('main');
    await widths.settled();
    await context.close();
  }
  console.log(JSON.stringify(seen));
} catch (failure) {
  // said on standard output, which the test shows when the script fails
  console.log(JSON.stringify({failure: String(failure), at: page && page.url(), seen}));
  process.exitCode = 1;
} finally {
  await browser.close();
}
