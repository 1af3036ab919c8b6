// @vitest-environment jsdom
import { render } from 'lit-html';
import { beforeEach, describe, expect, it } from 'vitest';
import { Api } from '../api';
import type { Auth } from '../auth';
import type { AppContext } from '../context';
import { setLocale } from '../i18n/i18n';
import { ApplyPage } from './apply';

const competition = {
  id: 'c-1', name: 'Первенство', deadline: '2026-03-01T18:00:00+12:00', timeZone: 'Asia/Anadyr',
  boardCount: 2, maxReserves: 2, minGrade: 5, maxGrade: 11, open: true,
};

type Handler = (method: string, url: string, body: unknown) => [number, unknown];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status, headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

/** The page in a jsdom document, with registration-service answered by a handler. */
function mount(handler: Handler) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(init.body as string) : undefined;
    sent.push({ method: init.method!, url, body });
    const [status, answer] = handler(init.method!, url, body);
    return json(status, answer);
  }) as unknown as typeof fetch;
  const container = document.createElement('main');
  document.body.replaceChildren(container);
  const auth = {
    claims: () => ({ subject: 'coach-1', name: 'Марина', roles: ['coach'] }),
    hasRole: (role: string) => role === 'coach',
  } as unknown as Auth;
  let page: ApplyPage;
  const context: AppContext = {
    config: { registrationUrl: 'http://registration', oidcAuthServerUrl: '', oidcClientId: '', gameUrl: '', clockUrl: '', tournamentUrl: '' },
    auth,
    api: new Api(async () => 'token', fetcher),
    storage: window.localStorage,
    update: () => render(page.view(), container),
    announce: () => {},
    login: () => {},
    now: () => new Date('2026-02-01T00:00:00Z'),
  };
  page = new ApplyPage(context);
  return { page, context, sent, container };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function type(id: string, value: string) {
  const element = document.getElementById(id) as HTMLInputElement | HTMLSelectElement;
  element.value = value;
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function fillTeam() {
  type('f-schoolName', 'МБОУ СОШ № 1');
  type('f-municipality', 'Анадырь');
  type('f-roster-0-displayName', 'Иван Петров');
  type('f-roster-0-grade', '7');
  type('f-roster-1-displayName', 'Анна Смирнова');
  type('f-roster-1-grade', '6');
  // Reserve 1 stays empty; reserve 2 is filled, so it becomes roster[2] of the request.
  type('f-roster-3-displayName', 'Ольга Белова');
  type('f-roster-3-grade', '5');
}

function submit() {
  document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

describe('the application page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setLocale('ru');
    globalThis.requestAnimationFrame ??= ((callback: FrameRequestCallback) => setTimeout(() => callback(0), 0)) as unknown as typeof requestAnimationFrame;
  });

  it("shows the server's field errors in place, under the form row they came from", async () => {
    const { page, sent } = mount((method, url) => {
      if (url.endsWith('/api/competitions')) return [200, [competition]];
      if (url.endsWith('/mine')) return [404, { type: 'about:blank', title: 'Not Found', status: 404 }];
      if (method === 'POST') {
        return [400, {
          type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The roster does not fit',
          errors: [{ field: 'roster[2].grade', message: 'must be between 5 and 11' }],
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
    expect(request.body).toEqual({
      schoolName: 'МБОУ СОШ № 1', municipality: 'Анадырь',
      roster: [{ displayName: 'Иван Петров', grade: 7 }, { displayName: 'Анна Смирнова', grade: 6 }, { displayName: 'Ольга Белова', grade: 5 }],
    });
    const grade = document.getElementById('f-roster-3-grade')!;
    expect(grade.getAttribute('aria-invalid')).toBe('true');
    expect(grade.getAttribute('aria-describedby')).toBe('f-roster-3-grade-error');
    expect(document.getElementById('f-roster-3-grade-error')!.textContent).toContain('Сервер: must be between 5 and 11.');
    expect(document.getElementById('f-roster-2-grade-error')!.textContent).toBe('');
    const summary = document.getElementById('error-summary')!;
    expect(summary.getAttribute('role')).toBe('alert');
    expect(summary.textContent).toContain('Запасной игрок 2, Класс');
    expect(summary.textContent).toContain('Сервер не принял некоторые поля');

    // Editing the field takes the server's word back.
    type('f-roster-3-grade', '6');
    expect(document.getElementById('f-roster-3-grade-error')!.textContent).toBe('');
  });

  it('keeps the draft, sends nothing while a rule is broken, and clears the draft once accepted', async () => {
    let accepted = false;
    const { page, sent } = mount((_method, url, body) => {
      if (url.endsWith('/api/competitions')) return [200, [competition]];
      if (url.endsWith('/mine')) return [404, { type: 'about:blank', title: 'Not Found', status: 404 }];
      accepted = true;
      const roster = (body as { roster: { displayName: string; grade: number }[] }).roster;
      return [201, {
        teamId: 't', competitionId: 'c-1', schoolId: 's', schoolName: 'МБОУ СОШ № 1', municipality: 'Анадырь',
        arrival: 3, submittedAt: '2026-02-01T00:00:00Z', scheduledMatches: [],
        roster: roster.map((player, index) => ({ playerId: `p${index}`, board: index + 1, reserve: index >= 2, ...player })),
      }];
    });
    page.enter();
    await settle();
    fillTeam();
    type('f-roster-1-displayName', 'Анна2');
    const key = 'teamchess.draft.application.coach-1.c-1';
    expect(JSON.parse(window.localStorage.getItem(key)!).roster[1].displayName).toBe('Анна2');

    submit();
    await settle();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    expect(document.getElementById('f-roster-1-displayName-error')!.textContent).toContain('только русские или латинские буквы');

    type('f-roster-1-displayName', 'Анна Смирнова');
    submit();
    await settle();
    expect(accepted).toBe(true);
    expect(document.getElementById('confirmation-title')!.textContent).toBe('Заявка принята');
    expect(document.body.textContent).toContain('Номер в порядке поступления: 3.');
    expect(window.localStorage.getItem(key)).toBeNull();
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
});
