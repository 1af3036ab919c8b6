// Journey (issue 20, the client's own focus signals): while the competition simulator's bots play a
// real tournament (load-generator, README "The competition simulator"), a child logs in with his own
// account in Chromium and opens his board, as a second tab of his next to his bot. His page loses
// focus during his turns (another tab is brought to the front; where headless Chromium keeps the page
// visible, the page is told it is hidden the way the browser tells it); game-service times it and
// publishes it with GameEnded; the arbiter's console then shows it in the fair-play section, with its
// caution. Screenshots of that section at 1366x800 and 390x844 go to SHOTS_DIR; neither scrolls sideways.
// Not part of `npm run e2e` (it needs the simulator running): run it by hand,
//   SIM_RUN=<the simulator's run id> WEB_URL=... SHOTS_DIR=... node --test e2e/fair-play-focus.journey.mjs
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { test } from 'node:test';
import { browser, logIn, useBrowsers, WEB_URL } from './browsers.mjs';
import { assertNoSidewaysScroll } from './layout.mjs';

const RUN = process.env.SIM_RUN;
const SHOTS = (process.env.SHOTS_DIR ?? new URL('../target/e2e/', import.meta.url).pathname).replace(/\/?$/, '/');
const SIZES = [
  { name: 'laptop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

useBrowsers();

/** Hides the page: another tab in front; if the headless browser keeps it visible, says so as a browser does. */
async function hide(page, other) {
  await other.bringToFront();
  if (await page.evaluate(() => document.visibilityState) === 'hidden') return 'another tab';
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.hasFocus = () => false;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('blur'));
  });
  return 'visibilitychange';
}

async function show(page) {
  await page.bringToFront();
  await page.evaluate(() => {
    delete document.visibilityState;
    delete document.hasFocus;
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
}

test('a child leaves his board during his turns and the arbiter sees it in the fair-play report', { timeout: 900_000 }, async () => {
  assert.ok(RUN, 'SIM_RUN: the simulator run id (its usernames are sim<run>-s<school>b<board>)');
  const config = await (await fetch(`${WEB_URL}/config.json`)).json();

  // A child of the simulated schools who has a game going on (the line-up decides who plays), with his own account.
  let found;
  for (let attempt = 0; attempt < 120 && !found; attempt++) {
    for (const school of [1, 2]) {
      for (const [kind, board] of [['b', 1], ['b', 2], ['b', 3], ['b', 4], ['r', 5], ['r', 6]]) {
        if (found) break;
        const login = { username: `sim${RUN}-s${school}${kind}${board}`, password: `Shakhmaty-${school}-${board}-${RUN}` };
        const granted = await fetch(`${config.oidcAuthServerUrl}/protocol/openid-connect/token`, {
          method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'password', client_id: 'teamchess-cli', ...login }),
        });
        if (granted.status !== 200) continue;
        const { access_token: bearer } = await granted.json();
        const mine = await (await fetch(`${config.gameUrl}/api/games/mine`, { headers: { Authorization: `Bearer ${bearer}` } })).json();
        const game = mine.find((one) => one.status !== 'finished');
        if (game) found = { login, game };
      }
    }
    if (!found) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  assert.ok(found, 'a child has a game to play');
  const { login, game } = found;
  console.log(`${login.username} plays game ${game.id}`);
  const child = await browser('child', { viewport: { width: 1366, height: 800 } });
  await child.goto(`${WEB_URL}/#/games`);
  await logIn(child, login.username, login.password);
  await child.goto(`${WEB_URL}/#/games/${game.id}`);
  await child.getByText('Соединение: установлено.').waitFor();
  await child.getByText(/Вы играете: (белые|чёрные)\./).waitFor();

  // Away for his next turns, back in between, until the game ends.
  const other = await child.context().newPage();
  await other.goto('about:blank');
  const ways = new Set();
  let turnsAway = 0;
  for (let round = 0; round < 3; round++) {
    const turn = await child.getByText('ваш ход').waitFor({ timeout: 120_000 }).then(() => true, () => false);
    if (!turn) break;
    ways.add(await hide(child, other));
    // The bot of the same child moves within a few seconds: his move ends the absence.
    await child.waitForFunction(() => !document.body.textContent.includes('ваш ход'), null, { timeout: 60_000 }).catch(() => undefined);
    turnsAway++;
    await show(child);
  }
  assert.ok(turnsAway > 0, 'the child had a turn to be away in');
  console.log(`away on ${turnsAway} turns, hidden by ${[...ways].join(', ')}`);
  await child.getByText(/Партия окончена/).first().waitFor({ timeout: 600_000 });

  // The arbiter's console, on a laptop and on a phone.
  for (const size of SIZES) {
    const arbiter = await browser(`arbiter-${size.name}`, { viewport: size.viewport });
    await arbiter.goto(`${WEB_URL}/#/arbiter`);
    await logIn(arbiter, 'arbiter');
    const section = arbiter.locator('section.fair-play');
    await section.waitFor();
    const select = section.locator('select');
    const value = await select.locator('option', { hasText: RUN }).first().getAttribute('value');
    await select.selectOption(value);
    let rows = 0;
    for (let attempt = 0; attempt < 60 && rows === 0; attempt++) {
      await section.getByRole('button', { name: 'Показать отчёт' }).click();
      await arbiter.waitForLoadState('networkidle');
      rows = await section.locator('table.fair-play-focus-games tbody tr').count();
      if (rows === 0) await arbiter.waitForTimeout(2000);
    }
    assert.ok(rows > 0, 'the report has the games\' focus records');
    await section.getByText('Это повод присмотреться к партии вместе с другими данными, а не доказательство.').waitFor();
    const players = await section.locator('table.fair-play-focus-players tbody tr').allInnerTexts();
    const away = players.find((row) => /\n\s*[1-9]\d*\s*\n/.test(row) || /\t[1-9]\d*\t/.test(row));
    assert.ok(away, `a player with a lost focus: ${players.join(' | ')}`);
    await assertNoSidewaysScroll(arbiter, `the arbiter console's fair-play section (${size.name})`);
    await mkdir(SHOTS, { recursive: true });
    // What the window shows from the focus part's heading, and from its players' table; then the whole section.
    await arbiter.locator('#fairplay-focus-title').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await arbiter.screenshot({ path: `${SHOTS}fair-play-focus-${size.name}.png` });
    await section.locator('table.fair-play-focus-players').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await arbiter.screenshot({ path: `${SHOTS}fair-play-focus-players-${size.name}.png` });
    await section.screenshot({ path: `${SHOTS}fair-play-section-${size.name}.png` });
  }
});
