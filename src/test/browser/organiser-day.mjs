// Issue 49's organiser, in the browser only, signed in: reads the benches on "What is going wrong" and a benched bot's
// transcript from there (a page, not JSON, asking for no token), queues a round and is left at the season's page (a
// reload reads it again), is refused closing the season without ticking the box and stays at the season's address,
// makes a team named "Team Hopper" and an invite link for another team, puts the benched bot back; then opens every
// page of the day at 1280 and at 390 wide. Every page loaded is measured (width.mjs). Prints what it saw, as JSON.
// Usage: node organiser-day.mjs <base url> <session cookie> <contest season> <practice season> <ladder season>
//        <invited team's name> <benched bot's name> <screenshot prefix>
import {chromium} from 'playwright-core';
import {words} from './text.mjs';
import {watchWidths} from './width.mjs';

const [base, session, contest, practice, ladder, invited, benched, screenshots] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {consoleErrors: []};
let page;
let widths;

// the one refusal the journey asks for (closing without the box ticked) is answered 400, which Chromium logs
const refusedOnPurpose = `${base}/admin/seasons/${contest}/close`;

async function open(context) {
  page = await context.newPage();
  page.on('console', message => {
    if (message.type() === 'error' && message.location().url !== refusedOnPurpose) {
      seen.consoleErrors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', error => seen.consoleErrors.push(String(error)));
  widths = watchWidths(page, seen);
}

async function shot(name, width) {
  await page.screenshot({path: `${screenshots}-${name}-${width}.png`, fullPage: true});
}

async function contextAt(width) {
  const context = await browser.newContext({viewport: {width, height: width > 500 ? 900 : 844}});
  await context.addCookies([{name: 'admiralty-session', value: session, url: base}]);
  return context;
}

try {
  const wide = await contextAt(1280);
  await open(wide);

  // the benches, and a benched bot's forfeit read as a page
  await page.goto(`${base}/admin`);
  const benches = page.locator('section[aria-labelledby=benches]');
  seen.benches = words(await benches.textContent());
  await shot('trouble', 1280);
  // the benched bot's own row: other bots of the league may be on the bench too
  const benchedRow = benches.locator('tr', {hasText: benched});
  await Promise.all([page.waitForURL(/\/games\/\d+#forfeit-h$/), benchedRow.locator('a', {hasText: 'transcript'}).first().click()]);
  seen.transcriptAt = new URL(page.url()).pathname;
  seen.transcript = await page.textContent('#transcripts');
  seen.asksForToken = await page.locator('#token').count() > 0;
  await shot('transcript', 1280);

  // a round queued: post, redirect, get
  await page.goto(`${base}/admin/seasons/${contest}`);
  seen.seasonMeta = words(await page.textContent('main p.meta'));
  await Promise.all([page.waitForURL(/\?done=queued&round=\d+$/), page.click('text=Queue a round now')]);
  seen.queuedAt = new URL(page.url()).pathname + new URL(page.url()).search;
  seen.queued = words(await page.textContent('.shown'));
  const reload = await page.reload();
  seen.reloadStatus = reload.status();
  seen.reloadType = reload.headers()['content-type'];
  await shot('queued', 1280);

  // a refused form: the reason beside its field, the address bar at the season's page
  await Promise.all([page.waitForLoadState('load'), page.click('text=Close the season')]);
  seen.closeRefusal = words(await page.textContent('#season-confirm-problem'));
  seen.refusedAt = new URL(page.url()).pathname;

  // teams: the new team's name said once, the invite naming its team
  await page.goto(`${base}/admin/teams`);
  await page.fill('#new-team-name', 'Team Hopper');
  await Promise.all([page.waitForLoadState('load'), page.click('text=Create the team')]);
  seen.made = words(await page.textContent('.shown h2'));
  seen.madeAt = new URL(page.url()).pathname;
  const card = page.locator('article.card', {has: page.locator('h2', {hasText: invited})});
  await Promise.all([page.waitForLoadState('load'), card.locator('text=Make an invite link').click()]);
  seen.invite = words(await page.textContent('.shown'));
  await shot('invite', 1280);

  // the benched bot put back from the console
  await page.goto(`${base}/admin`);
  const benchedAgain = page.locator('section[aria-labelledby=benches] tr', {hasText: benched});
  await Promise.all([page.waitForURL(/\/admin\?done=unbenched$/), benchedAgain.locator('text=Put it back').click()]);
  seen.unbenched = words(await page.textContent('main p[role=status]'));
  seen.benchesAfter = words(await page.textContent('section[aria-labelledby=benches]'));

  // the home page's leader column
  await page.goto(`${base}/`);
  seen.homeHeader = words(await page.textContent('table.seasons thead'));

  // the season's every game, a page at a time
  await page.goto(`${base}/seasons/${ladder}`);
  await Promise.all([page.waitForURL(/\/games$/), page.click('text=Every game of the season')]);
  seen.firstPage = await page.locator('table.games tbody tr').count();
  await Promise.all([page.waitForURL(/\/games\?after=/), page.click('text=Older games')]);
  seen.secondPage = await page.locator('table.games tbody tr').count();
  seen.secondPageNav = words(await page.textContent('nav.pages'));
  await widths.settled();

  // every page of the day, wide and on a phone
  const pages = [
    ['home', '/'], ['practice', `/seasons/${practice}`], ['ladder-games', `/seasons/${ladder}/games`],
    ['trouble', '/admin'], ['teams', '/admin/teams'], ['new-season', '/admin/seasons/new'],
    ['contest', `/admin/seasons/${contest}`], ['transcript', seen.transcriptAt], ['downloads', '/downloads'],
    ['guide', '/guides/for-organisers'],
  ];
  const narrow = await contextAt(390);
  for (const [context, width] of [[wide, 1280], [narrow, 390]]) {
    await page.close();
    await open(context);
    for (const [name, path] of pages) {
      await page.goto(`${base}${path}`);
      if (name === 'new-season') {
        await page.selectOption('#season-ruleset', 'custom');
        await widths.check('custom ruleset shown');
      }
      await shot(`day-${name}`, width);
    }
    await widths.settled();
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
