// End-to-end: the match chat (seed 000 §1.5, instead of the video call). Two schools apply (coach,
// coach2), the organizer makes their tournament through the API; both captains and the arbiter
// open the match page, talk live, the arbiter writes to one side only, and the child at the board
// sees no chat at all. A laptop and a phone; every page scanned by axe-core. Real headless
// Chromium against a running platform (WEB_URL; the rest from its /config.json).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anadyrLocal, assertAccessible, browser, logIn, schoolYearOf, shot, useBrowsers, WEB_URL } from './browsers.mjs';
import { application, post, token } from './platform-api.mjs';

const RUN = Date.now().toString(36);
const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

useBrowsers();

/** A user's browser, logged in, on the match page. */
async function onMatch(user, route, viewport) {
  const page = await browser(user, { viewport });
  // From the lobby, which asks for a login (the match page lets anyone read it, so it shows no login button).
  await page.goto(`${WEB_URL}/#/games`);
  await logIn(page, user);
  await page.goto('about:blank');
  await page.goto(`${WEB_URL}/${route}`);
  await page.locator('#page-title').waitFor();
  return page;
}

async function write(page, text, audience) {
  const chat = page.locator('section.match-chat');
  await chat.getByLabel('Сообщение').fill(text);
  if (audience) await chat.getByLabel('Кому').selectOption({ label: audience });
  await chat.getByRole('button', { name: 'Отправить' }).click();
  await chat.locator('.chat-message', { hasText: text }).waitFor();
}

async function noSidewaysScroll(page, what) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `${what}: the page scrolls sideways (${scroll} > ${client})`);
}

test('two captains and the arbiter talk live on the match page; a side-only word stays with its side; the child sees no chat',
  { timeout: 300_000 }, async () => {
    const config = await (await fetch(`${WEB_URL}/config.json`)).json();
    const deadline = anadyrLocal(1 / 24);
    const schoolYear = schoolYearOf(deadline);
    const organizer = await token(config, 'organizer');
    const competition = await post(`${config.registrationUrl}/api/competitions`, organizer, { name: `Первенство e2e чат ${RUN}`, deadline });
    const applications = `${config.registrationUrl}/api/competitions/${competition.id}/applications`;
    const first = `МБОУ «Школа ${RUN}-1»`;
    const second = `МБОУ «Лицей ${RUN}-2»`;
    await post(applications, await token(config, 'coach'), application(first, schoolYear, [
      ['Петров', 'Иван', 9, '03-15', 'male'], ['Иванов', 'Пётр', 8, '05-02', 'male'], ['Сидоров', 'Олег', 7, '01-20', 'male'],
      ['Смирнова', 'Анна', 6, '07-11', 'female'],
    ]));
    await post(applications, await token(config, 'coach2'), application(second, schoolYear, [
      ['Кузнецов', 'Артём', 10, '04-09', 'male'], ['Попов', 'Максим', 9, '10-30', 'male'], ['Васильев', 'Денис', 8, '08-14', 'male'],
      ['Новикова', 'Мария', 7, '06-05', 'female'],
    ]));
    // The teams reach tournament-service from registration's events: until both have, it says there are too few.
    let tournament;
    for (let attempt = 0; attempt < 60 && !tournament; attempt++) {
      const response = await fetch(`${config.tournamentUrl}/api/tournaments`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${organizer}` },
        body: JSON.stringify({ competitionId: competition.id, name: `Кубок e2e чат ${RUN}` }),
      });
      if (response.status === 201) tournament = await response.json();
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    assert.ok(tournament, 'the tournament was never created');
    const match = tournament.rounds[0].matches[0];
    const route = `#/tournaments/${tournament.id}/matches/${match.matchId}`;

    const arbiter = await onMatch('arbiter', route, LAPTOP);
    const coach = await onMatch('coach', route, LAPTOP);
    const coach2 = await onMatch('coach2', route, PHONE);
    for (const page of [arbiter, coach, coach2]) {
      await page.getByRole('heading', { name: 'Чат матча' }).waitFor();
    }
    assert.equal(await coach.locator('#chat-audience').count(), 0, 'a captain does not choose a side');

    await write(arbiter, 'Добрый день! Начинаем по расписанию.');
    await write(coach, 'Команда на месте, все четверо.');
    await write(coach2, 'Мы тоже готовы.');
    // Live: each message reaches the others without a reload.
    for (const page of [arbiter, coach, coach2]) {
      await page.locator('.chat-message', { hasText: 'Мы тоже готовы.' }).waitFor();
      await page.locator('.chat-message', { hasText: 'Команда на месте, все четверо.' }).waitFor();
    }
    // The option names the team as every page does: the school's name as the captain typed it; the
    // district («, Анадырь») is left out since both schools share it (tournament/names.ts).
    await write(arbiter, 'Только вам: ваш игрок на доске 2 ещё не вошёл.', `только капитану команды «${first}»`);
    await coach.locator('.chat-message[data-side-only="true"]', { hasText: 'Только вам' }).waitFor();
    await write(coach2, 'Вопрос судье: можно ли заменить игрока?');
    await coach.locator('.chat-message', { hasText: 'Вопрос судье' }).waitFor();
    assert.equal(await coach2.locator('.chat-message', { hasText: 'Только вам' }).count(), 0, 'the other captain never sees it');
    assert.deepEqual(await coach.locator('.chat-message .chat-text').allTextContents(), [
      'Добрый день! Начинаем по расписанию.', 'Команда на месте, все четверо.', 'Мы тоже готовы.',
      'Только вам: ваш игрок на доске 2 ещё не вошёл.', 'Вопрос судье: можно ли заменить игрока?',
    ]);

    // The unread count: the captain closes the panel, the arbiter writes, the count shows.
    await coach2.locator('.chat-toggle').click();
    // The side the arbiter chose stays chosen (a private word never goes to everyone by mistake): he goes back to everyone.
    await write(arbiter, 'Замена до начала матча — через страницу турнира.', 'всем участникам чата');
    await coach2.locator('.chat-unread', { hasText: 'новых: 1' }).waitFor();
    await shot(coach2, 'match-chat-phone-unread');
    await coach2.locator('.chat-toggle').click();
    await coach2.locator('.chat-unread').waitFor({ state: 'detached' });

    // A reload resumes: the same messages, nothing doubled.
    await coach.reload();
    await coach.locator('.chat-message', { hasText: 'Замена до начала' }).waitFor();
    assert.equal(await coach.locator('.chat-message').count(), 6);

    await assertAccessible(arbiter, 'the match chat, arbiter');
    await assertAccessible(coach2, 'the match chat on a phone');
    await noSidewaysScroll(coach2, 'the match chat on a phone');
    await noSidewaysScroll(arbiter, 'the match chat on a laptop');
    await shot(arbiter, 'match-chat-laptop-arbiter');
    await shot(coach, 'match-chat-laptop-coach');
    await shot(coach2, 'match-chat-phone-coach2');

    // The child: no chat on his page, and the service refuses him.
    const child = await onMatch('player', route, PHONE);
    await child.locator('.board-cards, .match-score').first().waitFor();
    await child.waitForLoadState('networkidle');
    assert.equal(await child.locator('section.match-chat').count(), 0);
    const refused = await fetch(`${config.tournamentUrl}/api/tournaments/${tournament.id}/matches/${match.matchId}/chat`,
      { headers: { Authorization: `Bearer ${await token(config, 'player')}` } });
    assert.equal(refused.status, 403);
    assert.match(refused.headers.get('content-type'), /application\/problem\+json/);
  });
