// Clicks through a game replay in Debian's Chromium and prints what the step counter said after each click.
// Usage: node replay-controls.mjs <replay url> <screenshot file>
import {chromium} from 'playwright-core';

const [url, screenshot] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('#step:has-text("strike")');
  const step = () => page.textContent('#step');
  const seen = {opened: await step()};
  for (let i = 0; i < 3; i++) {
    await page.click('#next');
  }
  seen.afterThreeSteps = await step();
  await page.click('#back');
  seen.afterStepBack = await step();
  seen.markedCells = await page.locator('.cell.miss, .cell.hit, .cell.sunk').count();
  await page.click('#play');
  await page.waitForTimeout(1000);
  seen.playButtonWhilePlaying = await page.textContent('#play');
  await page.click('#play');
  seen.afterPlayingASecond = await step();
  await page.click('#last');
  seen.atTheEnd = await step();
  await page.screenshot({path: screenshot, fullPage: true});
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
