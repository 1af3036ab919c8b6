// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { typeInto } from './harness';
import { invitationCodeIssue, InvitePage, normalizeInvitationCode } from './invite';
import { mountWithServices, settle, text, type Answers } from './tournament-harness';

const CODE = 'ABCDEFGH23';
const redeemed = {
  competitionId: 'c0000000-0000-4000-8000-000000000001', teamId: 't0000000-0000-4000-8000-000000000002',
  playerId: 'p0000000-0000-4000-8000-000000000003', board: 3, displayName: 'Аня Смирнова', schoolName: 'МБОУ СОШ № 1',
};
const invitation = {
  code: CODE, kind: 'player', firstName: 'Аня', lastName: 'Смирнова', board: 3, teamName: 'МБОУ СОШ № 1',
  competitionName: 'Первенство Анадыря', accountExists: false,
};
const created = { username: 'anya.s', accountId: 'a1', teamId: redeemed.teamId, board: 3, playerId: redeemed.playerId, competitionId: redeemed.competitionId };

const problem = (status: number, name?: string, errors?: { field: string; message: string }[]) => ({
  type: name ? `urn:teamchess:problem:${name}` : 'about:blank', title: 'x', status, detail: 'the server says', ...(errors ? { errors } : {}),
});

const read = `GET /api/invitations/${CODE}`;
const account = `POST /api/invitations/${CODE}/account`;
const redeem = `POST /api/invitations/${CODE}/redeem`;

/** The page on a route's code against a fake registration-service. */
async function open(code: string | undefined, answers: Answers, roles: string[] = []) {
  const mounted = await mountWithServices((context) => new InvitePage(context, code), { [read]: [200, invitation], ...answers }, roles);
  mounted.context.update();
  return mounted;
}

const byId = (id: string) => document.getElementById(id)!;
const value = (id: string) => (byId(id) as HTMLInputElement).value;
const submitForm = async (selector: string) => { (document.querySelector(selector) as HTMLFormElement).requestSubmit(); await settle(); };
const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => text(candidate) === name) as HTMLButtonElement;

function fillAccount(username: string, password: string, again = password) {
  typeInto('f-account-username', username);
  typeInto('f-account-password', password);
  typeInto('f-account-passwordAgain', again);
}

beforeEach(() => {
  setLocale('ru');
  window.location.hash = '#/invite';
  globalThis.requestAnimationFrame ??= ((callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)) as unknown as typeof requestAnimationFrame;
});

describe('invitation codes', () => {
  it('are read as the server stores them: capitals, no spaces or dashes, Cyrillic look-alikes as Latin', () => {
    expect(normalizeInvitationCode(' abcd-efgh 23 ')).toBe('ABCDEFGH23');
    expect(normalizeInvitationCode('abcd\tefgh\n2_3.')).toBe('ABCDEFGH23');
    expect(normalizeInvitationCode('ABCD–EFGH—23')).toBe('ABCDEFGH23');
    // А, В, С, Е, Н, К, М, О, Р, Т, Х typed in Russian.
    expect(normalizeInvitationCode('авсенкмортх')).toBe('ABCEHKMOPTX');
    expect(invitationCodeIssue('ABCDEFGH23')).toBeUndefined();
    expect(invitationCodeIssue('')).toEqual({ key: 'validation.required' });
    expect(invitationCodeIssue('ABCDEFGH20')).toEqual({ key: 'invite.codeDigits' });
    expect(invitationCodeIssue('ABCDEFGHЖ2')).toEqual({ key: 'invite.codeChars' });
    expect(invitationCodeIssue('ABCDEFGH2')).toEqual({ key: 'invite.codeLength', params: { count: 9 } });
  });
});


describe('the invitation page without a code', () => {
  it('asks for the code, checks it and opens its page', async () => {
    const { requests } = await open(undefined, {});
    expect(text(byId('page-title'))).toBe('Приглашение в команду');
    expect(document.querySelector('label[for="f-invitationCode"]')!.textContent).toContain('Код приглашения');
    expect(byId('f-invitationCode').getAttribute('aria-describedby')).toBe('f-invitationCode-hint f-invitationCode-error');
    expect(text(byId('f-invitationCode-hint'))).toContain('Пробелы, дефисы и регистр букв не важны');
    await submitForm('form.find-invitation');
    expect(text(byId('f-invitationCode-error'))).toBe('Ошибка: заполните это поле.');
    expect(byId('f-invitationCode').getAttribute('aria-invalid')).toBe('true');
    typeInto('f-invitationCode', 'ABCD EFGH 2');
    await submitForm('form.find-invitation');
    expect(text(byId('f-invitationCode-error'))).toBe('Ошибка: в коде 10 знаков, а введено 9.');
    typeInto('f-invitationCode', 'ABCD-EFGH-10');
    await submitForm('form.find-invitation');
    expect(text(byId('f-invitationCode-error'))).toBe('Ошибка: в коде нет цифр 0, 1, 8 и 9: вероятно, это буквы O, I или B.');
    expect(document.activeElement).toBe(byId('f-invitationCode'));
    expect(requests).toEqual([]);
    typeInto('f-invitationCode', 'abcd-efgh-23');
    expect(byId('f-invitationCode').getAttribute('aria-invalid')).toBe('false');
    await submitForm('form.find-invitation');
    expect(window.location.hash).toBe('#/invite/ABCDEFGH23');
    expect(requests).toEqual([]);
  });

  it('says under the field when the code of a link is unknown or malformed', async () => {
    await open('ABCD-EFGH-JK', { 'GET /api/invitations/ABCDEFGHJK': [404, problem(404)] });
    expect(text(byId('f-invitationCode-error'))).toBe('Ошибка: такого кода приглашения нет. Проверьте код у руководителя команды.');
    expect(value('f-invitationCode')).toBe('ABCD-EFGH-JK');
    const { requests } = await open('ABCD1', {});
    expect(text(byId('f-invitationCode-error'))).toBe('Ошибка: в коде нет цифр 0, 1, 8 и 9: вероятно, это буквы O, I или B.');
    expect(requests).toEqual([]);
  });
});

describe('the invitation page of a code', () => {
  it('says whom the code is for and offers both ways, Russian first', async () => {
    const { requests, logins } = await open('abcd efgh 23', {});
    expect(requests).toEqual([{ method: 'GET', path: `/api/invitations/${CODE}`, body: undefined }]);
    expect(text(document.querySelector('main > p')!)).toBe('Это приглашение для: Аня Смирнова.');
    const terms = [...document.querySelectorAll('dl.invitation dt')].map(text);
    const values = [...document.querySelectorAll('dl.invitation dd')].map(text);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Ученик': 'Аня Смирнова', 'Место в составе': '3', 'Команда': 'МБОУ СОШ № 1', 'Соревнование': 'Первенство Анадыря',
    });
    expect([...document.querySelectorAll('h2')].map(text)).toEqual(['Создать учётную запись', 'У меня уже есть учётная запись']);
    expect(text(document.querySelector('label[for="f-account-username"]')!)).toBe('Имя для входа (логин) *');
    expect(byId('f-account-password').getAttribute('type')).toBe('password');
    expect(byId('f-account-password').getAttribute('autocomplete')).toBe('new-password');
    expect(text(byId('f-account-password-hint'))).toBe('Не короче 8 знаков и не совпадает с именем для входа.');
    button('Войти').click();
    expect(logins).toEqual([`#/invite/${CODE}`]);
  });

  it('checks the name and the password as the realm does before sending them', async () => {
    const { requests } = await open(CODE, {});
    await submitForm('form.create-account');
    expect([...byId('account-summary').querySelectorAll('li')].map(text)).toEqual([
      'Имя для входа (логин): заполните это поле.', 'Пароль: заполните это поле.', 'Пароль ещё раз: заполните это поле.',
    ]);
    fillAccount('anya s', 'short');
    await submitForm('form.create-account');
    expect(text(byId('f-account-username-error'))).toBe('Ошибка: в имени для входа не должно быть пробелов.');
    expect(text(byId('f-account-password-error'))).toBe('Ошибка: пароль не короче 8 знаков, а введено 5.');
    fillAccount('аня', 'конь-на-f3');
    await submitForm('form.create-account');
    expect(text(byId('f-account-username-error'))).toBe('Ошибка: в имени для входа только латинские буквы, цифры и знаки _ . - @.');
    fillAccount('an', 'конь-на-f3');
    await submitForm('form.create-account');
    expect(text(byId('f-account-username-error'))).toBe('Ошибка: в имени для входа не меньше 3 знаков.');
    fillAccount('anya.smirnova', 'Anya.Smirnova', 'Anya.Smirnova');
    await submitForm('form.create-account');
    expect(text(byId('f-account-password-error'))).toBe('Ошибка: пароль не должен совпадать с именем для входа.');
    fillAccount('anya.s', 'конь-на-f3', 'конь-на-f4');
    await submitForm('form.create-account');
    expect(text(byId('f-account-password-error'))).toBe('');
    expect(text(byId('f-account-passwordAgain-error'))).toBe('Ошибка: пароли не совпадают.');
    expect(byId('f-account-passwordAgain').getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('creates the account, then logs the child in with the name filled in and lands on the games', async () => {
    const { requests, announced, logins, loginHints } = await open(CODE, { [account]: [201, created] });
    fillAccount(' anya.s ', 'конь-на-f3');
    await submitForm('form.create-account');
    expect(requests.at(-1)).toEqual({ method: 'POST', path: `/api/invitations/${CODE}/account`, body: { username: 'anya.s', password: 'конь-на-f3' } });
    expect(text(byId('account-created-title'))).toBe('Учётная запись создана');
    expect(text(document.querySelector('[role="status"]')!)).toBe('Учётная запись «anya.s» создана.');
    expect(announced).toEqual(['Учётная запись «anya.s» создана.']);
    expect(document.querySelector('form.create-account')).toBeNull();
    button('Войти как anya.s').click();
    expect(logins).toEqual(['#/games']);
    expect(loginHints).toEqual(['anya.s']);
  });

  it.each([
    [[409, problem(409, 'username-taken')], 'f-account-username-error', 'Ошибка: это имя для входа уже занято: придумайте другое.'],
    [[400, problem(400, undefined, [{ field: 'password', message: 'Invalid password: must not be equal to the username.' }])],
      'f-account-password-error', 'Ошибка: Сервер: Invalid password: must not be equal to the username..'],
    [[409, problem(409, 'invitation-used')], 'account-failure',
      'Ошибка: по этому приглашению учётная запись уже создана. Войдите под ней или попросите руководителя сбросить пароль.'],
    [[503, problem(503)], 'account-failure',
      'Ошибка: служба входа сейчас недоступна, учётная запись не создана. Попробуйте ещё раз через минуту: введённое сохранено.'],
  ] as [[number, unknown], string, string][])('says a refusal where it belongs and keeps what was typed (%j)', async (answer, where, words) => {
    await open(CODE, { [account]: answer });
    fillAccount('anya.s', 'конь-на-f3');
    await submitForm('form.create-account');
    expect(text(byId(where))).toBe(words);
    expect(value('f-account-username')).toBe('anya.s');
    expect(value('f-account-password')).toBe('конь-на-f3');
    expect(document.querySelector('#account-created-title')).toBeNull();
  });

  it('sends a child whose account exists to the login', async () => {
    const { logins } = await open(CODE, { [read]: [200, { ...invitation, accountExists: true }] });
    expect(text(document.querySelector('[role="status"]')!)).toContain('Учётная запись по этому приглашению уже создана');
    expect(document.querySelector('form')).toBeNull();
    button('Войти').click();
    expect(logins).toEqual(['#/games']);
  });

  it('links a signed-in player\'s account and shows the roster entry', async () => {
    const { requests, announced } = await open(CODE, { [redeem]: [200, redeemed] }, ['player']);
    expect(text(document.querySelector('section[aria-labelledby="have-account-title"] p')!))
      .toBe('Вы вошли как Ольга Петровна. Привяжите эту учётную запись к месту в составе по этому приглашению.');
    button('Привязать учётную запись').click();
    await settle();
    expect(requests.at(-1)).toEqual({ method: 'POST', path: `/api/invitations/${CODE}/redeem`, body: undefined });
    expect(text(byId('invite-result-title'))).toBe('Учётная запись привязана');
    const status = 'Вы в команде школы «МБОУ СОШ № 1»: место в составе 3, имя для соперников — Аня Смирнова.';
    expect(text(document.querySelector('[role="status"]')!)).toBe(status);
    expect(announced).toEqual([status]);
    expect(document.querySelector('a[href="#/games"]')!.textContent).toBe('Мои партии');
    await settle();
    expect(document.activeElement!.id).toBe('invite-result-title');
  });

  it('tells a signed-in coach that only a player links an account, and still offers a new account', async () => {
    await open(CODE, {}, ['coach']);
    expect(text(document.querySelector('[role="alert"]')!)).toBe('Код приглашения вводит игрок: войдите под учётной записью с ролью «игрок».');
    expect(document.querySelector('form.create-account')).not.toBeNull();
  });

  it.each([
    [[409, problem(409, 'account-already-linked')] as [number, unknown],
      'Ошибка: ваша учётная запись уже привязана к другому месту в составе этого соревнования: одна учётная запись — одно место.'],
    [[409, problem(409, 'invitation-used')] as [number, unknown],
      'Ошибка: по этому коду уже привязана другая учётная запись. Если код ваш, обратитесь к руководителю команды.'],
    [[500, problem(500)] as [number, unknown], 'Ошибка: Ошибка сервера (500): the server says'],
  ])('says why a link was refused in an alert', async (answer, words) => {
    await open(CODE, { [redeem]: answer }, ['player']);
    button('Привязать учётную запись').click();
    await settle();
    expect(byId('invite-failure').getAttribute('role')).toBe('alert');
    expect(text(byId('invite-failure'))).toBe(words);
  });

  it('speaks English', async () => {
    setLocale('en');
    await open(CODE, { [account]: [409, problem(409, 'username-taken')] });
    expect(text(byId('page-title'))).toBe('Team invitation');
    expect([...document.querySelectorAll('h2')].map(text)).toEqual(['Create an account', 'I already have one']);
    fillAccount('anya.s', 'конь-на-f3');
    await submitForm('form.create-account');
    expect(text(byId('f-account-username-error'))).toBe('Error: this login name is taken: choose another.');
  });
});
