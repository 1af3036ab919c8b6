// End-to-end: every route of the client on a laptop (1366x800) and a phone (390x844), logged out,
// as a coach and as an organizer: the page never scrolls sideways (wide tables scroll in their own
// box), the phone's menu is a disclosure button, and axe-core finds nothing serious. Two schools
// apply and a tournament is created through the services' REST, so that the tournament's pages
// have teams, a published round and a match. Screenshots of the federation's dashboard, the match
// and the arbiter's console at both sizes go to web/target/e2e/ (docs/screenshots/ keeps copies).
// Real headless Chromium against a running platform (WEB_URL; the rest from its /config.json).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anadyrLocal, assertAccessible, browser, logIn, schoolYearOf, shot, useBrowsers, WEB_URL } from './browsers.mjs';
import { application, post, token } from './platform-api.mjs';

const RUN = Date.now().toString(36);
const COMPETITION = `Первенство e2e телефон ${RUN}`;
const TOURNAMENT = `Кубок e2e телефон ${RUN}`;
const SIZES = [['laptop', { width: 1366, height: 800 }], ['phone', { width: 390, height: 844 }]];

useBrowsers();

/** The client opened afresh on a route, once its heading is there and the network is quiet. */
async function visit(page, route) {
  await page.goto('about:blank');
  await page.goto(`${WEB_URL}/${route}`);
  await page.locator('#page-title').waitFor();
  await page.waitForLoadState('networkidle');
}

/** No sideways scrolling: the document is no wider than the viewport. */
async function assertFits(page, what) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${what}: the page is ${scrollWidth} px wide in a ${clientWidth} px viewport`);
}

async function check(page, route, what, ready) {
  await visit(page, route);
  if (ready) await ready(page);
  await assertFits(page, what);
  await assertAccessible(page, what);
}

/** A tournament of two schools with round 1 published (its boards announced, its start days ahead). */
async function tournamentOfTwo(config) {
  const deadline = anadyrLocal(1 / 24);
  const schoolYear = schoolYearOf(deadline);
  const competition = await post(`${config.registrationUrl}/api/competitions`, await token(config, 'organizer'), { name: COMPETITION, deadline });
  const applications = `${config.registrationUrl}/api/competitions/${competition.id}/applications`;
  const coachTeam = await post(applications, await token(config, 'coach'), application(
    `Муниципальное бюджетное общеобразовательное учреждение «Средняя общеобразовательная школа № ${RUN}-1 городского округа Анадырь»`,
    schoolYear, [
      ['Петров', 'Иван', 9, '03-15', 'male'], ['Иванов', 'Пётр', 8, '05-02', 'male'], ['Сидоров', 'Олег', 7, '01-20', 'male'],
      // The only reserve is a girl (the reserve rule takes her on either reserve line).
      ['Смирнова', 'Анна', 6, '07-11', 'female'], ['Белова', 'Ольга', 5, '02-27', 'female'],
    ]));
  await post(applications, await token(config, 'coach2'), application(`МБОУ «Лицей ${RUN}-2»`, schoolYear, [
    ['Кузнецов', 'Артём', 10, '04-09', 'male'], ['Попов', 'Максим', 9, '10-30', 'male'], ['Васильев', 'Денис', 8, '08-14', 'male'],
    ['Новикова', 'Мария', 7, '06-05', 'female'],
  ]));
  // The teams reach tournament-service from registration's events: until both have, it says there are too few.
  const organizer = await token(config, 'organizer');
  let tournament;
  for (let attempt = 0; attempt < 30 && !tournament; attempt++) {
    const response = await fetch(`${config.tournamentUrl}/api/tournaments`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${organizer}` },
      body: JSON.stringify({ competitionId: competition.id, name: TOURNAMENT, format: 'double-round-robin' }),
    });
    if (response.status === 201) tournament = await response.json();
    else await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  assert.ok(tournament, 'the tournament was created');
  const match = tournament.rounds[0].matches[0];
  return { competition, teamId: coachTeam.teamId, tournament, match };
}

test('every route fits a laptop and a phone without sideways scrolling, and axe finds nothing serious', { timeout: 600_000 }, async () => {
  const config = await (await fetch(`${WEB_URL}/config.json`)).json();
  const { competition, teamId, tournament, match } = await tournamentOfTwo(config);
  const base = `#/tournaments/${tournament.id}`;
  const publicRoutes = [
    ['#/', 'the home page'], ['#/tournaments', 'the tournaments'], [base, 'the tournament'],
    [`${base}/standings`, 'the standings', (page) => page.locator('table.standings').waitFor()],
    [`${base}/federation`, 'the federation\'s dashboard', (page) => page.locator('table.standings').waitFor()],
    [`${base}/matches/${match.matchId}`, 'the match', (page) => page.locator('.board-card .mini-board').first().waitFor()],
    ['#/apply', 'the application, logged out'], ['#/invite/ABCDEFGHJK', 'an invitation, logged out'], ['#/games', 'the games, logged out'],
    ['#/arbiter', 'the arbiter\'s console, logged out'], ['#/organizer', 'the organizer page, logged out'],
  ];
  for (const [size, viewport] of SIZES) {
    const visitor = await browser(`visitor-${size}`, { viewport });
    for (const [route, what, ready] of publicRoutes) {
      await check(visitor, route, `${what} (${size})`, ready);
    }
    // A parent sees the boards announced, not «in play», days before the start.
    await visit(visitor, `${base}/matches/${match.matchId}`);
    await visitor.locator('.board-card .mini-board').first().waitFor();
    assert.match(await visitor.locator('.match-state').innerText(), /Расстановка по доскам объявлена; матч начнётся/);
    await shot(visitor, `responsive-match-${size}`);
    await visit(visitor, `${base}/federation`);
    await visitor.locator('table.standings').waitFor();
    await shot(visitor, `responsive-federation-${size}`);

    // The phone's menu: a button that shows and hides the links, which then fit.
    const menu = visitor.getByRole('button', { name: 'Меню' });
    if (size === 'phone') {
      assert.equal(await visitor.getByRole('link', { name: 'Турниры', exact: true }).isVisible(), false);
      await menu.click();
      assert.equal(await menu.getAttribute('aria-expanded'), 'true');
      await visitor.getByRole('link', { name: 'Турниры', exact: true }).waitFor();
      await assertFits(visitor, 'the open menu (phone)');
      await assertAccessible(visitor, 'the open menu (phone)');
      await visitor.getByRole('link', { name: 'Турниры', exact: true }).click();
      await visitor.getByRole('heading', { name: 'Турниры', level: 1 }).waitFor();
      assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    } else {
      assert.equal(await menu.isVisible(), false);
    }

    const coach = await browser(`coach-${size}`, { viewport });
    await coach.goto(`${WEB_URL}/#/apply`);
    await logIn(coach, 'coach');
    for (const [route, what, ready] of [
      ['#/apply', 'the submitted application', async (page) => {
        const choose = page.getByRole('button', { name: COMPETITION });
        await choose.or(page.locator('#confirmation-title')).first().waitFor();
        if (await choose.isVisible()) await choose.click();
        await page.getByRole('button', { name: 'Изменить заявку' }).waitFor();
      }],
      [`#/competitions/${competition.id}/teams/${teamId}/login-cards`, 'the login cards', (page) => page.locator('.login-card').first().waitFor()],
      [base, 'the tournament, coach'], ['#/games', 'the games, coach'],
    ]) {
      await check(coach, route, `${what} (${size})`, ready);
    }

    const organizer = await browser(`organizer-${size}`, { viewport });
    await organizer.goto(`${WEB_URL}/#/organizer`);
    await logIn(organizer, 'organizer');
    for (const [route, what, ready] of [
      ['#/organizer', 'the organizer page', (page) => page.getByLabel('Часовой пояс соревнования').waitFor()],
      [base, 'the tournament, organizer', (page) => page.getByRole('heading', { name: 'Журнал изменений турнира' }).waitFor()],
      ['#/arbiter', 'the arbiter\'s console', (page) => page.locator('#attention-title').waitFor()],
      ['#/games', 'the games, organizer'],
    ]) {
      await check(organizer, route, `${what} (${size})`, ready);
    }
    // The time zone is picked from a list, Russia's zones first, Anadyr chosen.
    await visit(organizer, '#/organizer');
    assert.equal(await organizer.getByLabel('Часовой пояс соревнования').inputValue(), 'Asia/Anadyr');
    // The console names the games of the real schedule: a claim and a disconnection on the match's boards (the list
    // itself is game-service's; here it is answered by the test, since no game of this tournament has started).
    await organizer.route('**/api/games/attention', (route) => route.fulfill({ json: [
      { gameId: match.boards[0].gameId, matchId: match.matchId, competitionId: competition.id, round: 1, board: 1, status: 'playing',
        reasons: [{ kind: 'quickplay-claim', side: 'black', since: new Date().toISOString(), detail: 'open' }] },
      { gameId: match.boards[1].gameId, matchId: match.matchId, competitionId: competition.id, round: 1, board: 2, status: 'playing',
        reasons: [{ kind: 'player-disconnected', side: 'white', since: null, detail: null }] },
    ] }));
    await visit(organizer, '#/arbiter');
    await organizer.getByRole('heading', { name: TOURNAMENT, level: 3 }).waitFor();
    await organizer.getByRole('heading', { name: /^Тур 1: .+ — .+$/, level: 4 }).waitFor();
    await organizer.getByRole('heading', { name: /^Доска 1: Иван Петров|^Доска 1: Артём Кузнецов/, level: 5 }).waitFor();
    await assertFits(organizer, `the arbiter's console with games (${size})`);
    await assertAccessible(organizer, `the arbiter's console with games (${size})`);
    await shot(organizer, `responsive-arbiter-${size}`);
    await organizer.unroute('**/api/games/attention');
  }
});
