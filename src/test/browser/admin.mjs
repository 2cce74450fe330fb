// Journey (a): an organiser signs in, makes a team and an invite link, and a season through the form, with a custom
// ruleset from the builder and a schedule whose preview shows; a refused form keeps what was typed. Prints what it
// saw, as JSON; screenshots at 1280 and 390 wide; every page loaded is measured against its viewport (width.mjs).
// Usage: node admin.mjs <base url> <email> <password> <screenshot prefix>
import {chromium} from 'playwright-core';
import {watchWidths} from './width.mjs';

const [base, email, password, screenshots] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {consoleErrors: []};
let page;

// the one refusal the journey asks for (a season form with 0 games a matchup) is answered 400, which Chromium logs
const refusedOnPurpose = `${base}/admin/seasons`;

function watch(target) {
  watchWidths(target, seen);
  target.on('console', message => {
    if (message.type() === 'error' && message.location().url !== refusedOnPurpose) {
      seen.consoleErrors.push(`${message.text()} (${message.location().url})`);
    }
  });
  target.on('pageerror', error => seen.consoleErrors.push(String(error)));
}

async function shot(name, width, fullPage = true) {
  await page.screenshot({path: `${screenshots}-${name}-${width}.png`, fullPage});
}

try {
  const wide = await browser.newContext({viewport: {width: 1280, height: 900}});
  page = await wide.newPage();
  watch(page);
  // the console sends a visitor to sign in, and back to the console after
  await page.goto(`${base}/admin`);
  await page.waitForURL(/\/sign-in$/);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await Promise.all([page.waitForURL(/\/admin$/), page.click('form button[type=submit]')]);
  seen.console = await page.textContent('h1');
  await shot('trouble', 1280);

  await page.click('nav.console >> text=Teams');
  await page.fill('#new-team-name', 'Browser Team Console');
  await Promise.all([page.waitForLoadState('load'), page.click('text=Create the team')]);
  seen.token = await page.inputValue('.shown input.secret');
  const card = page.locator('article.card', {has: page.locator('h2', {hasText: 'Browser Team Console'})});
  await card.locator('input[name=uses]').fill('3');
  await Promise.all([page.waitForLoadState('load'), card.locator('text=Make an invite link').click()]);
  seen.invite = await page.inputValue('.shown input.secret');
  await shot('teams', 1280);

  await page.click('nav.console >> text=New season');
  await page.fill('#season-name', 'Browser Cup');
  await page.selectOption('#season-ruleset', 'custom');
  await page.fill('#season-width', '9');
  await page.fill('#season-height', '7');
  await page.selectOption('#season-firing', 'salvo');
  for (const [length, count] of [[6, 0], [5, 0], [4, 1], [3, 2], [2, 2], [1, 0]]) {
    await page.fill(`#season-ships${length}`, String(count));
  }
  await page.waitForFunction(() => document.getElementById('ruleset-preview').textContent.includes('9x7:4,3,3,2,2:salvo'));
  seen.rulesetPreview = await page.textContent('#ruleset-preview');
  await page.fill('#season-gamesPerMatchup', '0');
  await page.fill('#season-schedule', '0 0 */6 * * ?');
  await page.waitForFunction(() => document.getElementById('schedule-preview').textContent.includes('Next rounds'));
  seen.schedulePreview = await page.textContent('#schedule-preview');
  await shot('new-season', 1280);

  // refused: the reason beside its field, everything typed still there
  await Promise.all([page.waitForLoadState('load'), page.click('text=Create the season')]);
  seen.refusal = await page.textContent('#season-gamesPerMatchup-problem');
  seen.keptName = await page.inputValue('#season-name');
  seen.keptRuleset = await page.inputValue('#season-ruleset');
  await shot('refused', 1280);
  await page.fill('#season-gamesPerMatchup', '6');
  await Promise.all([page.waitForURL(/\/admin\/seasons\/\d+\?done=created$/), page.click('text=Create the season')]);
  seen.made = await page.textContent('[role=status]');
  seen.season = page.url();
  await shot('season', 1280);

  // the same pages on a phone
  const narrow = await browser.newContext({viewport: {width: 390, height: 844}, storageState: await wide.storageState()});
  page = await narrow.newPage();
  watch(page);
  for (const [name, path] of [['trouble', '/admin'], ['teams', '/admin/teams'], ['new-season', '/admin/seasons/new'], ['season', new URL(seen.season).pathname]]) {
    await page.goto(`${base}${path}`);
    if (name === 'new-season') {
      await page.selectOption('#season-ruleset', 'custom');
      await page.fill('#season-schedule', '0 0 */6 * * ?');
      await page.waitForFunction(() => document.getElementById('schedule-preview').textContent.includes('Next rounds'));
    }
    seen[`narrow-${name}`] = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
    await shot(name, 390);
  }
  await narrow.close();
  await wide.close();
  console.log(JSON.stringify(seen));
} catch (failure) {
  // said on standard output, which the test shows when the script fails
  console.log(JSON.stringify({failure: String(failure), at: page && page.url(), seen}));
  process.exitCode = 1;
} finally {
  await browser.close();
}
