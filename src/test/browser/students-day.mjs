// Issue 49's students, in the browser only, signed in. On their team's page: a new version of their bot uploaded with
// only its file chosen (the form holds the current command), its confirmation, then a broken version whose refusal
// the bots table shows; a challenge asked for (first with a ruleset that is no ruleset, refused beside its field); a
// webhook refused for pointing at the league itself (a webhook's refusal, beside the URL), then registered with its
// secret shown once, then switched off. Then the replay of the broken version's game, signed in (the transcript shown,
// with the bot's own file names, no token asked for, a link to the team's page of the game), their account page
// (teams as links), the notices page, the downloads and the guide for teams; every page again at 390 wide. Every page
// loaded is measured (width.mjs). Prints what it saw, as JSON.
// Usage: node students-day.mjs <base url> <session cookie> <team id> <bot name> <bot zip> <broken zip> <own url>
//        <receiver url> <screenshot prefix>
import {chromium} from 'playwright-core';
import {watchWidths} from './width.mjs';

const [base, session, team, botName, zip, broken, own, receiver, screenshots] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {consoleErrors: []};
let page;
let widths;

async function open(context) {
  page = await context.newPage();
  page.on('console', message => message.type() === 'error' && seen.consoleErrors.push(`${message.text()} (${message.location().url})`));
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

/** Submits a form of the team page (team.js posts it in the page) and waits for the page it leads to. */
async function submit(form) {
  await Promise.all([page.waitForEvent('load'), form.locator('button[type=submit]').click()]);
}

try {
  const wide = await contextAt(1280);
  await open(wide);
  await page.goto(`${base}/teams/${team}`);

  // a new version with only its file chosen: the command is the current version's
  const version = page.locator('form[data-form=version]');
  seen.commandShown = await version.locator('input[name=command]').inputValue();
  seen.speaks = await version.locator('[data-for-bot=speaks]').textContent();
  await version.locator('input[name=artifact]').setInputFiles(zip);
  await submit(version);
  seen.uploaded = await page.textContent('#done');
  seen.uploadedAt = new URL(page.url()).search;
  await shot('uploaded', 1280);

  // a broken version: refused by its validation, which the bots table says
  await page.locator('form[data-form=version] input[name=artifact]').setInputFiles(broken);
  await submit(page.locator('form[data-form=version]'));
  seen.brokenUploaded = await page.textContent('#done');
  await page.waitForFunction(
      name => [...document.querySelectorAll('#bots tr')].some(row => row.textContent.includes(name) && row.querySelector('.refused')),
      botName, {timeout: 120000});
  seen.refusedState = await page.locator('#bots tr', {hasText: botName}).locator('.state').textContent();
  await widths.check('the refusal shown by the live table');
  await shot('refused', 1280);

  // a challenge: a ruleset that is none is refused beside its field, with what was typed; then one that plays
  const challenge = page.locator('form[data-form=challenge]');
  await challenge.locator('select[name=opponent]').selectOption({label: 'random (builtin)'});
  await challenge.locator('input[name=games]').fill('2');
  await challenge.locator('input[name=ruleset]').fill('12x12:13');
  await challenge.locator('button[type=submit]').click();
  const rulesetRefusal = challenge.locator('.refusal[data-for=ruleset]');
  await rulesetRefusal.waitFor({state: 'visible'});
  seen.rulesetRefusal = await rulesetRefusal.textContent();
  seen.keptGames = await challenge.locator('input[name=games]').inputValue();
  await challenge.locator('input[name=ruleset]').fill('classic');
  await submit(challenge);
  seen.challenged = await page.textContent('#done');
  seen.challengedAt = new URL(page.url()).search;
  seen.challenges = await page.textContent('#challenges table');
  await shot('challenged', 1280);

  // a webhook: the league's own address refused as a webhook's, beside the URL; then one registered, its secret shown
  const webhook = page.locator('form[data-form=webhook]');
  await webhook.locator('input[name=url]').fill(own);
  await webhook.locator('button[type=submit]').click();
  const urlRefusal = webhook.locator('.refusal[data-for=url]');
  await urlRefusal.waitFor({state: 'visible'});
  seen.urlRefusal = await urlRefusal.textContent();
  await webhook.locator('input[name=url]').fill(receiver);
  await webhook.locator('input[name=events][value="version.refused"]').uncheck();
  await webhook.locator('button[type=submit]').click();
  await page.waitForSelector('#webhooks .secret code');
  seen.secret = await page.textContent('#webhooks .secret code');
  seen.webhooks = await page.textContent('#webhooks ul.webhooks');
  await widths.check('the webhook made');
  await shot('webhook', 1280);
  await submit(page.locator('#webhooks form', {hasText: 'Switch off'}));
  seen.switchedOff = await page.textContent('#done');
  seen.webhooksAfter = await page.textContent('#webhooks ul.webhooks');
  await widths.settled();

  // the broken version's game, signed in: the transcript, no token asked for
  const refusedGame = await page.locator('#bots tr', {hasText: botName}).locator('.state a').first().getAttribute('href');
  seen.teamGamePage = refusedGame;
  const game = refusedGame.split('/').pop();
  await page.goto(`${base}/games/${game}`);
  seen.replayTranscript = await page.textContent('#transcripts');
  seen.asksForToken = await page.locator('#token').count() > 0;
  seen.ownPageLink = await page.locator('a', {hasText: "This game on your team's page"}).getAttribute('href');
  await shot('replay', 1280);

  // the account page, the notices, the downloads and the guide
  await page.goto(`${base}/sign-in`);
  seen.accountTeamLink = await page.locator('main ul a').first().getAttribute('href');
  await page.goto(`${base}/teams/${team}/notices`);
  seen.noticesHeading = await page.textContent('h1');
  await page.goto(`${base}/downloads`);
  await Promise.all([page.waitForURL(/\/guides\/for-teams$/), page.locator('main a', {hasText: 'for teams'}).first().click()]);
  seen.guideHeading = await page.textContent('h1');
  seen.guide = await page.textContent('article.guide');
  await widths.settled();

  // every page of the day on a phone, and wide
  const pages = [
    ['team', `/teams/${team}`], ['replay', `/games/${game}`], ['team-game', refusedGame], ['account', '/sign-in'],
    ['notices', `/teams/${team}/notices`], ['downloads', '/downloads'], ['guide', '/guides/for-teams'],
  ];
  const narrow = await contextAt(390);
  for (const [context, width] of [[narrow, 390], [wide, 1280]]) {
    await page.close();
    await open(context);
    for (const [name, path] of pages) {
      await page.goto(`${base}${path}`);
      await shot(`day-${name}`, width);
    }
    await widths.settled();
  }
  await narrow.close();
  await wide.close();
  console.log(JSON.stringify(seen));
} catch (failure) {
  console.log(JSON.stringify({failure: String(failure), at: page && page.url(), seen}));
  process.exitCode = 1;
} finally {
  await browser.close();
}
