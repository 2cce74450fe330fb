// A student's journey through the league in the browser: follows an invite, makes an account, signs in, opens the
// team's page from the header, registers the example Python bot from a zip with the form, enters it in the season;
// the organiser queues a round (through the API, as a script of theirs would); the student watches the page follow
// the round live, opens the transcript of a game their bot forfeited, downloads the bot's history as NDJSON and as
// gzipped CSV; then uploads a broken version and reads the refusal beside the file picker, with the form as they
// left it. Prints what it saw, as JSON; screenshots at 1280 and 390 wide; every page loaded is measured against its
// viewport (width.mjs).
// Usage: node team-journey.mjs <base url> <invite token> <organiser token> <season id> <bot zip> <broken zip>
//        <download folder> <screenshot prefix>
import {chromium} from 'playwright-core';
import {watchWidths} from './width.mjs';

const [base, invite, organiser, season, zip, broken, downloads, screenshots] = process.argv.slice(2);
const email = 'student@admiralty.test';
const password = 'student-password';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {consoleErrors: []};
let page;

function watch(target) {
  watchWidths(target, seen);
  target.on('console', message => message.type() === 'error' && seen.consoleErrors.push(message.text()));
  target.on('pageerror', error => seen.consoleErrors.push(String(error)));
}

async function shoot(name) {
  await page.screenshot({path: `${screenshots}-${name}-1280.png`, fullPage: true});
}

try {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, acceptDownloads: true});
  page = await context.newPage();
  watch(page);

  // (b) the invite, the account, signed in by the same form
  await page.goto(`${base}/invites/${invite}`);
  await page.fill('input[name=name]', 'Student');
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await Promise.all([page.waitForURL(/\/sign-in$/), page.click('form button[type=submit]')]);
  await Promise.all([page.waitForURL(/\/teams\/\d+$/), page.click('header a[href="/teams"]')]);
  seen.teamPage = page.url();
  seen.heading = await page.textContent('h1');

  // the example bot, zipped, through the form
  const register = page.locator('form[data-form=register]');
  await register.locator('input[name=name]').fill('example-python');
  await register.locator('select[name=kind]').selectOption('process');
  await register.locator('select[name=dialect]').selectOption('native');
  await register.locator('input[name=command]').fill('python3 native_bot.py');
  await register.locator('input[name=artifact]').setInputFiles(zip);
  await shoot('register');
  await register.locator('button[type=submit]').click();
  // an upload is unpacked and its command checked before the answer: on a loaded machine that takes a while
  await page.waitForSelector('#bots tr[data-bot]', {timeout: 120000});
  seen.bots = await page.textContent('#bots tbody');

  // into the season
  const enter = page.locator('form[data-form=enter]');
  await enter.locator('select[name=season]').selectOption(season);
  await enter.locator('button[type=submit]').click();
  await page.waitForSelector('#entries table');
  seen.entries = await page.textContent('#entries');

  // the organiser queues a round; the page follows it
  const round = await fetch(`${base}/api/seasons/${season}/rounds`, {method: 'POST', headers: {Authorization: `Bearer ${organiser}`}});
  seen.roundStatus = round.status;
  await page.waitForSelector('#live-status[data-mode=live]', {timeout: 60000});
  seen.liveStatus = await page.textContent('#live-status');
  await page.waitForSelector('#games a.transcript', {timeout: 240000});
  await shoot('live');
  seen.games = await page.textContent('#games tbody');

  // a forfeit's transcript, from the team's page
  await Promise.all([page.waitForURL(/\/games\/\d+$/), page.click('#games a.transcript')]);
  seen.transcriptUrl = page.url();
  seen.transcriptHeading = await page.textContent('section.transcript h2');
  seen.transcript = await page.textContent('section.transcript pre');
  await shoot('transcript');
  await page.goBack();
  await page.waitForSelector('#bots a.button');

  // the history, with the buttons
  for (const [label, name] of [['NDJSON', 'history.ndjson'], ['CSV.gz', 'history.csv.gz']]) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#bots a.button', {hasText: new RegExp(`^${label.replace('.', '\\.')}$`)}).first().click(),
    ]);
    await download.saveAs(`${downloads}/${name}`);
    seen[`download ${label}`] = download.suggestedFilename();
  }

  // (c) a broken version: refused beside the file picker, the form as it was
  const version = page.locator('form[data-form=version]');
  await version.locator('input[name=command]').fill('python3 native_bot.py');
  await version.locator('input[name=artifact]').setInputFiles(broken);
  await version.locator('button[type=submit]').click();
  const refusal = version.locator('.refusal[data-for=artifact]');
  await refusal.waitFor({state: 'visible'});
  seen.refusal = await refusal.textContent();
  seen.keptCommand = await version.locator('input[name=command]').inputValue();
  seen.keptFile = await version.locator('input[name=artifact]').evaluate(input => input.files[0]?.name ?? null);
  seen.stayedOn = page.url();
  await shoot('refused');

  // the same pages on a phone
  const phone = await browser.newContext({viewport: {width: 390, height: 844}, storageState: await context.storageState()});
  page = await phone.newPage();
  watch(page);
  await page.goto(seen.teamPage);
  await page.waitForSelector('#bots tr[data-bot]');
  await page.screenshot({path: `${screenshots}-team-390.png`, fullPage: true});
  seen.phoneWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto(seen.transcriptUrl);
  await page.screenshot({path: `${screenshots}-transcript-390.png`, fullPage: true});
  await phone.close();
  await context.close();
  console.log(JSON.stringify(seen));
} catch (failure) {
  console.log(JSON.stringify({failure: String(failure), at: page && page.url(), seen}));
  process.exitCode = 1;
} finally {
  await browser.close();
}
