// Issue 49, items 1 and 2: the day of a student and of the organiser, in the browser. A student's 10x10-only bot was
// benched in the 8x8 practice league (its rounds were played before the journey starts). The student signs in, reads
// on the team's page that the bot is benched in the practice league only and still plays the contest, enters a second
// 10x10-only bot in the practice league and watches its validation there refuse it (the contest keeps it), reads the
// ruleset of each challenge in the team's challenge table, and opens the benched bot's page. The organiser signs in,
// reads each season's entries in the console (the contest: plays; the practice league: benched there, and why), starts
// the contest's final and reads its table on the season's page: the bot benched in the contest itself has its line,
// "not played: benched in ...". Every page again at 390 wide. Prints what it saw, as JSON.
// Usage: node bench-journey.mjs <base url> <student email> <student password> <organiser email> <organiser password>
//        <team id> <contest id> <practice id> <benched bot id> <strict bot id> <screenshot prefix>
import {chromium} from 'playwright-core';
import {words} from './text.mjs';

const [base, studentEmail, studentPassword, organiserEmail, organiserPassword, team, contest, practice, benched, strict,
  screenshots] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {consoleErrors: [], widths: {}};
let page;

function watch(target) {
  target.on('console', message => message.type() === 'error' && seen.consoleErrors.push(message.text()));
  target.on('pageerror', error => seen.consoleErrors.push(String(error)));
}

async function shoot(name) {
  await page.screenshot({path: `${screenshots}-${name}-1280.png`, fullPage: true});
}

async function signIn(email, password, landing) {
  await page.goto(`${base}/sign-in`);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await Promise.all([page.waitForURL(landing), page.click('form button[type=submit]')]);
}

// reads the page again until the text is in the selector's element (a verdict reached by the league meanwhile)
async function reloadUntil(selector, text, timeout = 120000) {
  const until = Date.now() + timeout;
  for (;;) {
    const found = (await page.locator(selector).allTextContents()).map(words);
    if (found.some(t => t.includes(text))) {
      return found.join(' ');
    }
    if (Date.now() > until) {
      throw new Error(`${selector} never said "${text}": ${found.join(' | ')}`);
    }
    await page.waitForTimeout(500);
    await page.reload();
  }
}

// the same pages at 390 wide, signed in as the same person: screenshots, and how wide each document is
async function onPhone(context, pages) {
  const phone = await browser.newContext({viewport: {width: 390, height: 844}, storageState: await context.storageState()});
  const wide = page;
  page = await phone.newPage();
  watch(page);
  for (const [name, path] of pages) {
    await page.goto(`${base}${path}`);
    await page.screenshot({path: `${screenshots}-${name}-390.png`, fullPage: true});
    seen.widths[name] = await page.evaluate(() => document.documentElement.scrollWidth);
  }
  await phone.close();
  page = wide;
}

try {
  // the student's day
  const studentContext = await browser.newContext({viewport: {width: 1280, height: 900}});
  page = await studentContext.newPage();
  watch(page);
  await signIn(studentEmail, studentPassword, /\/sign-in$|\/account$|\/teams/);
  await page.goto(`${base}/teams/${team}`);
  seen.botState = words(await page.textContent(`#bots tr[data-bot="${benched}"]`));
  seen.entries = (await page.locator('#entries tbody tr').allTextContents()).map(words);
  seen.challengeRulesets = (await page.locator('table.challenges td.ruleset').allTextContents()).map(words);
  seen.challengeHeader = words(await page.textContent('table.challenges thead'));
  await shoot('team');

  // the strict bot into the practice league, through the form: its validation on 8x8 refuses it there
  const enter = page.locator('form[data-form=enter]');
  await enter.locator('select[name=bot]').selectOption(strict);
  await enter.locator('select[name=season]').selectOption(practice);
  // the page's script posts the form and, done, loads the page again: wait for that load, not the page before
  await Promise.all([page.waitForEvent('load'), enter.locator('button[type=submit]').click()]);
  seen.strictInPractice = await reloadUntil('#entries tbody tr', 'refused at validation on 8x8:4,3,3,2');
  seen.entriesAfter = (await page.locator('#entries tbody tr').allTextContents()).map(words);
  await shoot('team-refused');

  // the benched bot's own page: where it is benched, and that it plays its other seasons
  await page.goto(`${base}/bots/${benched}`);
  seen.benchSection = words(await page.textContent('#bench'));
  seen.liftButton = (await page.locator('#bench button').allTextContents()).map(words);
  await shoot('bot');
  await page.goto(`${base}/bots/${strict}`);
  seen.strictMeta = words(await page.textContent('p.meta'));
  await onPhone(studentContext, [['team', `/teams/${team}`], ['bot', `/bots/${benched}`]]);
  await studentContext.close();

  // the organiser's day
  const organiserContext = await browser.newContext({viewport: {width: 1280, height: 900}});
  page = await organiserContext.newPage();
  watch(page);
  await signIn(organiserEmail, organiserPassword, /\/sign-in$|\/admin/);
  await page.goto(`${base}/admin/seasons/${practice}`);
  seen.practiceEntries = (await page.locator('section[aria-labelledby=entries] tbody tr').allTextContents()).map(words);
  await shoot('console-practice');
  await page.goto(`${base}/admin/seasons/${contest}`);
  seen.contestEntries = (await page.locator('section[aria-labelledby=entries] tbody tr').allTextContents()).map(words);
  await shoot('console-contest');
  await Promise.all([page.waitForEvent('load'), page.click('text=Start the final')]);
  await page.goto(`${base}/seasons/${contest}`);
  seen.finalTable = await reloadUntil('table.final', 'not played');
  seen.notPlayedLines = (await page.locator('table.final tr.not-played').allTextContents()).map(words);
  seen.leaderboardNotes = (await page.locator('ul.not-playing li').allTextContents()).map(words);
  await shoot('final');
  await page.goto(`${base}/seasons/${practice}`);
  seen.practiceNotes = (await page.locator('ul.not-playing li').allTextContents()).map(words);
  await shoot('practice');
  await onPhone(organiserContext, [
    ['console-practice', `/admin/seasons/${practice}`],
    ['console-contest', `/admin/seasons/${contest}`],
    ['final', `/seasons/${contest}`],
    ['practice', `/seasons/${practice}`],
  ]);
  await organiserContext.close();
  console.log(JSON.stringify(seen));
} catch (failure) {
  console.log(JSON.stringify({failure: String(failure), at: page && page.url(), seen}));
  process.exitCode = 1;
} finally {
  await browser.close();
}
