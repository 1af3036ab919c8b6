// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Auth } from '../auth';
import { formatDateTime, setLocale } from '../i18n/i18n';
import { ApplyPage } from './apply';
import { jsonResponse, mountPage, typeInto } from './harness';

const competition = {
  id: 'c-1', name: 'Первенство', deadline: '2026-03-01T18:00:00+12:00', timeZone: 'Asia/Anadyr',
  boardCount: 2, maxReserves: 2, minGrade: 5, maxGrade: 11, open: true,
  boardGenders: ['male', 'female'], reserveGenders: ['male', 'any'],
};

type Handler = (method: string, url: string, body: unknown) => [number, unknown];

/** The page in a jsdom document, with registration-service answered by a handler. */
function mount(handler: Handler) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(init.body as string) : undefined;
    sent.push({ method: init.method!, url, body });
    const [status, answer] = handler(init.method!, url, body);
    return jsonResponse(status, answer);
  }) as unknown as typeof fetch;
  const auth = {
    claims: () => ({ subject: 'coach-1', name: 'Марина', roles: ['coach'] }),
    hasRole: (role: string) => role === 'coach',
  } as unknown as Auth;
  const { page, context, container } = mountPage((context) => new ApplyPage(context), {
    auth, fetcher, config: { registrationUrl: 'http://registration' }, now: () => new Date('2026-02-01T00:00:00Z'),
  });
  return { page, context, sent, container };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));


function tick(id: string, checked = true) {
  const element = document.getElementById(id) as HTMLInputElement;
  element.checked = checked;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

function blur(id: string) {
  document.getElementById(id)!.dispatchEvent(new Event('blur'));
}

const text = (id: string) => document.getElementById(id)!.textContent!.replace(/\s+/g, ' ').trim();

/** The whole of Appendix 1; the school year of the deadline (1 March 2026) began on 1 September 2025. */
function fillTeam() {
  typeInto('f-schoolName', 'МБОУ СОШ № 1');
  typeInto('f-municipality', 'Анадырь');
  typeInto('f-leader-fullName', 'Киншова Ольга Васильевна');
  typeInto('f-leader-position', 'учитель информатики');
  typeInto('f-leader-phone', '8 (924) 665-93-75');
  typeInto('f-leader-email', 'kinshova@mail.ru');
  typeInto('f-director-fullName', 'Иванов Иван Иванович');
  typeInto('f-director-phone', '+7 924 000-00-00');
  typeInto('f-roster-0-surname', 'Петров');
  typeInto('f-roster-0-firstName', 'Иван');
  typeInto('f-roster-0-patronymic', 'Сергеевич');
  typeInto('f-roster-0-grade', '7');
  typeInto('f-roster-0-birthDate', '2012-05-04');
  typeInto('f-roster-1-surname', 'Смирнова');
  typeInto('f-roster-1-firstName', 'Анна');
  typeInto('f-roster-1-grade', '6');
  typeInto('f-roster-1-birthDate', '2013-02-10');
  typeInto('f-roster-1-displayName', 'Аня Смирнова');
  // Reserve 1 (a boy) is filled, reserve 2 stays empty and is left out of the request.
  typeInto('f-roster-2-gender', 'male');
  typeInto('f-roster-2-surname', 'Белов');
  typeInto('f-roster-2-firstName', 'Олег');
  typeInto('f-roster-2-grade', '5');
  typeInto('f-roster-2-birthDate', '2014-06-01');
  tick('f-agreements-fairPlay');
  tick('f-agreements-technicalMeans');
  tick('f-agreements-parentalConsent');
}

const expectedBody = {
  schoolName: 'МБОУ СОШ № 1', municipality: 'Анадырь',
  leader: { fullName: 'Киншова Ольга Васильевна', position: 'учитель информатики', phone: '8 (924) 665-93-75', email: 'kinshova@mail.ru' },
  director: { fullName: 'Иванов Иван Иванович', phone: '+7 924 000-00-00' },
  roster: [
    { surname: 'Петров', firstName: 'Иван', patronymic: 'Сергеевич', grade: 7, birthDate: '2012-05-04', gender: 'male' },
    { surname: 'Смирнова', firstName: 'Анна', displayName: 'Аня Смирнова', grade: 6, birthDate: '2013-02-10', gender: 'female' },
    { surname: 'Белов', firstName: 'Олег', grade: 5, birthDate: '2014-06-01', gender: 'male' },
  ],
  agreements: { fairPlay: true, technicalMeans: true, parentalConsent: true },
};

function submit() {
  document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

type SentPlayer = { surname: string; firstName: string; patronymic?: string; displayName?: string; grade: number; birthDate: string; gender: string };

/** registration-service's answer to an accepted application, for the own coach. */
function accepted(body: unknown, arrival: number) {
  const roster = (body as { roster: SentPlayer[] }).roster;
  return {
    teamId: 't', competitionId: 'c-1', schoolId: 's', schoolName: 'МБОУ СОШ № 1', municipality: 'Анадырь',
    arrival, submittedAt: '2026-02-01T00:00:00Z', status: 'active', trialMatch: arrival === 1, scheduledMatches: [],
    leader: { fullName: 'Киншова Ольга Васильевна', position: 'учитель информатики', phone: '+79246659375', email: 'kinshova@mail.ru' },
    director: { fullName: 'Иванов Иван Иванович', phone: '+79240000000' },
    agreements: { fairPlay: true, technicalMeans: true, parentalConsent: true },
    roster: roster.map((player, index) => ({
      playerId: `p${index}`, board: index + 1, reserve: index >= 2, linked: false, invitationCode: `CODE${index}ABCDE`,
      ...player, displayName: player.displayName ?? `${player.firstName} ${player.surname}`,
    })),
  };
}

describe('the application page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setLocale('ru');
    globalThis.requestAnimationFrame ??= ((callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)) as unknown as typeof requestAnimationFrame;
  });

  it('shows every field of Appendix 1, the slots with the gender the rule gives them', async () => {
    const { page } = mount((_method, url) => url.endsWith('/api/competitions')
      ? [200, [competition]]
      : [404, { type: 'about:blank', title: 'Not Found', status: 404 }]);
    page.enter();
    await settle();
    for (const id of ['f-schoolName', 'f-municipality', 'f-leader-fullName', 'f-leader-position', 'f-leader-phone', 'f-leader-email',
      'f-director-fullName', 'f-director-phone', 'f-agreements-fairPlay', 'f-agreements-technicalMeans', 'f-agreements-parentalConsent',
      ...[0, 1, 2, 3].flatMap((row) => ['surname', 'firstName', 'patronymic', 'grade', 'birthDate', 'gender', 'displayName'].map((name) => `f-roster-${row}-${name}`))]) {
      const element = document.getElementById(id);
      expect(element, id).not.toBeNull();
      expect(document.querySelector(`label[for="${id}"]`), `label of ${id}`).not.toBeNull();
      expect(element!.getAttribute('aria-describedby'), id).toContain(`${id}-error`);
    }
    expect((document.getElementById('f-roster-1-birthDate') as HTMLInputElement).type).toBe('date');
    expect((document.getElementById('f-leader-phone') as HTMLInputElement).type).toBe('tel');
    expect((document.getElementById('f-leader-email') as HTMLInputElement).type).toBe('email');
    expect(document.querySelector('label[for="f-agreements-parentalConsent"]')!.textContent).toContain('№ 152-ФЗ «О персональных данных»');
    // The rule in words, and each slot's gender chosen by it.
    expect(document.body.textContent).toContain('Состав по положению: 1-я доска — мальчик; 2-я доска — девочка. Запасные: мальчик, любой участник — в любом порядке строк.');
    expect(document.querySelectorAll('fieldset.player legend')[1]!.textContent).toContain('2-я доска — девочка');
    expect((document.getElementById('f-roster-1-gender') as HTMLSelectElement).value).toBe('female');
    expect(text('f-roster-1-gender-hint')).toBe('По положению: девочка.');
    expect((document.getElementById('f-roster-3-gender') as HTMLSelectElement).value).toBe('');
    // A field says what is wrong once left, the others stay silent until the coach gets to them.
    blur('f-leader-email');
    expect(text('f-leader-email-error')).toBe('Ошибка: заполните это поле.');
    expect(text('f-leader-phone-error')).toBe('');
    // The birth dates that fit the grade, once the grade is chosen.
    typeInto('f-roster-0-grade', '7');
    expect(text('f-roster-0-birthDate-hint')).toBe('Для 7 класса: с 02.09.2009 по 01.09.2013.');
    expect(document.getElementById('f-roster-0-birthDate')!.getAttribute('max')).toBe('2013-09-01');
  });

  it("shows the server's field errors in place, under the form row they came from", async () => {
    const { page, sent } = mount((method, url) => {
      if (url.endsWith('/api/competitions')) return [200, [competition]];
      if (url.endsWith('/mine')) return [404, { type: 'about:blank', title: 'Not Found', status: 404 }];
      if (method === 'POST') {
        return [400, {
          type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The application has 3 errors',
          errors: [
            { field: 'leader.phone', message: 'must be a Russian phone number: +7XXXXXXXXXX or 8XXXXXXXXXX' },
            { field: 'roster[2].birthDate', message: 'does not fit grade 5' },
            { field: 'roster[1]', message: 'is already on the team of МБОУ СОШ № 2 in this competition' },
          ],
        }];
      }
      return [500, { type: 'about:blank', title: 'x', status: 500 }];
    });
    page.enter();
    await settle();
    fillTeam();
    submit();
    await settle();

    const request = sent.find((call) => call.method === 'POST')!;
    expect(request.url).toBe('http://registration/api/competitions/c-1/applications');
    expect(request.body).toEqual(expectedBody);
    const birthDate = document.getElementById('f-roster-2-birthDate')!;
    expect(birthDate.getAttribute('aria-invalid')).toBe('true');
    expect(birthDate.getAttribute('aria-describedby')).toBe('f-roster-2-birthDate-hint f-roster-2-birthDate-error');
    expect(text('f-roster-2-birthDate-error')).toBe('Ошибка: Сервер: does not fit grade 5.');
    expect(text('f-leader-phone-error')).toContain('Сервер: must be a Russian phone number');
    expect(document.getElementById('f-leader-phone')!.getAttribute('aria-invalid')).toBe('true');
    expect(text('f-roster-1-error')).toContain('is already on the team of МБОУ СОШ № 2');
    expect(document.getElementById('f-roster-1')!.getAttribute('aria-describedby')).toBe('f-roster-1-error');
    expect(text('f-roster-0-birthDate-error')).toBe('');
    const summary = document.getElementById('error-summary')!;
    expect(summary.getAttribute('role')).toBe('alert');
    expect(summary.textContent).toContain('Телефон руководителя');
    expect(summary.textContent).toContain('Запасной игрок 1, Дата рождения');
    expect(summary.textContent).toContain('2-я доска: is already on the team');
    expect(summary.textContent).toContain('Сервер не принял некоторые поля');

    // Editing the field takes the server's word back; editing a row takes back what was said of the row.
    typeInto('f-roster-2-birthDate', '2014-06-02');
    expect(text('f-roster-2-birthDate-error')).toBe('');
    typeInto('f-roster-1-patronymic', 'Олеговна');
    expect(text('f-roster-1-error')).toBe('');
  });

  it('checks each rule as it is typed, keeps the draft, sends nothing while a rule is broken, and clears the draft once accepted', async () => {
    let posted = 0;
    const { page, sent } = mount((_method, url, body) => {
      if (url.endsWith('/api/competitions')) return [200, [competition]];
      if (url.endsWith('/mine')) return [404, { type: 'about:blank', title: 'Not Found', status: 404 }];
      posted += 1;
      return [201, accepted(body, 3)];
    });
    page.enter();
    await settle();

    submit();
    await settle();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    expect(text('f-roster-0-surname-error')).toBe('Ошибка: заполните это поле.');
    expect(text('f-agreements-fairPlay-error')).toBe('Ошибка: без этого согласия заявка не принимается.');
    expect(document.getElementById('f-agreements-fairPlay')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('error-summary')!.textContent).toContain('Самостоятельная игра: без этого согласия');

    fillTeam();
    typeInto('f-roster-1-surname', 'Смирнова2');
    typeInto('f-roster-1-gender', 'male');
    typeInto('f-roster-0-birthDate', '2015-01-01');
    typeInto('f-leader-phone', '665-93-75');
    const key = 'teamchess.draft.application.coach-1.c-1';
    const saved = JSON.parse(window.localStorage.getItem(key)!);
    expect(saved.roster[1].surname).toBe('Смирнова2');
    expect(saved.leader.email).toBe('kinshova@mail.ru');
    expect(saved.agreements.parentalConsent).toBe(true);

    submit();
    await settle();
    expect(posted).toBe(0);
    expect(text('f-roster-1-surname-error')).toContain('только русские или латинские буквы');
    expect(text('f-roster-1-gender-error')).toBe('Ошибка: по положению соревнования на этом месте играет девочка.');
    expect(text('f-roster-0-birthDate-error')).toBe('Ошибка: не подходит к 7 классу: на 1 сентября 2025 г. ученику 7 класса от 12 до 15 лет.');
    expect(text('f-leader-phone-error')).toContain('российский номер');

    typeInto('f-roster-1-surname', 'Смирнова');
    typeInto('f-roster-1-gender', 'female');
    typeInto('f-roster-0-birthDate', '2012-05-04');
    typeInto('f-leader-phone', '8 (924) 665-93-75');
    submit();
    await settle();
    expect(posted).toBe(1);
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual(expectedBody);
    expect(document.getElementById('confirmation-title')!.textContent).toBe('Заявка принята');
    expect(document.body.textContent).toContain('Номер в порядке поступления: 3.');
    const rows = [...document.querySelectorAll('.confirmation tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent!.trim()));
    expect(rows[0]).toEqual(['1-я доска', 'Петров Иван Сергеевич', 'Иван Петров', '7', '04.05.2012', 'мальчик', 'ещё не привязан',
      'CODE0ABCDE', `${window.location.origin}${window.location.pathname}#/invite/CODE0ABCDE`]);
    expect(document.querySelector('.confirmation tbody tr a')!.getAttribute('href')).toBe('#/invite/CODE0ABCDE');
    expect(rows[2]![0]).toBe('Запасной игрок 1');
    expect(document.querySelector('.confirmation dl')!.textContent).toContain('Киншова Ольга Васильевна, учитель информатики; +79246659375; kinshova@mail.ru');
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('loads a draft of the old shape without losing what it had', async () => {
    window.localStorage.setItem('teamchess.draft.application.coach-1.c-1', JSON.stringify({
      schoolName: 'Школа № 5', municipality: 'Анадырь', roster: [{ displayName: 'Иван Петров', grade: '7' }, { displayName: 'Анна', grade: 'x' }],
    }));
    const { page } = mount((_method, url) => url.endsWith('/api/competitions')
      ? [200, [competition]]
      : [404, { type: 'about:blank', title: 'Not Found', status: 404 }]);
    page.enter();
    await settle();
    expect((document.getElementById('f-schoolName') as HTMLInputElement).value).toBe('Школа № 5');
    expect((document.getElementById('f-roster-0-displayName') as HTMLInputElement).value).toBe('Иван Петров');
    expect((document.getElementById('f-roster-0-grade') as HTMLSelectElement).value).toBe('7');
    expect((document.getElementById('f-leader-fullName') as HTMLInputElement).value).toBe('');
    expect((document.getElementById('f-agreements-fairPlay') as HTMLInputElement).checked).toBe(false);
  });

  it('says in words whether each player has linked an account, and when, and gives each code its link', async () => {
    const mine = accepted({ roster: [
      { surname: 'Петров', firstName: 'Иван', grade: 7, birthDate: '2012-05-04', gender: 'male' },
      { surname: 'Смирнова', firstName: 'Анна', grade: 6, birthDate: '2013-02-10', gender: 'female' },
    ] }, 1);
    const linked = { ...mine, roster: mine.roster.map((entry, index) => index === 0 ? { ...entry, linked: true, linkedAt: '2026-02-05T00:30:00Z' } : entry) };
    const { page } = mount((_method, url) => url.endsWith('/api/competitions') ? [200, [competition]] : [200, linked]);
    page.enter();
    await settle();
    const header = [...document.querySelectorAll('.confirmation thead th')].map((cell) => cell.textContent!.trim());
    expect(header.slice(-3)).toEqual(['Учётная запись игрока', 'Код приглашения', 'Ссылка для игрока']);
    const cells = [...document.querySelectorAll('.confirmation tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent!.trim()));
    // In the competition's zone: Asia/Anadyr is UTC+12, so 00:30 UTC is 12:30 on 5 February there.
    expect(cells[0]![6]).toBe(`привязан ${formatDateTime('2026-02-05T00:30:00Z', 'Asia/Anadyr')}`);
    expect(cells[0]![6]).toMatch(/^привязан 5 февраля 2026 г\.(,| в) 12:30$/);
    expect(cells[1]![6]).toBe('ещё не привязан');
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.confirmation tbody a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#/invite/CODE0ABCDE', '#/invite/CODE1ABCDE']);
    expect(links[1]!.textContent).toBe(`${window.location.origin}${window.location.pathname}#/invite/CODE1ABCDE`);
  });

  it("shows the coach's earlier application instead of the form", async () => {
    const { page } = mount((_method, url) => url.endsWith('/api/competitions')
      ? [200, [competition]]
      : [200, { teamId: 't', competitionId: 'c-1', schoolId: 's', schoolName: 'Школа', municipality: 'Анадырь', arrival: 1, submittedAt: '2026-01-20T00:00:00Z', roster: [], scheduledMatches: [] }]);
    page.enter();
    await settle();
    expect(document.getElementById('confirmation-title')!.textContent).toBe('Ваша заявка уже подана');
    expect(document.querySelector('form')).toBeNull();
  });

  it('lets the coach change the application until the deadline, sent whole with PUT, and withdraw it after a confirmation', async () => {
    const mine = accepted({ roster: [
      { surname: 'Петров', firstName: 'Иван', grade: 7, birthDate: '2012-05-04', gender: 'male' },
      { surname: 'Смирнова', firstName: 'Анна', grade: 6, birthDate: '2013-02-10', gender: 'female' },
      { surname: 'Белова', firstName: 'Ольга', grade: 5, birthDate: '2014-06-01', gender: 'female' },
    ] }, 2);
    const { page, sent } = mount((method, url, body) => url.endsWith('/api/competitions') ? [200, [competition]]
      : method === 'PUT' ? [200, accepted(body, 2)]
        : url.endsWith('/withdrawal') ? [200, { ...mine, status: 'withdrawn' }]
          : [200, mine]);
    page.enter();
    await settle();
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Изменить заявку')!.click();
    await settle();
    // The form holds what was sent: the girl reserve stays on her line.
    expect((document.getElementById('f-roster-2-surname') as HTMLInputElement).value).toBe('Белова');
    typeInto('f-roster-2-firstName', 'Ольга-Мария');
    document.querySelector('form')!.requestSubmit();
    await settle();
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url).toBe('http://registration/api/competitions/c-1/applications/t');
    expect((put.body as { roster: { firstName: string }[] }).roster[2]!.firstName).toBe('Ольга-Мария');
    expect(document.getElementById('confirmation-title')!.textContent).toBe('Ваша заявка уже подана');
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Отозвать заявку')!.click();
    expect(document.getElementById('withdraw-question')!.textContent).toContain('Отозвать заявку школы «МБОУ СОШ № 1»?');
    expect(sent.some((request) => request.url.endsWith('/withdrawal'))).toBe(false);
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Да, отозвать')!.click();
    await settle();
    expect(sent.filter((request) => request.url.endsWith('/withdrawal')).map((request) => request.method)).toEqual(['POST']);
    expect(document.querySelector('.confirmation')!.textContent).toContain('Заявка отозвана.');
    expect([...document.querySelectorAll('button')].some((button) => button.textContent === 'Изменить заявку')).toBe(false);
  });
});
