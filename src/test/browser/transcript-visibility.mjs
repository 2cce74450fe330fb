// Opens a forfeited game's replay as the public sees it, then pastes a team's token into the page's form and
// reports, both times, whether the page shows the given text (a secret the bot printed).
// Usage: node transcript-visibility.mjs <replay url> <token> <text> <screenshot file>
import {chromium} from 'playwright-core';

const [url, token, text, screenshot] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('form.token');
  const seen = {publicPage: (await page.textContent('body')).includes(text)};
  await page.fill('form.token input[name=token]', token);
  await Promise.all([page.waitForEvent('load'), page.click('form.token button')]);
  await page.waitForSelector('form.token');
  await page.waitForFunction(() => document.getElementById('transcripts').textContent.length > 0);
  seen.withToken = (await page.textContent('body')).includes(text);
  await page.screenshot({path: screenshot, fullPage: true});
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
