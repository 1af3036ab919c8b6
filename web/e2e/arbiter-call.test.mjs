// End-to-end: the "arbiter, please come" thread (issue 20). A friendly game between the demo players;
// White, on a phone, calls the arbiter with a few words; the arbiter, on a laptop, sees the call on
// his console, answers «Иду» with one press; White reads it without a reload and answers; the arbiter
// reads that and closes the call with his ruling, which White then sees. Black sees none of it. Every
// page scanned by axe-core, no sideways scrolling. Real headless Chromium against a running platform
// (WEB_URL; the rest from its /config.json).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, browser, logIn, shot, useBrowsers, WEB_URL } from './browsers.mjs';
import { assertNoSidewaysScroll } from './layout.mjs';
import { post, token } from './platform-api.mjs';

// deploy/keycloak/README.md: the demo players' subjects.
const PLAYER = '7eac0000-0000-4000-8000-000000000005';
const PLAYER2 = '7eac0000-0000-4000-8000-000000000006';
const RUN = Date.now().toString(36);
const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

useBrowsers();

async function onPage(user, route, viewport) {
  const page = await browser(user, { viewport });
  // From the lobby, which asks for a login.
  await page.goto(`${WEB_URL}/#/games`);
  await logIn(page, user);
  await page.goto(`${WEB_URL}/${route}`);
  return page;
}

test('a player calls the arbiter, they talk in the call\'s thread, the arbiter closes it with his ruling; the opponent sees none of it',
  { timeout: 300_000 }, async () => {
    const config = await (await fetch(`${WEB_URL}/config.json`)).json();
    const created = await post(`${config.gameUrl}/api/games`, await token(config, 'organizer'), {
      whitePlayerId: PLAYER, blackPlayerId: PLAYER2, timeControl: '15+10', scheduledStart: new Date().toISOString(), defaultTimeMinutes: 15,
    });
    const route = `#/games/${created.id}`;

    const white = await onPage('player', route, PHONE);
    await white.getByText('Вы играете: белые.').waitFor();
    await white.getByRole('button', { name: 'Позвать судью' }).click();
    await white.getByLabel('Что случилось? (можно не писать)').fill(`Соперник говорит по телефону (${RUN})`);
    await white.getByRole('button', { name: 'Позвать', exact: true }).click();
    await white.locator('.call-thread .call-text', { hasText: `Соперник говорит по телефону (${RUN})` }).waitFor();

    const arbiter = await onPage('arbiter', '#/arbiter', LAPTOP);
    const item = arbiter.locator('.call-item', { hasText: `Соперник говорит по телефону (${RUN})` });
    await item.waitFor();
    await item.getByRole('button', { name: 'Иду', exact: true }).click();
    await item.locator('.call-line[data-role="arbiter"] .call-text', { hasText: 'Иду' }).waitFor();

    // Live: the game page reads the call again within seconds.
    await white.locator('.call-line[data-role="arbiter"] .call-text', { hasText: 'Иду' }).waitFor({ timeout: 20_000 });
    await white.getByLabel('Ответить коротко').fill('Жду у доски 1');
    await white.locator('.call-reply').getByRole('button', { name: 'Отправить' }).click();
    await white.locator('.call-line[data-role="player"] .call-text', { hasText: 'Жду у доски 1' }).waitFor();
    await item.locator('.call-line[data-role="player"] .call-text', { hasText: 'Жду у доски 1' }).waitFor({ timeout: 20_000 });
    await assertAccessible(white, 'the call thread on a phone');
    await assertNoSidewaysScroll(white, 'the call thread on a phone');
    await assertAccessible(arbiter, 'the call thread on the console');
    await assertNoSidewaysScroll(arbiter, 'the call thread on the console');
    await shot(white, 'arbiter-call-phone-player');
    await shot(arbiter, 'arbiter-call-laptop-console');
    await arbiter.setViewportSize(PHONE);
    await assertNoSidewaysScroll(arbiter, 'the call thread on the console, phone');
    await shot(arbiter, 'arbiter-call-phone-console');
    await arbiter.setViewportSize(LAPTOP);

    // The opponent: no thread on his page, and the service refuses him a line in it.
    const black = await onPage('player2', route, LAPTOP);
    await black.getByText('Вы играете: чёрные.').waitFor();
    await black.waitForLoadState('networkidle');
    assert.equal(await black.locator('.call-thread').count(), 0);
    const calls = await (await fetch(`${config.gameUrl}/api/arbiter-calls?gameId=${created.id}`,
      { headers: { Authorization: `Bearer ${await token(config, 'player')}` } })).json();
    const theirs = await fetch(`${config.gameUrl}/api/arbiter-calls/${calls[0].id}/replies`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await token(config, 'player2')}` },
      body: JSON.stringify({ text: 'Неправда' }),
    });
    assert.equal(theirs.status, 403);
    assert.match(theirs.headers.get('content-type'), /application\/problem\+json/);

    // The arbiter closes it with his ruling; White reads it as the thread's last line.
    await item.getByLabel('Решение судьи (увидит вызвавший)').fill('Телефон сдан судье, предупреждение чёрным');
    await item.getByRole('button', { name: 'Закрыть вызов с решением' }).click();
    await item.waitFor({ state: 'detached' });
    await white.locator('.call-closed .call-text', { hasText: 'Телефон сдан судье' }).waitFor({ timeout: 20_000 });
    await white.setViewportSize(LAPTOP);
    await assertNoSidewaysScroll(white, 'the closed call on a laptop');
    await shot(white, 'arbiter-call-laptop-player-closed');
  });
