// End-to-end: an organizer opens a competition, a coach logs in through the real Keycloak login
// page and submits the school's application (the whole form of seed 000 Appendix 1: school, team
// leader, director, players with full names, grades, birth dates and genders, three agreements),
// the organizer reads it. Real headless Chromium
// (Debian's, driven by playwright-core), against a platform someone else started: Keycloak,
// Kafka, PostgreSQL, registration-service and the web module (WEB_URL, default port 8080).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anadyrLocal, assertAccessible, bornFor, browser, logIn, schoolYearOf, shot, useBrowsers, WEB_URL } from './browsers.mjs';

const RUN = Date.now().toString(36);
const COMPETITION = `Первенство школ e2e ${RUN}`;
const SCHOOL = `МБОУ «СОШ № ${RUN}»`;

useBrowsers();

/** With several competitions open the coach picks ours; with one the form is already there. */
async function chooseCompetition(page) {
  const choice = page.getByRole('button', { name: COMPETITION });
  const form = page.getByLabel('Название образовательной организации');
  await choice.or(form).first().waitFor();
  if (await choice.isVisible()) {
    await choice.click();
  }
  await form.waitFor();
}

test('a coach submits the school application that an organizer opened and then reads', { timeout: 240_000 }, async () => {
  const organizer = await browser('organizer');
  await organizer.goto(`${WEB_URL}/#/organizer`);
  await assertAccessible(organizer, 'organizer page, logged out');
  await logIn(organizer, 'organizer');
  await organizer.getByRole('heading', { name: 'Открыть приём заявок' }).waitFor();

  // Live validation: a deadline in the past is refused before anything is sent.
  await organizer.getByLabel('Название соревнования').fill(COMPETITION);
  await organizer.getByLabel('Срок подачи заявок').fill('2020-01-01T12:00');
  await organizer.getByLabel('Срок подачи заявок').blur();
  await organizer.locator('#f-deadline-error').getByText('срок должен быть в будущем').waitFor();
  assert.equal(await organizer.getByLabel('Срок подачи заявок').getAttribute('aria-invalid'), 'true');
  const deadline = anadyrLocal(30);
  const schoolYear = schoolYearOf(deadline);
  await organizer.getByLabel('Срок подачи заявок').fill(deadline);
  await organizer.getByRole('button', { name: 'Открыть приём заявок' }).click();
  await organizer.getByRole('row', { name: new RegExp(COMPETITION) }).waitFor();
  await assertAccessible(organizer, 'organizer page with the competition');
  await shot(organizer, '01-organizer-opened');

  const coach = await browser('coach');
  await coach.goto(`${WEB_URL}/#/apply`);
  await logIn(coach, 'coach');
  await chooseCompetition(coach);
  await assertAccessible(coach, 'empty application form');
  await shot(coach, '02-application-empty');

  // The competition's composition rule (the regulation's default) is spelled out, and each slot's
  // gender is chosen by it.
  await coach.getByText('Состав по положению: 1-я доска — мальчик').waitFor();
  assert.equal(await coach.locator('#f-roster-0-gender').inputValue(), 'male');
  assert.equal(await coach.locator('#f-roster-3-gender').inputValue(), 'female');
  assert.equal(await coach.locator('#f-roster-5-gender').inputValue(), 'female');

  // Submitting an empty form: the summary takes the focus and every field says what is wrong.
  await coach.getByRole('button', { name: 'Отправить заявку' }).click();
  const summary = coach.getByRole('alert').filter({ hasText: 'Проверьте заявку' });
  await summary.waitFor();
  assert.equal(await coach.evaluate(() => document.activeElement?.id), 'error-summary');
  const board1 = coach.locator('#f-roster-0-surname');
  assert.equal(await board1.getAttribute('aria-invalid'), 'true');
  assert.match(await board1.getAttribute('aria-describedby'), /f-roster-0-surname-error/);
  assert.match(await coach.locator('#f-roster-0-surname-error').innerText(), /Ошибка: заполните это поле/);
  assert.match(await coach.locator('#f-agreements-fairPlay-error').innerText(), /Ошибка: без этого согласия заявка не принимается/);
  await assertAccessible(coach, 'application form with errors');
  await shot(coach, '03-application-errors');

  await coach.getByLabel('Название образовательной организации').fill(SCHOOL);
  await coach.getByLabel('Муниципальное образование').fill('городской округ Анадырь');
  await coach.locator('#f-leader-fullName').fill('Ковалёва Ольга Васильевна');
  await coach.locator('#f-leader-position').fill('учитель информатики, руководитель центра «Точка роста»');
  await coach.locator('#f-leader-phone').fill('8 (924) 665-00-00');
  await coach.locator('#f-leader-email').fill('kovaleva@school1-anadyr.example');
  await coach.locator('#f-director-fullName').fill('Иванов Иван Иванович');
  await coach.locator('#f-director-phone').fill('+7 924 000-00-01');
  // Boards 1-3 boys, board 4 a girl, reserve 1 a boy, reserve 2 a girl (seed 000 §3.3, Appendix 1).
  const players = [
    ['Петров', 'Иван', 'Сергеевич', '7', '03-15'],
    ['Сидоров', 'Пётр', 'Алексеевич', '8', '04-20'],
    ['Смирнов', 'Алексей', 'Игоревич', '9', '01-05'],
    ['Кузнецова', 'Анна', 'Викторовна', '6', '06-30'],
    ['Волков', 'Дмитрий', 'Андреевич', '5', '02-11'],
    ['Белова', 'Ольга', 'Николаевна', '5', '07-07'],
  ];
  for (const [index, [surname, firstName, patronymic, grade, monthDay]] of players.entries()) {
    await coach.locator(`#f-roster-${index}-surname`).fill(surname);
    await coach.locator(`#f-roster-${index}-firstName`).fill(firstName);
    await coach.locator(`#f-roster-${index}-patronymic`).fill(patronymic);
    await coach.locator(`#f-roster-${index}-grade`).selectOption(grade);
    await coach.locator(`#f-roster-${index}-birthDate`).fill(bornFor(schoolYear, Number(grade), monthDay));
  }
  // A name with a digit is refused as it is typed, in place.
  await coach.locator('#f-roster-5-surname').fill('Белова2');
  await coach.locator('#f-roster-5-surname').blur();
  await coach.locator('#f-roster-5-surname-error').getByText('только русские или латинские буквы').waitFor();
  await coach.locator('#f-roster-5-surname').fill('Белова');
  // So is a boy on the girls' board, and a birth date that does not fit the grade.
  await coach.locator('#f-roster-3-gender').selectOption('male');
  await coach.locator('#f-roster-3-gender-error').getByText('на этом месте играет девочка').waitFor();
  assert.equal(await coach.locator('#f-roster-3-gender').getAttribute('aria-invalid'), 'true');
  await coach.locator('#f-roster-3-gender').selectOption('female');
  await coach.locator('#f-roster-0-birthDate').fill(bornFor(schoolYear, 7 - 3, '03-15'));
  await coach.locator('#f-roster-0-birthDate-error').getByText('не подходит к 7 классу').waitFor();
  await coach.locator('#f-roster-0-birthDate').fill(bornFor(schoolYear, 7, '03-15'));
  assert.equal(await coach.locator('#f-roster-0-birthDate-error').innerText(), '');
  for (const agreement of ['fairPlay', 'technicalMeans', 'parentalConsent']) {
    await coach.locator(`#f-agreements-${agreement}`).check();
  }
  assert.equal(await coach.getByLabel('Родители участников дают согласие на обработку персональных данных').isChecked(), true);

  // The draft survives a reload.
  await coach.reload();
  await chooseCompetition(coach);
  assert.equal(await coach.getByLabel('Название образовательной организации').inputValue(), SCHOOL);
  assert.equal(await coach.locator('#f-leader-email').inputValue(), 'kovaleva@school1-anadyr.example');
  assert.equal(await coach.locator('#f-roster-5-surname').inputValue(), 'Белова');
  assert.equal(await coach.locator('#f-roster-3-grade').inputValue(), '6');
  assert.equal(await coach.locator('#f-roster-0-birthDate').inputValue(), bornFor(schoolYear, 7, '03-15'));
  assert.equal(await coach.locator('#f-agreements-parentalConsent').isChecked(), true);
  await assertAccessible(coach, 'filled application form');

  await coach.getByRole('button', { name: 'Отправить заявку' }).click();
  await coach.getByRole('heading', { name: 'Заявка принята' }).waitFor();
  assert.match(await coach.getByRole('status').filter({ hasText: 'Номер в порядке поступления' }).innerText(), /Номер в порядке поступления: \d+/);
  // The display name defaults to first name and surname; the full name is kept beside it.
  await coach.getByRole('cell', { name: 'Ольга Белова' }).waitFor();
  await coach.getByRole('cell', { name: 'Петров Иван Сергеевич' }).waitFor();
  await coach.getByRole('rowheader', { name: 'Запасной игрок 1' }).waitFor();
  await assertAccessible(coach, 'confirmation');
  await shot(coach, '04-application-accepted');

  await coach.getByRole('button', { name: 'English' }).click();
  await coach.getByRole('heading', { name: "School's team application" }).waitFor();
  assert.equal(await coach.evaluate(() => document.documentElement.lang), 'en');
  await shot(coach, '05-application-accepted-en');

  await organizer.getByRole('button', { name: `Заявки на «${COMPETITION}»` }).click();
  await organizer.getByRole('rowheader', { name: SCHOOL }).waitFor();
  const applications = await organizer.locator('table.applications').innerText();
  assert.match(applications, /1-я доска: Иван Петров, 7 класс/);
  assert.match(applications, /4-я доска: Анна Кузнецова, 6 класс \(Кузнецова Анна Викторовна/);
  assert.match(applications, /Руководитель: Ковалёва Ольга Васильевна, учитель информатики/);
  assert.match(applications, /Директор: Иванов Иван Иванович/);
  await assertAccessible(organizer, 'applications list');
  await shot(organizer, '06-organizer-applications');
});
