// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Auth } from '../auth';
import { setLocale } from '../i18n/i18n';
import { jsonResponse, mountPage } from './harness';
import { invitationCodeIssue, InvitePage, normalizeInvitationCode } from './invite';

const redeemed = {
  competitionId: 'c0000000-0000-4000-8000-000000000001', teamId: 't0000000-0000-4000-8000-000000000002',
  playerId: 'p0000000-0000-4000-8000-000000000003', board: 3, displayName: 'Аня Смирнова', schoolName: 'МБОУ СОШ № 1',
};

const problem = (status: number, name?: string) => ({
  type: name ? `urn:teamchess:problem:${name}` : 'about:blank', title: 'x', status, detail: 'the server says',
});

/** The page in a jsdom document, registration-service answered by `answer` (or the network down). */
function mount(options: { roles?: string[]; signedIn?: boolean; code?: string; answer?: [number, unknown] | 'offline' }) {
  const roles = options.roles ?? ['player'];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    sent.push({ method: init.method!, url, body: init.body });
    const answer = options.answer ?? [200, redeemed];
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return jsonResponse(answer[0], answer[1]);
  }) as unknown as typeof fetch;
  const signedIn = options.signedIn ?? true;
  const auth = {
    claims: () => (signedIn ? { subject: 'player-1', name: 'Аня', roles } : null),
    hasRole: (role: string) => signedIn && roles.includes(role),
  } as unknown as Auth;
  const { page, context, announced, logins } = mountPage((context) => new InvitePage(context, options.code), {
    auth, fetcher, config: { registrationUrl: 'http://registration' }, now: () => new Date('2026-02-01T00:00:00Z'),
  });
  page.enter();
  context.update();
  return { sent, said: announced, logins };
}

function type(value: string) {
  const element = document.getElementById('f-invitationCode') as HTMLInputElement;
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

const submit = () => document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const text = (id: string) => document.getElementById(id)!.textContent!.replace(/\s+/g, ' ').trim();
const input = () => document.getElementById('f-invitationCode') as HTMLInputElement;

beforeEach(() => {
  setLocale('ru');
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

describe('the invitation page', () => {
  it('asks to log in first and comes back with the code of the link', () => {
    const { logins, sent } = mount({ signedIn: false, code: 'abcd-efgh-23' });
    expect(text('page-title')).toBe('Приглашение в команду');
    expect(document.body.textContent).toContain('Войдите под своей учётной записью игрока');
    expect(document.querySelector('form')).toBeNull();
    (document.querySelector('button') as HTMLButtonElement).click();
    expect(logins).toEqual(['#/invite/ABCDEFGH23']);
    expect(sent).toEqual([]);
  });

  it('is for players only', () => {
    const { sent } = mount({ roles: ['coach'] });
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('Код приглашения вводит игрок: войдите под учётной записью с ролью «игрок».');
    expect(document.querySelector('form')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('has a labelled code field with its hint, and checks the code before sending it', async () => {
    const { sent } = mount({});
    expect(document.querySelector('label[for="f-invitationCode"]')!.textContent).toContain('Код приглашения');
    expect(input().getAttribute('aria-describedby')).toBe('f-invitationCode-hint f-invitationCode-error');
    expect(text('f-invitationCode-hint')).toContain('Пробелы, дефисы и регистр букв не важны');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    submit();
    expect(text('f-invitationCode-error')).toBe('Ошибка: заполните это поле.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    type('ABCD EFGH 2');
    submit();
    expect(text('f-invitationCode-error')).toBe('Ошибка: в коде 10 знаков, а введено 9.');
    type('ABCD-EFGH-10');
    submit();
    expect(text('f-invitationCode-error')).toBe('Ошибка: в коде нет цифр 0, 1, 8 и 9: вероятно, это буквы O, I или B.');
    expect(document.activeElement).toBe(input());
    type('abcd-efgh-2');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    await settle();
    expect(sent).toEqual([]);
  });

  it('links the account and shows the roster entry', async () => {
    const { sent, said } = mount({ code: 'abcd efgh 23' });
    expect(input().value).toBe('abcd efgh 23');
    submit();
    await settle();
    expect(sent).toEqual([{ method: 'POST', url: 'http://registration/api/invitations/ABCDEFGH23/redeem', body: undefined }]);
    expect(text('invite-result-title')).toBe('Учётная запись привязана');
    const status = 'Вы в команде школы «МБОУ СОШ № 1»: место в составе 3, имя для соперников — Аня Смирнова.';
    expect(document.querySelector('[role="status"]')!.textContent).toBe(status);
    expect(said).toEqual([status]);
    const terms = [...document.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...document.querySelectorAll('dd')].map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Школа': 'МБОУ СОШ № 1', 'Место в составе': '3', 'Имя для соперников': 'Аня Смирнова',
      'Соревнование (номер)': redeemed.competitionId,
    });
    await settle();
    expect(document.activeElement!.id).toBe('invite-result-title');
  });

  it('shows the same confirmation when the player redeems their own code again', async () => {
    mount({ code: 'ABCDEFGH23' });
    submit();
    await settle();
    const first = document.querySelector('.confirmation')!.textContent;
    const { sent } = mount({ code: 'ABCDEFGH23' });
    submit();
    await settle();
    expect(sent).toHaveLength(1);
    expect(document.querySelector('.confirmation')!.textContent).toBe(first);
  });

  it.each([
    [404, undefined, 'Ошибка: такого кода приглашения нет. Проверьте код у руководителя команды.'],
    [409, 'invitation-used', 'Ошибка: по этому коду уже привязана другая учётная запись. Если код ваш, обратитесь к руководителю команды.'],
    [409, 'withdrawn', 'Ошибка: заявка команды отозвана: привязать учётную запись по этому коду нельзя.'],
  ])('says what is wrong with the code under the field (%i %s)', async (status, name, words) => {
    mount({ code: 'ABCDEFGH23', answer: [status, problem(status, name)] });
    submit();
    await settle();
    expect(text('f-invitationCode-error')).toBe(words);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(text('invite-failure')).toBe('');
    expect(document.querySelector('.confirmation')).toBeNull();
  });

  it.each([
    [[409, problem(409, 'account-already-linked')] as [number, unknown],
      'Ошибка: ваша учётная запись уже привязана к другому месту в составе этого соревнования: одна учётная запись — одно место.'],
    ['offline' as const, 'Ошибка: Сервер недоступен. Проверьте подключение к интернету и попробуйте ещё раз; введённое сохранено.'],
    [[500, problem(500)] as [number, unknown], 'Ошибка: Ошибка сервера (500): the server says'],
  ])('says what went wrong that is not the code in an alert beside the form', async (answer, words) => {
    mount({ code: 'ABCDEFGH23', answer });
    submit();
    await settle();
    expect(document.getElementById('invite-failure')!.getAttribute('role')).toBe('alert');
    expect(text('invite-failure')).toBe(words);
    expect(input().getAttribute('aria-invalid')).toBe('false');
    expect(input().value).toBe('ABCDEFGH23');
  });

  it('speaks English', async () => {
    setLocale('en');
    mount({ code: 'ABCDEFGH23', answer: [409, problem(409, 'invitation-used')] });
    expect(text('page-title')).toBe('Team invitation');
    submit();
    await settle();
    expect(text('f-invitationCode-error')).toBe('Error: another account has already been linked with this code. If the code is yours, ask your coach.');
  });
});
