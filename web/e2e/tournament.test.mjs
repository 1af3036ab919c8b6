// End-to-end: two schools apply (through registration-service's REST, as scripts would; the form
// itself is application.test.mjs), an organizer creates their tournament on the organizer page,
// sets a team's line-up and corrects a board's result on the tournament page; a coach reads his
// next opponent's login list; everyone else sees the standings, the federation's view and the
// match. Every page the client has is scanned by axe-core on the way, logged in and out. Real
// headless Chromium against a running platform (WEB_URL; the rest from its /config.json).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anadyrLocal, assertAccessible, browser, logIn, schoolYearOf, shot, useBrowsers, WEB_URL } from './browsers.mjs';
import { application, post, token } from './platform-api.mjs';

const RUN = Date.now().toString(36);
const COMPETITION = `Первенство e2e турнир ${RUN}`;
const TOURNAMENT = `Кубок e2e ${RUN}`;

useBrowsers();

/** The client opened afresh on a route (not a change of hash, so nothing of the page before is left). */
async function openRoute(page, route) {
  await page.goto('about:blank');
  await page.goto(`${WEB_URL}/${route}`);
}

/** A page that needs no waiting for a stream: its heading is there and the network is quiet. */
async function scanRoute(page, route, what) {
  await openRoute(page, route);
  await page.locator('#page-title').waitFor();
  await page.waitForLoadState('networkidle');
  await assertAccessible(page, what);
}

test('an organizer creates a tournament, sets a line-up and corrects a result; a coach reads the opponent\'s login list; every page passes axe',
  { timeout: 200_000 }, async () => {
    const config = await (await fetch(`${WEB_URL}/config.json`)).json();
    const deadline = anadyrLocal(1 / 24);
    const schoolYear = schoolYearOf(deadline);
    const competition = await post(`${config.registrationUrl}/api/competitions`, await token(config, 'organizer'), { name: COMPETITION, deadline });
    const applications = `${config.registrationUrl}/api/competitions/${competition.id}/applications`;
    await post(applications, await token(config, 'coach'), application(`МБОУ «Школа ${RUN}-1»`, schoolYear, [
      ['Петров', 'Иван', 9, '03-15', 'male'], ['Иванов', 'Пётр', 8, '05-02', 'male'], ['Сидоров', 'Олег', 7, '01-20', 'male'],
      ['Смирнова', 'Анна', 6, '07-11', 'female'], ['Орлов', 'Павел', 5, '02-27', 'male'],
    ]));
    await post(applications, await token(config, 'coach2'), application(`МБОУ «Лицей ${RUN}-2»`, schoolYear, [
      ['Кузнецов', 'Артём', 10, '04-09', 'male'], ['Попов', 'Максим', 9, '10-30', 'male'], ['Васильев', 'Денис', 8, '08-14', 'male'],
      ['Новикова', 'Мария', 7, '06-05', 'female'],
    ]));

    // The organizer creates the tournament from the competition's two teams.
    const organizer = await browser('organizer');
    await organizer.goto(`${WEB_URL}/#/organizer`);
    await logIn(organizer, 'organizer');
    await organizer.getByRole('button', { name: `Турниры соревнования «${COMPETITION}»: создать или открыть` }).click();
    await organizer.getByRole('heading', { name: `Турниры соревнования «${COMPETITION}»` }).waitFor();
    await organizer.getByLabel('Система', { exact: true }).selectOption('swiss');
    await organizer.getByRole('button', { name: 'Создать турнир' }).click();
    await organizer.locator('#f-tournament-rounds-error').getByText('заполните это поле').waitFor();
    await assertAccessible(organizer, 'the tournament form with an error');
    await shot(organizer, 'tournament-01-create-error');
    await organizer.getByLabel('Система', { exact: true }).selectOption('double-round-robin');
    await organizer.getByLabel('Название турнира').fill(TOURNAMENT);
    await organizer.getByLabel('Составы закрываются за столько минут до начала тура').fill('90');
    // The teams reach tournament-service from registration's events: until both have, the service says there are too few.
    const open = organizer.getByRole('link', { name: `Открыть турнир «${TOURNAMENT}»` });
    for (let attempt = 0; attempt < 30 && !(await open.isVisible()); attempt++) {
      await organizer.getByRole('button', { name: 'Создать турнир' }).click();
      await open.or(organizer.locator('#create-summary[role="alert"]')).first().waitFor();
      if (!(await open.isVisible())) await organizer.waitForTimeout(1000);
    }
    await assertAccessible(organizer, 'the tournament created');
    await open.click();
    await organizer.getByRole('heading', { name: TOURNAMENT, level: 1 }).waitFor();
    const tournamentUrl = organizer.url();
    const tournamentRoute = tournamentUrl.slice(tournamentUrl.indexOf('#'));
    await organizer.getByRole('heading', { name: 'Журнал изменений турнира' }).waitFor();
    await assertAccessible(organizer, 'the tournament page, organizer');

    // Any team's line-up for the round not yet published.
    await organizer.getByLabel('Команда, чей состав задать').selectOption({ index: 1 });
    await organizer.locator('form[data-line-up="2"]').waitFor();
    await assertAccessible(organizer, 'the organizer\'s line-up form');
    await shot(organizer, 'tournament-02-organizer');

    // Round 1 waits for its line-up deadline (90 minutes before its start): the organizer publishes it early.
    await organizer.getByRole('button', { name: 'Опубликовать тур 1 сейчас' }).click();
    await organizer.getByRole('button', { name: 'Да, опубликовать тур 1' }).click();
    await organizer.locator('#main p.confirmation', { hasText: 'Тур 1 опубликован.' }).waitFor();

    // A board's result corrected, confirmed first; the service's answer (done, or why not) is said in place.
    const correction = organizer.locator('details.correction').first();
    await correction.locator('summary').click();
    const resultForm = correction.locator('form[data-action="result"]');
    await resultForm.getByLabel('Причина (попадёт в журнал изменений)').fill('ошибка в протоколе');
    await resultForm.getByRole('button', { name: 'Исправить результат' }).click();
    await resultForm.getByRole('button', { name: 'Да, записать результат' }).waitFor();
    await assertAccessible(organizer, 'a correction awaiting confirmation');
    await resultForm.getByRole('button', { name: 'Да, записать результат' }).click();
    await correction.locator('.confirmation').or(resultForm.getByRole('alert')).first().waitFor();
    await assertAccessible(organizer, 'a correction answered');
    await shot(organizer, 'tournament-03-correction');

    const matchHref = await organizer.locator('ul.matches a[href*="/matches/"]').first().getAttribute('href');

    // The coach of the first school: his line-up form and the opponent's login list.
    const coach = await browser('coach');
    await coach.goto(`${WEB_URL}/#/apply`);
    await logIn(coach, 'coach');
    await openRoute(coach, tournamentRoute);
    await coach.getByRole('heading', { name: 'Список логинов соперника' }).waitFor();
    await coach.getByRole('rowheader', { name: 'Артём Кузнецов' }).waitFor();
    await coach.locator('form[data-line-up="2"]').waitFor();
    await assertAccessible(coach, 'the tournament page, coach');
    await shot(coach, 'tournament-04-coach');

    // The invitation page (no login needed), with a code nobody was given: refused in words under the field.
    const player = await browser('player');
    await player.goto(`${WEB_URL}/#/invite`);
    await player.getByLabel('Код приглашения').fill('ABCD EFGH JK');
    await player.getByRole('button', { name: 'Найти приглашение' }).click();
    await player.locator('#f-invitationCode-error').getByText('такого кода приглашения нет').waitFor();
    await assertAccessible(player, 'the invitation page with an unknown code');

    // The public pages, as anyone sees them.
    const visitor = await browser('visitor');
    await openRoute(visitor, `${tournamentRoute}/standings`);
    await visitor.locator('table.standings').waitFor();
    await visitor.getByText('Таблица обновляется сама после каждого результата.').waitFor();
    await assertAccessible(visitor, 'the standings');
    await shot(visitor, 'tournament-05-standings');
    await openRoute(visitor, `${tournamentRoute}/federation`);
    await visitor.getByRole('heading', { name: `Лента для федерации: ${TOURNAMENT}` }).waitFor();
    await visitor.locator('ul.feed-standings, section[aria-labelledby="federation-standings"] p').first().waitFor();
    await assertAccessible(visitor, 'the federation\'s view');
    await shot(visitor, 'tournament-06-federation');
    await openRoute(visitor, matchHref);
    await visitor.locator('#page-title').waitFor();
    await visitor.waitForTimeout(1500);
    await assertAccessible(visitor, 'the match, spectator');
    await shot(visitor, 'tournament-07-match');
    for (const [route, what] of [
      ['#/', 'the home page'], ['#/tournaments', 'the tournaments'], [tournamentRoute, 'the tournament page, logged out'],
      ['#/apply', 'the application, logged out'], ['#/invite/ABCDEFGHJK', 'an invitation, logged out'], ['#/games', 'the games, logged out'],
      ['#/arbiter', 'the arbiter\'s console, logged out'], ['#/organizer', 'the organizer page, logged out'],
    ]) {
      await scanRoute(visitor, route, what);
    }
    await visitor.getByRole('button', { name: 'English' }).click();
    await scanRoute(visitor, tournamentRoute, 'the tournament page in English');
    assert.equal(await visitor.evaluate(() => document.documentElement.lang), 'en');
  });
