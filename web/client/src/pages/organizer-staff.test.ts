// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { typeInto } from './harness';
import { OrganizerPage } from './organizer';
import { mountWithServices, settle, text, type Answers } from './tournament-harness';

const made = { code: 'STAFFCODE7', role: 'coach', firstName: 'Ольга', lastName: 'Киншова', createdAt: '2026-03-01T10:00:00Z', accountExists: false, username: null };
const older = { code: 'OLDERCODE2', role: 'federation', firstName: 'Пётр', lastName: 'Фёдоров', createdAt: '2026-02-01T10:00:00Z', accountExists: true, username: 'fedorov' };

async function open(answers: Answers) {
  return mountWithServices((context) => new OrganizerPage(context), { 'GET /api/competitions': [200, []], 'GET /api/staff-invitations': [200, [older]], ...answers }, ['organizer']);
}

const section = () => document.querySelector('section[aria-labelledby="staff-title"]')!;
const submit = async () => { (section().querySelector('form') as HTMLFormElement).requestSubmit(); await settle(); };

beforeEach(() => {
  setLocale('ru');
  globalThis.requestAnimationFrame ??= ((callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)) as unknown as typeof requestAnimationFrame;
});

describe('staff invitations on the organizer page', () => {
  it('lists the invitations with their code, address and account', async () => {
    await open({});
    expect(text(section().querySelector('h2')!)).toBe('Пригласить тренера, судью или представителя федерации');
    const item = section().querySelector('ul.staff-invitations li')!;
    expect(text(item)).toContain('Пётр Фёдоров — представитель федерации (только чтение)');
    expect(text(item)).toContain('OLDERCODE2');
    expect(item.querySelector('a')!.getAttribute('href')).toBe(`${window.location.origin}/#/staff-invite/OLDERCODE2`);
    expect(text(item)).toContain('создана, имя для входа: fedorov');
  });

  it('checks the role and the names, then invites and puts the new invitation first', async () => {
    const { requests, announced } = await open({ 'POST /api/staff-invitations': [201, made] });
    await submit();
    expect([...document.getElementById('staff-summary')!.querySelectorAll('li')].map(text)).toEqual([
      'Роль: выберите роль.', 'Имя: заполните это поле.', 'Фамилия: заполните это поле.',
    ]);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect([...(document.getElementById('f-staff-role') as HTMLSelectElement).options].map((option) => option.textContent))
      .toEqual(['— выберите роль —', 'тренер (руководитель команды школы)', 'судья', 'представитель федерации (только чтение)']);
    typeInto('f-staff-role', 'coach');
    typeInto('f-staff-firstName', ' Ольга ');
    typeInto('f-staff-lastName', 'Киншова');
    await submit();
    expect(requests.at(-1)).toEqual({ method: 'POST', path: '/api/staff-invitations', body: { role: 'coach', firstName: 'Ольга', lastName: 'Киншова' } });
    expect(announced).toContain('Приглашение для Ольга Киншова (тренер (руководитель команды школы)) создано, код STAFFCODE7.');
    expect([...section().querySelectorAll('ul.staff-invitations code')].map(text)).toEqual(['STAFFCODE7', 'OLDERCODE2']);
    expect((document.getElementById('f-staff-firstName') as HTMLInputElement).value).toBe('');
  });

  it('puts the server\'s field errors under the fields', async () => {
    await open({ 'POST /api/staff-invitations': [400, { type: 'about:blank', title: 'Bad Request', status: 400,
      errors: [{ field: 'lastName', message: 'must be letters' }] }] });
    typeInto('f-staff-role', 'arbiter');
    typeInto('f-staff-firstName', 'Сергей');
    typeInto('f-staff-lastName', '123');
    await submit();
    expect(text(document.getElementById('f-staff-lastName-error')!)).toBe('Ошибка: Сервер: must be letters.');
  });
});
