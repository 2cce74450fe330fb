// Clicks and types through a game replay in Debian's Chromium and prints what the step counter said after each
// action, how many cells were marked sunk at the end, the marks a hit and a miss carry, and how the keyboard's focus
// shows.
// Usage: node replay-controls.mjs <replay url> <screenshot file>
import {chromium} from 'playwright-core';

const [url, screenshot] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
try {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  await page.goto(url);
  await page.waitForSelector('.controls:not([hidden])');
  const step = () => page.textContent('#step');
  const seen = {opened: await step()};
  for (let i = 0; i < 3; i++) {
    await page.click('#next');
  }
  seen.afterThreeSteps = await step();
  await page.click('#back');
  seen.afterStepBack = await step();
  seen.markedCells = await page.locator('.cell.miss, .cell.hit').count();
  await page.click('#play');
  await page.waitForTimeout(1000);
  seen.playButtonWhilePlaying = await page.textContent('#play');
  await page.click('#play');
  seen.afterPlayingASecond = await step();
  await page.click('#first');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  seen.afterTwoRightArrows = await step();
  await page.keyboard.press('ArrowLeft');
  seen.afterLeftArrow = await step();
  await page.keyboard.press(' ');
  await page.waitForTimeout(600);
  await page.keyboard.press(' ');
  seen.afterSpaceTwice = await step();
  seen.scrolledBySpace = await page.evaluate(() => window.scrollY);
  await page.click('.strikes a[data-step="7"]');
  seen.afterClickingStrike7 = await step();
  seen.address = page.url();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('#copy-move');
  await page.waitForSelector('#copied:has-text("Copied")');
  seen.copiedLink = await page.evaluate(() => navigator.clipboard.readText());
  seen.moveLink = await page.getAttribute('#move-link', 'href');
  await page.keyboard.press('End');
  seen.atTheEnd = await step();
  seen.sunkCells = {
    A: await page.locator('table.board[data-side="A"] .cell.sunk').count(),
    B: await page.locator('table.board[data-side="B"] .cell.sunk').count(),
  };
  // a hit and a miss differ in more than colour: each struck cell carries a mark of its own shape
  seen.marks = await page.evaluate(() => Object.fromEntries(['miss', 'hit'].map(kind =>
    [kind, getComputedStyle(document.querySelector(`.cell.${kind}`), '::after').content])));
  await page.keyboard.press('Tab');
  seen.focus = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement);
    return {element: document.activeElement.tagName, outline: `${style.outlineStyle} ${style.outlineWidth}`};
  });
  await page.screenshot({path: screenshot, fullPage: true});
  console.log(JSON.stringify(seen));
} finally {
  await browser.close();
}
