// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Auth } from '../auth';
import { setLocale } from '../i18n/i18n';
import { GamesPage } from './games';
import { jsonResponse, mountPage, typeInto } from './harness';

const WHITE = '7eac0000-0000-4000-8000-000000000005';
const BLACK = '7eac0000-0000-4000-8000-000000000006';

/** The page; game-service answers `answer`, registration-service lists one application of two players, tournament-service none. */
function mount(roles: string[], answer: [number, unknown]) {
  const sent: { url: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    if (url === 'http://registration/api/competitions') return jsonResponse(200, [{ id: 'k1' }]);
    if (url === 'http://registration/api/competitions/k1/applications') {
      return jsonResponse(200, [{ schoolName: 'МБОУ «Школа № 1» ', municipality: 'Анадырь', status: 'active', roster: [
        { playerId: WHITE, displayName: 'Иван Петров' }, { playerId: BLACK, displayName: 'Анна Смирнова' }] }]);
    }
    if (url === 'http://tournament/api/tournaments') return jsonResponse(200, []);
    sent.push({ url, body: JSON.parse(init.body as string) });
    return jsonResponse(answer[0], answer[1]);
  }) as unknown as typeof fetch;
  const { page, context } = mountPage((context) => new GamesPage(context), {
    auth: { claims: () => ({ subject: 'o', name: 'Организатор', roles }) } as unknown as Auth,
    fetcher, config: { gameUrl: 'http://game', registrationUrl: 'http://registration', tournamentUrl: 'http://tournament' },
    now: () => new Date('2026-03-07T10:00:00'),
  });
  page.enter();
  context.update();
  return { sent };
}

const submit = (selector: string) => (document.querySelector(selector) as HTMLFormElement).requestSubmit();
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  setLocale('ru');
  window.location.hash = '#/games';
});

describe('games page', () => {
  it('opens a game by its id and refuses what is not an id', () => {
    mount(['player'], [200, {}]);
    expect(document.querySelector('.create-game')).toBeNull();
    typeInto('f-gameId', 'партия 5');
    submit('.open-game');
    expect(document.getElementById('f-gameId-error')!.textContent).toContain('номер партии — UUID');
    typeInto('f-gameId', ` ${WHITE} `);
    submit('.open-game');
    expect(window.location.hash).toBe(`#/games/${WHITE}`);
  });

  it('lets an organizer create a friendly game between players picked by name, starting in 5 minutes, and opens it', async () => {
    const { sent } = mount(['organizer'], [201, { id: 'ab5c0000-0000-4000-8000-000000000001' }]);
    await settle();
    const white = document.getElementById('f-whitePlayerId') as HTMLSelectElement;
    expect(white.querySelector('optgroup')!.getAttribute('label')).toBe('МБОУ «Школа № 1», Анадырь');
    expect([...white.querySelectorAll('optgroup option')].map((option) => option.textContent)).toEqual(['Анна Смирнова', 'Иван Петров']);
    submit('.create-game');
    expect(document.getElementById('f-whitePlayerId-error')!.textContent).toContain('выберите игрока из списка');
    typeInto('f-whitePlayerId', WHITE);
    typeInto('f-blackPlayerId', WHITE);
    submit('.create-game');
    expect(document.getElementById('f-blackPlayerId-error')!.textContent).toContain('разные игроки');
    expect(sent).toEqual([]);
    typeInto('f-blackPlayerId', BLACK);
    submit('.create-game');
    await settle();
    expect(sent[0]).toEqual({ url: 'http://game/api/games', body: {
      whitePlayerId: WHITE, blackPlayerId: BLACK, timeControl: '15+10', scheduledStart: new Date('2026-03-07T10:05').toISOString(), defaultTimeMinutes: 15,
    } });
    expect(window.location.hash).toBe('#/games/ab5c0000-0000-4000-8000-000000000001');
  });

  it('starts a friendly game at a time typed in', async () => {
    const { sent } = mount(['arbiter'], [201, { id: 'ab5c0000-0000-4000-8000-000000000002' }]);
    await settle();
    typeInto('f-whitePlayerId', WHITE);
    typeInto('f-blackPlayerId', BLACK);
    typeInto('f-start', 'other');
    typeInto('f-scheduledStart', '2026-03-08T12:30');
    submit('.create-game');
    await settle();
    expect((sent[0]!.body as { scheduledStart: string }).scheduledStart).toBe(new Date('2026-03-08T12:30').toISOString());
  });

  it('puts the server\'s field errors under their fields', async () => {
    mount(['arbiter'], [400, { type: 'about:blank', title: 'Bad Request', status: 400,
      errors: [{ field: 'timeControl', message: 'not a time control' }] }]);
    await settle();
    typeInto('f-whitePlayerId', WHITE);
    typeInto('f-blackPlayerId', BLACK);
    typeInto('f-timeControl', '15+10');
    submit('.create-game');
    await settle();
    expect(document.getElementById('f-timeControl-error')!.textContent).toContain('not a time control');
    expect(document.getElementById('error-summary')!.textContent).toContain('Контроль времени');
  });
});
