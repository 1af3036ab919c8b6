// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { invitationAddress, LoginCardsPage, loginCardsRoute, qrImage } from './login-cards';
import { mountWithServices, settle, text, type Answers } from './tournament-harness';

const COMPETITION = 'c0000000-0000-4000-8000-000000000001';
const TEAM = 't0000000-0000-4000-8000-000000000002';
const TEAM_PATH = `/api/competitions/${COMPETITION}/teams/${TEAM}`;
const cards = [
  { playerId: 'p1', board: 1, firstName: 'Иван', lastName: 'Петров', invitationCode: 'ABCDEFGH23', accountExists: true, username: 'ivan.p' },
  { playerId: 'p2', board: 2, firstName: 'Аня', lastName: 'Смирнова', invitationCode: 'QRSTUVWX45', accountExists: false, username: null },
];

async function open(answers: Answers, roles = ['coach']) {
  const mounted = await mountWithServices((context) => new LoginCardsPage(context, COMPETITION, TEAM, 'https://chess.example'), {
    [`GET ${TEAM_PATH}/login-cards`]: [200, cards],
    [`GET /api/competitions/${COMPETITION}/applications/${TEAM}`]: [200, { schoolName: 'МБОУ СОШ № 1' }],
    ...answers,
  }, roles);
  mounted.context.update();
  await settle();
  return mounted;
}

const card = (player: string) => document.querySelector(`li.login-card[data-player="${player}"]`)!;
const button = (within: Element, name: string) => [...within.querySelectorAll('button')].find((candidate) => text(candidate) === name) as HTMLButtonElement;

beforeEach(() => {
  setLocale('ru');
  globalThis.requestAnimationFrame ??= ((callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)) as unknown as typeof requestAnimationFrame;
});

describe('the login cards', () => {
  it('address the invitation page and draw its QR code as an SVG image', async () => {
    expect(loginCardsRoute(COMPETITION, TEAM)).toBe(`#/competitions/${COMPETITION}/teams/${TEAM}/login-cards`);
    expect(invitationAddress('https://chess.example', 'ABCDEFGH23')).toBe('https://chess.example/#/invite/ABCDEFGH23');
    const image = await qrImage('https://chess.example/#/invite/ABCDEFGH23');
    expect(image.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(image.slice(image.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    // Another text, another code.
    expect(await qrImage('https://chess.example/#/invite/QRSTUVWX45')).not.toBe(image);
  });

  it('show each child\'s name, place, code, address, QR code and account', async () => {
    await open({});
    expect(text(document.getElementById('page-title')!)).toBe('Карточки для входа: МБОУ СОШ № 1');
    expect([...document.querySelectorAll('li.login-card h2')].map(text)).toEqual(['Иван Петров', 'Аня Смирнова']);
    const second = card('p2');
    expect(text(second.querySelector('.card-board')!)).toBe('Место в составе: 2');
    expect(text(second.querySelector('.invitation-code')!)).toBe('QRSTUVWX45');
    expect(second.querySelector('.address a')!.getAttribute('href')).toBe('https://chess.example/#/invite/QRSTUVWX45');
    const qr = second.querySelector('img.qr') as HTMLImageElement;
    expect(qr.getAttribute('alt')).toBe('QR-код адреса приглашения для Аня Смирнова');
    expect(qr.getAttribute('src')).toBe(await qrImage('https://chess.example/#/invite/QRSTUVWX45'));
    expect(text(second)).toContain('ещё не создана');
    expect(second.querySelector('button')).toBeNull();
    expect(text(card('p1'))).toContain('создана, имя для входа: ivan.p');
  });

  it('print with the browser\'s print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await open({});
    button(document.body, 'Печать').click();
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('reset a password after a confirmation and show the new one once', async () => {
    const { requests, announced } = await open({ [`POST ${TEAM_PATH}/players/p1/password-reset`]: [200, { username: 'ivan.p', password: 'xq7-Lm2-pW9' }] });
    const first = card('p1');
    expect(first.querySelector('button')!.getAttribute('aria-label')).toBe('Сбросить пароль: Иван Петров');
    button(first, 'Сбросить пароль').click();
    expect(text(first.querySelector('.confirm')!)).toContain('Сбросить пароль учётной записи ivan.p (Иван Петров)? Старый пароль перестанет работать.');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    button(first, 'Да, сбросить пароль').click();
    await settle();
    expect(requests.at(-1)).toEqual({ method: 'POST', path: `${TEAM_PATH}/players/p1/password-reset`, body: undefined });
    expect(text(first.querySelector('.new-password')!)).toBe(
      'Новый пароль для ivan.p: xq7-Lm2-pW9 Передайте его ученику. Больше он показан не будет: запишите или распечатайте его сейчас.');
    expect(announced).toEqual(['Пароль для Иван Петров сброшен: новый пароль показан на карточке.']);
  });

  it('say a refused reset in words on the card', async () => {
    await open({ [`POST ${TEAM_PATH}/players/p1/password-reset`]: [409, { type: 'urn:teamchess:problem:no-account', title: 'Conflict', status: 409 }] });
    button(card('p1'), 'Сбросить пароль').click();
    button(card('p1'), 'Да, сбросить пароль').click();
    await settle();
    expect(text(card('p1').querySelector('.form-failure')!)).toBe('Ошибка: у ученика ещё нет учётной записи: сбрасывать нечего.');
    expect(card('p1').querySelector('.new-password')).toBeNull();
  });

  it('are for the team\'s coach and organizers; a refusal is said', async () => {
    const { requests } = await open({}, ['player']);
    expect(text(document.querySelector('[role="alert"]')!)).toBe('Карточки для входа видят руководитель команды и организаторы.');
    expect(requests).toEqual([]);
    await open({ [`GET ${TEAM_PATH}/login-cards`]: [403, { type: 'about:blank', title: 'Forbidden', status: 403 }] });
    expect(text(document.querySelector('[role="alert"]')!)).toBe('У вас нет прав на это действие.');
  });
});
