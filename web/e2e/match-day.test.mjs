// End-to-end: a child's match day at a laptop's size (1366x800) and a phone's (390x844). An
// arbiter sets up a game starting a little later; both players open their lobby (the next game,
// its countdown, the button to the board) and the board before the start; the clocks start by
// themselves at the start, without a reload; Black premoves; White calls the arbiter, the
// arbiter's console lists the call and marks it handled; a blind player (Black) plays by keyboard
// in the accessible mode, asserted through the accessibility tree; the game ends in a draw by
// agreement. On every route: no sideways scrolling; on the board: the board, both clocks and both
// names inside the window; axe finds nothing serious. Screenshots go to web/target/e2e/, as the
// other suites' do: a test run leaves the checkout as it was (docs/screenshots/ keeps copies, put
// there by hand when the pages change).
// Needs a running platform: WEB_URL is the web module, the rest comes from its /config.json.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, browser, logIn, useBrowsers, WEB_URL, windowShot } from './browsers.mjs';
import { assertBoardInView, assertNoSidewaysScroll } from './layout.mjs';
import { post, token } from './platform-api.mjs';

// deploy/keycloak/README.md: the demo players' subjects.
const PLAYER = '7eac0000-0000-4000-8000-000000000005';
const PLAYER2 = '7eac0000-0000-4000-8000-000000000006';
const SIZES = [
  { name: 'laptop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

useBrowsers();

const square = (page, name) => page.locator(`.board [data-square="${name}"]`);

async function checkRoute(page, what) {
  await assertNoSidewaysScroll(page, what);
  await assertAccessible(page, what);
}

/**
 * Voids the demo players' unfinished games (earlier runs), so that the lobby's next game is this
 * run's: an arbiter's void, with a reason, as the console does it.
 */
async function voidOpenGames(config, arbiterToken) {
  for (const user of ['player', 'player2']) {
    const response = await fetch(`${config.gameUrl}/api/games/mine`, { headers: { Authorization: `Bearer ${await token(config, user)}` } });
    for (const game of (await response.json()).filter((one) => one.status !== 'finished')) {
      await post(`${config.gameUrl}/api/games/${game.id}/void`, arbiterToken, { reason: 'e2e: an earlier run left it open' }, 204)
        .catch(() => undefined);
    }
  }
}

/** Now plus seconds, rounded up to the second, in UTC. */
const inSeconds = (seconds) => new Date(Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000).toISOString();

for (const size of SIZES) {
  test(`match day on a ${size.name} (${size.viewport.width}x${size.viewport.height})`, { timeout: 300_000 }, async () => {
    const config = await (await fetch(`${WEB_URL}/config.json`)).json();
    const arbiterToken = await token(config, 'arbiter');
    await voidOpenGames(config, arbiterToken);
    const start = inSeconds(45);
    const game = await post(`${config.gameUrl}/api/games`, arbiterToken, {
      whitePlayerId: PLAYER, blackPlayerId: PLAYER2, timeControl: '15+10', scheduledStart: start, defaultTimeMinutes: 15,
    });

    // White: the lobby shows the next game with a countdown and the way to the board.
    const white = await browser(`white-${size.name}`, { viewport: size.viewport });
    await white.goto(`${WEB_URL}/#/games`);
    await logIn(white, 'player');
    const card = white.locator('.next-game').filter({ has: white.locator(`a[href="#/games/${game.id}"]`) });
    await card.waitFor();
    await white.getByRole('heading', { name: 'Следующая партия' }).first().waitFor();
    assert.match(await card.innerText(), /Товарищеская партия/);
    assert.match(await card.innerText(), /До начала:\s+\d+:\d\d/);
    await checkRoute(white, `${size.name}: the lobby`);
    await windowShot(white, `lobby-${size.name}`);
    await card.getByRole('link', { name: 'К доске' }).click();
    await white.waitForURL(new RegExp(`#/games/${game.id}$`));
    await white.getByText('Вы играете: белые.').waitFor();
    await white.getByText('Соединение: установлено.').waitFor();
    // Before the start: the countdown, no clock running.
    await white.locator('.scheduled').getByText(/Партия начнётся .*, через \d+:\d\d/).waitFor();
    assert.equal(await white.locator('.player-clock.running').count(), 0);
    await assertBoardInView(white, `${size.name}: White's board before the start`);
    await checkRoute(white, `${size.name}: the board before the start`);

    // Black, a blind player: logs in and finds his game by keyboard alone.
    const black = await browser(`black-${size.name}`, { viewport: size.viewport });
    await black.goto(`${WEB_URL}/#/games`);
    await black.locator('main').getByRole('button', { name: 'Войти', exact: true }).focus();
    await black.keyboard.press('Enter');
    await black.waitForURL(/\/realms\/teamchess\/protocol\/openid-connect\/auth/);
    await black.locator('#username').focus();
    await black.keyboard.type('player2');
    await black.keyboard.press('Tab');
    await black.keyboard.type('player2-local-only');
    await black.keyboard.press('Enter');
    await black.waitForURL(`${WEB_URL}/**`);
    await black.getByText(/Вы вошли как/).waitFor();
    const toBoard = black.locator('.next-game').filter({ has: black.locator(`a[href="#/games/${game.id}"]`) }).getByRole('link', { name: 'К доске' });
    await toBoard.waitFor();
    // Tab until the link to the board has the focus, then Enter.
    for (let presses = 0; presses < 60 && !(await toBoard.evaluate((link) => link === document.activeElement)); presses++) {
      await black.keyboard.press('Tab');
    }
    assert.ok(await toBoard.evaluate((link) => link === document.activeElement), 'the link to the board is reachable by Tab');
    await black.keyboard.press('Enter');
    await black.waitForURL(new RegExp(`#/games/${game.id}$`));
    await black.getByText('Вы играете: чёрные.').waitFor();
    // Black's own side at the bottom: the board starts at h1.
    assert.equal(await black.locator('.board [data-square]').first().getAttribute('data-square'), 'h1');
    assert.equal(await black.locator('.player-bar.bottom').getAttribute('data-side'), 'black');
    await assertBoardInView(black, `${size.name}: Black's board`);

    // The start comes: White's clock runs on both pages without a reload.
    await white.locator('.player-bar[data-side="white"] .clock-state').getByText('идут').waitFor({ timeout: 90_000 });
    await black.locator('.player-bar[data-side="white"] .clock-state').getByText('идут').waitFor();
    await white.locator('.to-move').getByText('ваш ход').waitFor();
    await windowShot(white, `game-${size.name}-white`);

    // Black premoves 1... e5 while White thinks; it is played as soon as White has moved.
    await square(black, 'e7').click();
    await square(black, 'e5').click();
    await black.locator('.premove-note').getByText('Предварительный ход: e7–e5.').waitFor();
    await square(white, 'f2').click();
    await square(white, 'f3').click();
    await white.locator('.board [data-square="e5"][aria-label^="чёрная пешка e5"]').waitFor();
    assert.ok(await square(white, 'e5').evaluate((button) => button.classList.contains('last')), 'the last move is shaded');

    // White calls the arbiter with a short message; the console lists it; the arbiter marks it handled.
    await white.getByRole('button', { name: 'Позвать судью' }).click();
    await white.getByLabel('Что случилось? (можно не писать)').fill('Соперник ходит без очереди?');
    await white.getByRole('button', { name: 'Позвать', exact: true }).click();
    await white.locator('.arbiter-call').getByText(/Судья вызван/).waitFor();
    const arbiter = await browser(`arbiter-${size.name}`, { viewport: size.viewport });
    await arbiter.goto(`${WEB_URL}/#/arbiter`);
    await logIn(arbiter, 'arbiter');
    const call = arbiter.locator(`.call-item[data-game="${game.id}"]`);
    await call.getByText('Соперник ходит без очереди?', { exact: true }).waitFor();
    await checkRoute(arbiter, `${size.name}: the arbiter console with a call`);
    await call.getByLabel('Решение судьи (увидит вызвавший)').fill('Подошёл, всё в порядке');
    await call.getByRole('button', { name: 'Закрыть вызов с решением' }).click();
    await call.waitFor({ state: 'detached' });

    // Black, by keyboard in the accessible mode: the mode is a pressed button, the move a labelled field.
    await black.getByRole('button', { name: 'Режим для незрячих' }).focus();
    await black.keyboard.press('Enter');
    const field = black.getByRole('textbox', { name: 'Ваш ход' });
    await square(black, 'g4').waitFor();
    await square(white, 'g1').click();
    await square(white, 'h3').click();
    await black.locator('.board [data-square="h3"][aria-label^="белый конь h3"]').waitFor();
    await field.focus();
    await black.keyboard.type('Кc6');
    await black.keyboard.press('Enter');
    await white.locator('.board [data-square="c6"][aria-label^="чёрный конь c6"]').waitFor();
    const tree = await black.locator('.accessible-panel').ariaSnapshot();
    assert.match(tree, /heading "Ход с клавиатуры"/);
    assert.match(tree, /combobox "Возможные ходы \(\d+\)"/);
    assert.match(tree, /button "Сказать позицию \(Alt\+P\)"/);
    const moves = await black.locator('section.moves').ariaSnapshot();
    assert.match(moves, /конь Белла восемь — Цезарь шесть/);
    assert.equal(await black.getByRole('button', { name: 'Режим для незрячих' }).getAttribute('aria-pressed'), 'true');
    await assertAccessible(black, `${size.name}: the accessible mode`);
    await assertNoSidewaysScroll(black, `${size.name}: Black's board`);
    await windowShot(black, `game-${size.name}-black-accessible`);

    // A draw offered by White (she hears that she offered), accepted by Black by keyboard.
    await white.getByRole('button', { name: 'Предложить ничью' }).click();
    await white.locator('.game-controls').getByText('Вы предложили ничью.').waitFor();
    const accept = black.getByRole('button', { name: 'Принять ничью' });
    await black.locator('.game-controls').getByText('Соперник предлагает ничью.').waitFor();
    await accept.focus();
    await black.keyboard.press('Enter');
    for (const page of [white, black]) {
      await page.getByText('Партия окончена: ½-½, ничья по соглашению.').first().waitFor();
    }
    // White's call shows as handled once the page reads it again (every 20 s): not waited for here.
    await assertBoardInView(white, `${size.name}: the finished game`);
    await checkRoute(white, `${size.name}: the finished game`);
    await windowShot(white, `game-${size.name}-finished`);
  });
}
