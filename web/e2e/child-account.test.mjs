// End-to-end, issue 14: two schools apply (REST, as the other tests do); a child opens his
// invitation address, creates his account in the browser, logs in through the real Keycloak page
// (his name filled in by login_hint), finds his game of a one-match tournament on «Мои партии» and
// plays it on the board against the opposing child (account made through the API, logged in
// through Keycloak in a second browser) to a mate. The coach then prints the login cards with their
// QR codes and resets the child's password. Pages are checked with axe and at a phone's width.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anadyrLocal, assertAccessible, browser, logIn, schoolYearOf, shot, useBrowsers, WEB_URL } from './browsers.mjs';
import { application, post, token } from './platform-api.mjs';

const RUN = Date.now().toString(36);
const ZONE = 'Asia/Anadyr';
/** From the tournament's creation to round 1's start: both children open the board by then. */
const LEAD_SECONDS = 50;
const PHONE = { width: 390, height: 844 };

useBrowsers();

/** A moment from now as the tournament's local date-time with seconds, `2026-03-07T13:00:05`. */
function anadyrLocalIn(seconds) {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(Date.now() + seconds * 1000)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function assertNoSidewaysScroll(page, what) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scrollWidth <= innerWidth, `${what}: ${scrollWidth}px wide in a ${innerWidth}px window`);
}

/** Screenshots at a phone's width too, with the sideways check. */
async function shotOnPhone(page, name, what) {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, what);
  await shot(page, `${name}-390`);
  await page.setViewportSize(size);
}

/**
 * The link to a game on «Мои партии», read again until it is there: game-service learns the
 * account's link and the published round from events, a moment after the REST calls answered.
 */
async function myGame(page, name) {
  const link = page.getByRole('link', { name });
  for (let attempt = 0; attempt < 20 && !(await link.isVisible()); attempt++) {
    await page.reload();
    await page.getByRole('heading', { name: 'Мои партии' }).waitFor();
    await page.waitForLoadState('networkidle');
  }
  return link;
}

const square = (page, name) => page.locator(`.board [data-square="${name}"]`);

/** Click-click, then both boards show the piece on its new square (the server's broadcast arrived). */
async function play(mover, other, from, to, label) {
  await square(mover, from).click();
  await square(mover, to).click();
  for (const page of [mover, other]) {
    await page.locator(`.board [data-square="${to}"][aria-label^="${label}"]`).waitFor();
  }
}

test('a child creates his account from the invitation, logs in and plays his board; the coach prints the login cards',
  { timeout: 300_000 }, async () => {
    const config = await (await fetch(`${WEB_URL}/config.json`)).json();
    const deadline = anadyrLocal(1 / 24);
    const schoolYear = schoolYearOf(deadline);
    const organizerToken = await token(config, 'organizer');
    const competition = await post(`${config.registrationUrl}/api/competitions`, organizerToken, { name: `Первенство e2e учётные записи ${RUN}`, deadline });
    const applications = `${config.registrationUrl}/api/competitions/${competition.id}/applications`;
    const first = await post(applications, await token(config, 'coach'), application(`МБОУ «Школа ${RUN}-1»`, schoolYear, [
      ['Петров', 'Иван', 9, '03-15', 'male'], ['Иванов', 'Пётр', 8, '05-02', 'male'], ['Сидоров', 'Олег', 7, '01-20', 'male'],
      ['Смирнова', 'Анна', 6, '07-11', 'female'], ['Орлов', 'Павел', 5, '02-27', 'male'],
    ]));
    const second = await post(applications, await token(config, 'coach2'), application(`МБОУ «Лицей ${RUN}-2»`, schoolYear, [
      ['Кузнецов', 'Артём', 10, '04-09', 'male'], ['Попов', 'Максим', 9, '10-30', 'male'], ['Васильев', 'Денис', 8, '08-14', 'male'],
      ['Новикова', 'Мария', 7, '06-05', 'female'],
    ]));
    const ivan = first.roster.find((entry) => entry.board === 1);
    const artem = second.roster.find((entry) => entry.board === 1);
    const ivanLogin = { username: `ivan-${RUN}`, password: `конь-f3-${RUN}` };
    const artemLogin = { username: `artem-${RUN}`, password: `ферзь-h4-${RUN}` };

    // The opposing child's account, made from his code as a script would.
    const made = await post(`${config.registrationUrl}/api/invitations/${artem.invitationCode}/account`, null, artemLogin);
    assert.equal(made.username, artemLogin.username);
    assert.equal(made.board, 1);

    // The child opens his invitation address: whom it is for, the two ways, Russian first.
    const child = await browser('child', { viewport: { width: 1366, height: 800 } });
    await child.goto(`${WEB_URL}/#/invite/${ivan.invitationCode}`);
    await child.getByText('Это приглашение для: Иван Петров.').waitFor();
    await child.getByRole('heading', { name: 'Создать учётную запись' }).waitFor();
    await child.getByRole('heading', { name: 'У меня уже есть учётная запись' }).waitFor();
    await assertAccessible(child, 'the invitation page');
    await shot(child, 'child-01-invite');
    await shotOnPhone(child, 'child-01-invite', 'the invitation page');

    // A password too short is caught on the page; a name already taken by the server.
    await child.getByLabel('Имя для входа (логин)').fill(artemLogin.username);
    await child.locator('#f-account-password').fill('short');
    await child.getByLabel('Пароль ещё раз').fill('short');
    await child.getByRole('button', { name: 'Создать учётную запись' }).click();
    await child.locator('#f-account-password-error').getByText('пароль не короче 8 знаков, а введено 5.').waitFor();
    await child.locator('#f-account-password').fill(ivanLogin.password);
    await child.getByLabel('Пароль ещё раз').fill(ivanLogin.password);
    await child.getByRole('button', { name: 'Создать учётную запись' }).click();
    await child.locator('#f-account-username-error').getByText('это имя для входа уже занято').waitFor();
    await assertAccessible(child, 'the account form refused');
    await shot(child, 'child-02-username-taken');

    await child.getByLabel('Имя для входа (логин)').fill(ivanLogin.username);
    await child.getByRole('button', { name: 'Создать учётную запись' }).click();
    await child.getByRole('heading', { name: 'Учётная запись создана' }).waitFor();
    await child.getByRole('button', { name: `Войти как ${ivanLogin.username}` }).click();
    await child.waitForURL(/\/realms\/teamchess\/protocol\/openid-connect\/auth/);
    assert.equal(await child.locator('#username').inputValue(), ivanLogin.username, 'the login page has the name filled in');
    await child.locator('#password').fill(ivanLogin.password);
    await child.locator('#kc-login').click();
    await child.waitForURL(`${WEB_URL}/**`);
    await child.getByText(/Вы вошли как/).waitFor();
    assert.equal(new URL(child.url()).hash, '#/games', 'the login lands on the games');
    await child.getByRole('heading', { name: 'Мои партии' }).waitFor();

    // The opponent logs in through Keycloak in his own browser.
    const opponent = await browser('opponent', { viewport: { width: 1280, height: 1000 } });
    await opponent.goto(`${WEB_URL}/#/games`);
    await logIn(opponent, artemLogin.username, artemLogin.password);

    // The organizer's one-match tournament; without a line-up deadline round 1 is published at once.
    let tournament;
    for (let attempt = 0; attempt < 40 && !tournament; attempt++) {
      const response = await fetch(`${config.tournamentUrl}/api/tournaments`, {
        method: 'POST', headers: { Authorization: `Bearer ${organizerToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          competitionId: competition.id, name: `Матч e2e ${RUN}`, format: 'match', teamIds: [first.teamId, second.teamId],
          timeControl: '5+0', timeZone: ZONE, firstRoundStart: anadyrLocalIn(LEAD_SECONDS), drawnMatch: 'none',
        }),
      });
      // tournament-service learns the teams from registration's events, a moment later
      if (response.status === 201) tournament = await response.json();
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    assert.ok(tournament, 'the tournament was created');
    assert.equal(tournament.rounds[0].published, true, 'round 1 is published at once');
    const start = Date.parse(tournament.rounds[0].scheduledStart);

    // «Мои партии»: the child's game, a link to its board.
    const mine = await myGame(child, /^Доска 1, белыми, начало/);
    await assertAccessible(child, 'my games');
    await shot(child, 'child-03-my-games');
    await shotOnPhone(child, 'child-03-my-games', 'my games');
    await mine.click();
    await child.waitForURL(/#\/games\/[0-9a-f-]{36}$/);
    await child.getByText('Вы играете: белые.').waitFor();

    await (await myGame(opponent, /^Доска 1, чёрными, начало/)).click();
    await opponent.getByText('Вы играете: чёрные.').waitFor();
    assert.ok(Date.now() < start, 'both children sat at the board before the start; a longer LEAD_SECONDS is needed here');

    // The game starts at the round's time; then fool's mate, clicked on both boards.
    await child.waitForTimeout(Math.max(0, start - Date.now()) + 1500);
    await play(child, opponent, 'f2', 'f3', 'белая пешка f3');
    await play(opponent, child, 'e7', 'e5', 'чёрная пешка e5');
    await play(child, opponent, 'g2', 'g4', 'белая пешка g4');
    await play(opponent, child, 'd8', 'h4', 'чёрный ферзь h4');
    for (const page of [child, opponent]) {
      await page.getByText('Партия окончена: 0-1, мат.').first().waitFor();
    }
    await shot(child, 'child-04-game-over');

    // The coach's login cards: a QR code per child, the child's account with its name.
    const coach = await browser('coach', { viewport: { width: 1366, height: 800 } });
    await coach.goto(`${WEB_URL}/#/apply`);
    await logIn(coach, 'coach');
    await coach.goto(`${WEB_URL}/#/competitions/${competition.id}/teams/${first.teamId}/login-cards`);
    await coach.getByRole('heading', { name: `Карточки для входа: МБОУ «Школа ${RUN}-1»` }).waitFor();
    const codes = coach.locator('li.login-card img.qr');
    await coach.waitForFunction(() => [...document.querySelectorAll('li.login-card img.qr')].filter((image) => image.complete && image.naturalWidth > 0).length === 5);
    assert.equal(await codes.count(), 5);
    const ivanCard = coach.locator('li.login-card', { hasText: 'Иван Петров' });
    await ivanCard.getByText(`создана, имя для входа: ${ivanLogin.username}`).waitFor();
    assert.equal(await ivanCard.locator('.address a').getAttribute('href'), `${WEB_URL}/#/invite/${ivan.invitationCode}`);
    await coach.locator('li.login-card', { hasText: 'Павел Орлов' }).getByText('ещё не создана').waitFor();
    await assertAccessible(coach, 'the login cards');
    await shot(coach, 'child-05-login-cards');
    await shotOnPhone(coach, 'child-05-login-cards', 'the login cards');
    await coach.emulateMedia({ media: 'print' });
    await shot(coach, 'child-06-login-cards-print');
    assert.equal(await coach.locator('header').isVisible(), false, 'no navigation on paper');
    await coach.emulateMedia({ media: 'screen' });

    // A new password for the child, shown once: it works at once.
    await ivanCard.getByRole('button', { name: 'Сбросить пароль: Иван Петров' }).click();
    await ivanCard.getByRole('button', { name: 'Да, сбросить пароль' }).click();
    const shown = ivanCard.locator('.new-password code');
    await shown.waitFor();
    await shot(coach, 'child-07-password-reset');
    await token(config, ivanLogin.username, await shown.innerText());
  });
