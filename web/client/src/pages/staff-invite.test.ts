// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { typeInto } from './harness';
import { StaffInvitePage } from './staff-invite';
import { mountWithServices, settle, text, type Answers } from './tournament-harness';

const CODE = 'STAFFCODE7';
const invitation = { code: CODE, role: 'arbiter', firstName: 'Сергей', lastName: 'Судейкин', accountExists: false };
const read = `GET /api/staff-invitations/${CODE}`;
const account = `POST /api/staff-invitations/${CODE}/account`;

async function open(answers: Answers) {
  return mountWithServices((context) => new StaffInvitePage(context, CODE), { [read]: [200, invitation], ...answers });
}

const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => text(candidate) === name) as HTMLButtonElement;

beforeEach(() => {
  setLocale('ru');
  globalThis.requestAnimationFrame ??= ((callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)) as unknown as typeof requestAnimationFrame;
});

describe('a staff invitation', () => {
  it('says whom it is for and the role in words, and makes the account that logs in to the role\'s page', async () => {
    const { requests, logins, loginHints } = await open({ [account]: [201, { username: 'sergey', accountId: 'a2', role: 'arbiter' }] });
    expect(text(document.getElementById('page-title')!)).toBe('Приглашение в TeamChess');
    expect(text(document.querySelector('main > p')!)).toBe('Приглашение для: Сергей Судейкин, роль — судья.');
    expect([...document.querySelectorAll('h2')].map(text)).toEqual(['Создать учётную запись', 'У меня уже есть учётная запись']);
    typeInto('f-account-username', 'sergey');
    typeInto('f-account-password', 'ладья-на-h8');
    typeInto('f-account-passwordAgain', 'ладья-на-h8');
    (document.querySelector('form.create-account') as HTMLFormElement).requestSubmit();
    await settle();
    expect(requests.at(-1)).toEqual({ method: 'POST', path: `/api/staff-invitations/${CODE}/account`, body: { username: 'sergey', password: 'ладья-на-h8' } });
    button('Войти как sergey').click();
    expect(logins).toEqual(['#/arbiter']);
    expect(loginHints).toEqual(['sergey']);
  });

  it('sends a coach with an account to the login, landing on the application', async () => {
    const { logins } = await open({ [read]: [200, { ...invitation, role: 'coach', accountExists: true }] });
    expect(text(document.querySelector('dl.invitation')!)).toContain('тренер (руководитель команды школы)');
    expect(document.querySelector('form')).toBeNull();
    button('Войти').click();
    expect(logins).toEqual(['#/apply']);
  });

  it('says a used invitation and an unknown one in words', async () => {
    await open({ [account]: [409, { type: 'urn:teamchess:problem:invitation-used', title: 'Conflict', status: 409 }] });
    typeInto('f-account-username', 'sergey');
    typeInto('f-account-password', 'ладья-на-h8');
    typeInto('f-account-passwordAgain', 'ладья-на-h8');
    (document.querySelector('form.create-account') as HTMLFormElement).requestSubmit();
    await settle();
    expect(text(document.getElementById('account-failure')!)).toContain('по этому приглашению учётная запись уже создана');
    await open({ [read]: [404, { type: 'about:blank', title: 'Not Found', status: 404 }] });
    expect(text(document.querySelector('[role="alert"]')!)).toBe('Такого приглашения нет. Проверьте ссылку у организатора.');
  });

  it('speaks English', async () => {
    setLocale('en');
    await open({ [read]: [200, { ...invitation, role: 'federation' }] });
    expect(text(document.querySelector('main > p')!)).toBe('Invitation for Сергей Судейкин, as federation reader (read only).');
  });
});
