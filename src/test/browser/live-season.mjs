// Opens a season's page, waits until it follows the season (live stream, or polling when the stream is made to
// fail), queues a round as the organiser and reports whether the page showed the new games without a reload.
// Usage: node live-season.mjs <season page url> <organiser token> stream|fallback <screenshot file>
import {chromium} from 'playwright-core';

const [url, token, mode, screenshot] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
try {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  const requests = {events: 0, page: 0};
  page.on('request', request => {
    if (request.url().includes('/events')) {
      requests.events++;
    } else if (new URL(request.url()).pathname === new URL(url).pathname) {
      requests.page++;
    }
  });
  if (mode === 'fallback') {
    await page.route('**/api/seasons/*/events', route => route.abort('connectionrefused'));
  }
  await page.goto(url);
  const expected = mode === 'fallback' ? 'polling' : 'live';
  await page.waitForSelector(`#live-status[data-mode="${expected}"]`, {timeout: 15000});
  const counts = () => page.textContent('#live .counts');
  const seen = {before: await counts(), loads: 0};
  page.on('load', () => seen.loads++);
  const origin = new URL(url).origin;
  const season = new URL(url).pathname.split('/').pop();
  const queued = await fetch(`${origin}/api/seasons/${season}/rounds`, {method: 'POST', headers: {Authorization: `Bearer ${token}`}});
  seen.queued = queued.status;
  const started = Date.now();
  await page.waitForFunction(before => {
    const now = document.querySelector('#live .counts')?.textContent;
    return now !== before && !/running|queued/.test(now);
  }, seen.before, {timeout: 30000, polling: 100});
  seen.seconds = (Date.now() - started) / 1000;
  seen.after = await counts();
  seen.mode = await page.getAttribute('#live-status', 'data-mode');
  seen.requests = requests;
  await page.screenshot({path: screenshot, fullPage: true});
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
