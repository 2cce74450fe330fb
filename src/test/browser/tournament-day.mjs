// Issue 47's journey: the organiser signs in, makes a double elimination of a season's top 6 with hidden rounds on
// the console, starts it and, once it is played, releases it round by round; after each release an anonymous reader's
// tournament page shows the rounds released and no game of a later one (round 1's without a reload: the page's
// script swaps its live part in). Prints what it saw, as JSON; screenshots of the bracket page at 1280 and 390 wide;
// every page loaded is measured against its viewport (width.mjs).
// Usage: node tournament-day.mjs <base url> <email> <password> <season id> <screenshot prefix>
import {chromium} from 'playwright-core';
import {watchWidths} from './width.mjs';

const [base, email, password, season, screenshots] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {consoleErrors: [], rounds: []};

function watch(target) {
  watchWidths(target, seen);
  target.on('console', message => {
    if (message.type() === 'error') {
      seen.consoleErrors.push(`${message.text()} (${message.location().url})`);
    }
  });
  target.on('pageerror', error => seen.consoleErrors.push(String(error)));
}

// the games a page links to, by id
async function gameLinks(page) {
  return page.$$eval('a[href^="/games/"]', links => [...new Set(links.map(a => Number(a.getAttribute('href').split('/')[2])))]);
}

try {
  const wide = await browser.newContext({viewport: {width: 1280, height: 900}});
  const organiser = await wide.newPage();
  watch(organiser);
  await organiser.goto(`${base}/admin/tournaments`);
  await organiser.waitForURL(/\/sign-in$/);
  await organiser.fill('input[name=email]', email);
  await organiser.fill('input[name=password]', password);
  await Promise.all([organiser.waitForURL(/\/admin\/tournaments$/), organiser.click('form button[type=submit]')]);

  await organiser.fill('#tournament-name', 'Finals day');
  await organiser.fill('#tournament-season', season);
  await organiser.fill('#tournament-top', '6');
  await organiser.selectOption('#tournament-format', 'double');
  await organiser.fill('#tournament-bestOf', '1');
  await organiser.selectOption('#tournament-release', 'hidden');
  await Promise.all([organiser.waitForURL(/\/admin\/tournaments\/\d+\?done=made$/), organiser.click('button:has-text("Make the tournament")')]);
  seen.made = await organiser.textContent('[role=status]');
  const id = organiser.url().match(/tournaments\/(\d+)/)[1];
  seen.id = Number(id);
  await Promise.all([organiser.waitForURL(/\?done=started$/), organiser.click('button:has-text("Start it")')]);
  seen.started = await organiser.textContent('[role=status]');

  // the organiser's page shows every series; it is played once no series is still playing and the placings show
  for (let tries = 0; ; tries++) {
    await organiser.goto(`${base}/admin/tournaments/${id}`);
    const state = await organiser.textContent('p.facts');
    if (state.includes('· over ·')) {
      break;
    }
    if (tries > 240) {
      throw new Error(`not played: ${state}`);
    }
    await organiser.waitForTimeout(1000);
  }
  const rounds = await organiser.$$eval('table.series tbody tr td:first-child', cells => Math.max(...cells.map(c => Number(c.textContent))));
  seen.roundCount = rounds;
  seen.organiserGames = (await gameLinks(organiser)).length;

  const phone = await browser.newContext({viewport: {width: 390, height: 844}});
  const reader = await (await browser.newContext({viewport: {width: 1280, height: 900}})).newPage();
  watch(reader);
  const readerPhone = await phone.newPage();
  watch(readerPhone);
  await reader.goto(`${base}/tournaments/${id}`);
  seen.before = {games: (await gameLinks(reader)).length, text: await reader.textContent('main')};
  for (let round = 1; round <= rounds; round++) {
    await organiser.goto(`${base}/admin/tournaments/${id}`);
    await organiser.fill('#release-round', String(round));
    await organiser.selectOption('#release-stage', 'public');
    await Promise.all([organiser.waitForURL(/\?done=released$/), organiser.click('button:has-text("Release")')]);
    if (round === 1) {
      // the reader's page, loaded before any release and not reloaded since, shows round 1's games once its script
      // has fetched the live part again
      await reader.waitForSelector('#live a[href^="/games/"]', {timeout: 30000});
      seen.live = {games: (await gameLinks(reader)).length, refreshes: Number(await reader.getAttribute('#live', 'data-refreshes')),
        status: await reader.getAttribute('#live-status', 'data-mode')};
    }
    await reader.goto(`${base}/tournaments/${id}`);
    const shownRounds = await reader.$$eval('table.series tbody tr', rows => rows
      .filter(row => !row.textContent.includes('not shown yet'))
      .map(row => Number(row.querySelector('td').textContent)));
    seen.rounds.push({released: round, shown: Math.max(0, ...shownRounds), games: (await gameLinks(reader)).length,
      placings: (await reader.locator('h2', {hasText: 'Placings'}).count()) > 0});
    if (round === 1) {
      await reader.screenshot({path: `${screenshots}-round1-1280.png`, fullPage: true});
    }
  }
  await reader.screenshot({path: `${screenshots}-bracket-1280.png`, fullPage: true});
  await readerPhone.goto(`${base}/tournaments/${id}`);
  await readerPhone.screenshot({path: `${screenshots}-bracket-390.png`, fullPage: true});
  seen.brackets = await readerPhone.$$eval('svg.bracket', svgs => svgs.map(svg => svg.getAttribute('aria-label')));
  // a match's box links to its first game's replay
  const firstBox = readerPhone.locator('svg.bracket a').first();
  await Promise.all([readerPhone.waitForURL(/\/games\/\d+/), firstBox.click()]);
  seen.replay = readerPhone.url();
} catch (e) {
  seen.failure = String(e.stack || e);
} finally {
  await browser.close();
}
console.log(JSON.stringify(seen));
