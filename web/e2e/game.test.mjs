// End-to-end: an organizer opens the friendly game form (players picked from the rosters), a game between
// the two demo players is made through the API (they are on no roster); both players log in through the real Keycloak page in their own browsers, play fool's mate
// (1. f3 e5 2. g4 Qh4#) by clicking squares (g4 by dragging) and, for Black's first move, by keyboard alone in the
// accessible mode; the organizer watches as a spectator; an arbiter gives White 2 minutes from the
// arbiter's console; White reloads mid-game and resyncs; all see the result. Real headless
// Chromium against a running platform: WEB_URL is the web module, everything else comes from
// its /config.json.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, browser, logIn, shot, useBrowsers, WEB_URL } from './browsers.mjs';
import { assertBoardInView, assertNoSidewaysScroll } from './layout.mjs';
import { post, token } from './platform-api.mjs';

// deploy/keycloak/README.md: the demo players' subjects.
const PLAYER = '7eac0000-0000-4000-8000-000000000005';
const PLAYER2 = '7eac0000-0000-4000-8000-000000000006';
/** Sounds play without a click first; a larger window for the board. */
const GAME_BROWSER = { viewport: { width: 1280, height: 1000 }, args: ['--autoplay-policy=no-user-gesture-required'] };

useBrowsers();

const square = (page, name) => page.locator(`.board [data-square="${name}"]`);

/** Click-click: the piece, then the square it goes to. */
async function play(page, from, to) {
  await square(page, from).click();
  await square(page, to).click();
}

/** Drag and drop with the mouse: pressed on one square, released on the other. */
async function drag(page, from, to) {
  // The mouse works in viewport coordinates and scrolls nothing: bring the whole board into view.
  await page.locator('.board').scrollIntoViewIfNeeded();
  const centre = async (name) => {
    const box = await square(page, name).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const [fromX, fromY] = await centre(from);
  const [toX, toY] = await centre(to);
  await page.mouse.move(fromX, fromY);
  await page.mouse.down();
  await page.mouse.move(toX, toY, { steps: 8 });
  await page.mouse.up();
}

/**
 * Keeps every text the page's ARIA live region says: a later announcement (the opponent's presence,
 * a clock) may replace one within milliseconds, before a check of the region's current text sees it.
 */
async function recordAnnouncements(page) {
  await page.evaluate(() => {
    const region = document.querySelector('#announcer');
    window.announced = [];
    new MutationObserver(() => window.announced.push(region.textContent.trim()))
      .observe(region, { childList: true, subtree: true, characterData: true });
  });
}

/** The page's live region said this (a string, or a pattern's source) since it was recorded. */
async function heard(page, said) {
  const pattern = said instanceof RegExp ? said.source : null;
  await page.waitForFunction(([text, source]) => window.announced.some((announcement) =>
    source ? new RegExp(source).test(announcement) : announcement.includes(text)), [said, pattern]);
}

/** The moves as written (the words said to a screen reader sit beside them, hidden). */
const written = (page) => page.locator('.move-list').evaluate((list) =>
  [...list.querySelectorAll('li')].map((item) => [...item.querySelectorAll('[aria-hidden="true"]')].map((span) => span.textContent).join(' ')).join(' '));

/** Both boards show the piece on its new square (the server's broadcast arrived). */
async function seen(page, to, label) {
  await page.locator(`.board [data-square="${to}"][aria-label^="${label}"]`).waitFor();
}

test('two players play fool\'s mate in a friendly game an organizer created', { timeout: 300_000 }, async () => {
  const organizer = await browser('organizer', GAME_BROWSER);
  await organizer.goto(`${WEB_URL}/#/games`);
  await logIn(organizer, 'organizer');
  await organizer.getByRole('heading', { name: 'Товарищеская партия' }).waitFor();
  // Players are picked by name from the schools' rosters: a form without them is refused in place, with words.
  await organizer.getByRole('button', { name: 'Создать и открыть' }).click();
  await organizer.locator('#f-whitePlayerId-error').getByText('выберите игрока из списка.').waitFor();
  await assertAccessible(organizer, 'games page with an error');
  await assertNoSidewaysScroll(organizer, 'games page with an error');
  await shot(organizer, 'game-01-create-error');
  // The demo players are on no school's roster: their game is made as a script would, through the API.
  const config = await (await fetch(`${WEB_URL}/config.json`)).json();
  const created = await post(`${config.gameUrl}/api/games`, await token(config, 'organizer'), {
    whitePlayerId: PLAYER, blackPlayerId: PLAYER2, timeControl: '15+10', scheduledStart: new Date().toISOString(), defaultTimeMinutes: 15,
  });
  const gameId = created.id;
  await organizer.goto(`${WEB_URL}/#/games/${gameId}`);
  await organizer.getByText('Вы зритель.').waitFor();
  await organizer.getByText('Соединение: установлено.').waitFor();

  const white = await browser('player', GAME_BROWSER);
  // From the lobby, which asks for a login (the board itself lets anyone watch, so it shows no login button).
  await white.goto(`${WEB_URL}/#/games`);
  await logIn(white, 'player');
  await white.goto(`${WEB_URL}/#/games/${gameId}`);
  await white.getByText('Вы играете: белые.').waitFor();
  await white.getByText('Соединение: установлено.').waitFor();
  await assertAccessible(white, 'the board, White');
  await assertNoSidewaysScroll(white, 'the board, White');
  await assertBoardInView(white, 'the board, White');

  const black = await browser('player2', GAME_BROWSER);
  // From the lobby, which asks for a login (the board itself lets anyone watch, so it shows no login button).
  await black.goto(`${WEB_URL}/#/games`);
  await logIn(black, 'player2');
  await black.goto(`${WEB_URL}/#/games/${gameId}`);
  await black.getByText('Вы играете: чёрные.').waitFor();
  // Black sees the board turned: h1 first, a8 last.
  assert.equal(await black.locator('.board [data-square]').first().getAttribute('data-square'), 'h1');
  assert.equal(await white.locator('.board [data-square]').first().getAttribute('data-square'), 'a8');
  assert.equal(await white.locator('.board [data-square="g1"]').getAttribute('aria-label'), 'белый конь g1');

  await recordAnnouncements(white);
  await recordAnnouncements(black);

  // 1. f3, by clicking.
  await play(white, 'f2', 'f3');
  await seen(black, 'f3', 'белая пешка f3');
  await seen(white, 'f3', 'белая пешка f3');
  await heard(black, 'Белые: пешка Феликс два — Феликс три.');
  await shot(black, 'game-02-after-f3');

  // 1... e5, by keyboard alone in the accessible mode; the move is announced in Russian.
  await black.getByRole('button', { name: 'Режим для незрячих' }).click();
  await black.getByLabel('Ваш ход').waitFor();
  await black.getByLabel('Ваш ход').focus();
  await black.keyboard.type('e5');
  await black.keyboard.press('Enter');
  await heard(black, 'Чёрные: пешка Ева семь — Ева пять.');
  await heard(white, 'Чёрные: пешка Ева семь — Ева пять.');
  await seen(white, 'e5', 'чёрная пешка e5');
  // The clocks read on request (Alt+C).
  await black.keyboard.press('Alt+KeyC');
  await heard(black, /Белые: \d+ минут.*Чёрные: \d+ минут/);
  await assertAccessible(black, 'the board, accessible mode');
  await shot(black, 'game-03-accessible-mode');

  // The organizer, a spectator, saw both moves.
  await seen(organizer, 'e5', 'чёрная пешка e5');

  // An arbiter gives White 2 minutes (Art. 6.10.2 / 7.4.2) from the console, with a reason.
  const arbiter = await browser('arbiter', GAME_BROWSER);
  await arbiter.goto(`${WEB_URL}/#/arbiter`);
  await logIn(arbiter, 'arbiter');
  await arbiter.getByRole('heading', { name: 'Пульт судьи' }).waitFor();
  await arbiter.getByLabel('Другая партия (номер)').fill(gameId);
  await arbiter.getByRole('button', { name: 'Выбрать партию' }).click();
  const clockForm = arbiter.locator('form[data-form="clock"]');
  await clockForm.getByLabel('Действие с часами').selectOption('add-time');
  await clockForm.getByLabel('Сколько добавить (минуты:секунды)').fill('2:00');
  await clockForm.getByLabel('Причина').fill('ст. 7.4.2: невозможный ход чёрных');
  await clockForm.getByRole('button', { name: 'Выполнить' }).click();
  await arbiter.getByText(/Готово: время добавлено \(белые\)\./).first().waitFor();
  await assertAccessible(arbiter, 'the arbiter console');
  await assertNoSidewaysScroll(arbiter, 'the arbiter console');
  await shot(arbiter, 'game-03b-arbiter-added-time');
  const arbiterToken = await arbiter.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return JSON.parse(sessionStorage.getItem(key)).access_token;
  });
  const clockUrl = (await (await fetch(`${WEB_URL}/config.json`)).json()).clockUrl;
  const clock = await (await fetch(`${clockUrl}/api/clocks/${gameId}`,
    { headers: { Authorization: `Bearer ${arbiterToken}` } })).json();
  // 15+10: White's 15 minutes, +10 s for f3, less the seconds used, plus the arbiter's 2 minutes.
  assert.ok(clock.whiteRemainingMillis > 16 * 60_000, `White has ${clock.whiteRemainingMillis} ms`);

  // White reloads mid-game: the page joins again and shows the same position and moves.
  await white.reload();
  await white.getByText('Соединение: установлено.').waitFor();
  await seen(white, 'e5', 'чёрная пешка e5');
  assert.match(await written(white), /f3\s+e5/);

  // A move that is not legal is refused with words and sends nothing.
  await play(white, 'g2', 'g5');
  await white.getByRole('alert').getByText('ход g2–g5 невозможен в этой позиции.').waitFor();

  // 2. g4 by dragging the pawn (pointer events), Qh4# by clicking.
  await drag(white, 'g2', 'g4');
  await seen(black, 'g4', 'белая пешка g4');
  await play(black, 'd8', 'h4');
  for (const page of [white, black, organizer]) {
    await page.getByText('Партия окончена: 0-1, мат.').first().waitFor();
  }
  await heard(black, 'Чёрные: ферзь Давид восемь — Хектор четыре, мат.');
  await heard(black, 'Партия окончена: 0-1, мат.');
  assert.match(await written(white), /f3\s+e5\s+g4\s+Фh4#/);

  // The move list in English on request.
  await white.getByRole('button', { name: 'английская' }).click();
  assert.match(await written(white), /g4\s+Qh4#/);
  await assertAccessible(white, 'the finished game');
  await shot(white, 'game-04-white-finished');
  // High contrast and the large board: remembered, and still accessible.
  const before = (await square(white, 'e1').boundingBox()).width;
  await white.getByRole('button', { name: 'Высокая контрастность' }).click();
  await white.getByRole('button', { name: 'Большая доска' }).click();
  assert.equal(await white.getByRole('button', { name: 'Большая доска' }).getAttribute('aria-pressed'), 'true');
  assert.ok((await square(white, 'e1').boundingBox()).width > before, 'the large board has larger squares');
  await assertAccessible(white, 'high contrast, large board');
  await shot(white, 'game-06-high-contrast-large');
  await shot(black, 'game-05-black-finished');

  // The server agrees.
  const whiteToken = await white.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return JSON.parse(sessionStorage.getItem(key)).access_token;
  });
  const game = await (await fetch(`${config.gameUrl}/api/games/${gameId}`, { headers: { Authorization: `Bearer ${whiteToken}` } })).json();
  assert.equal(game.result, '0-1');
  assert.equal(game.termination, 'checkmate');
});
