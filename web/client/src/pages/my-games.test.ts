// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { GamesPage } from './games';
import { mountWithServices, settle, text, type Answers } from './tournament-harness';

const COMPETITION = 'c0000000-0000-4000-8000-000000000001';
const games = [
  { id: 'g2000000-0000-4000-8000-000000000002', competitionId: COMPETITION, round: 2, board: 3, scheduledStart: '2026-03-07T02:00:00Z', status: 'scheduled', result: null, seat: 'black' },
  { id: 'g1000000-0000-4000-8000-000000000001', competitionId: null, round: 1, board: 1, scheduledStart: '2026-03-01T10:00:00Z', status: 'finished', result: '1/2-1/2', seat: 'white' },
];

async function open(answers: Answers, roles = ['player']) {
  const mounted = await mountWithServices((context) => new GamesPage(context), answers, roles);
  mounted.context.update();
  await settle();
  return mounted;
}

beforeEach(() => {
  setLocale('ru');
});

describe('«Мои партии»', () => {
  it('links each of a player\'s games with its board, colour, start in the tournament\'s zone and status', async () => {
    await open({ 'GET /api/games/mine': [200, games], 'GET /api/tournaments': [200, [{ competitionId: COMPETITION, timeZone: 'Asia/Anadyr' }]] });
    expect(text(document.getElementById('my-games-title')!)).toBe('Мои партии');
    const items = [...document.querySelectorAll('ul.my-games li')];
    expect(items.map((item) => item.querySelector('a')!.getAttribute('href'))).toEqual(games.map((game) => `#/games/${game.id}`));
    expect(text(items[0]!)).toMatch(/^Доска 3, чёрными, начало 7 марта 2026 г\.,? (в )?14:00 \(Asia\/Anadyr\).* — ещё не началась$/);
    expect(text(items[1]!)).toMatch(/^Доска 1, белыми, начало 1 марта 2026 г\.,? (в )?\d\d:00 — окончена: ½-½$/);
  });

  it('says when there are none, and what went wrong', async () => {
    await open({ 'GET /api/games/mine': [200, []] });
    expect(text(document.querySelector('section[aria-labelledby="my-games-title"] p')!)).toBe(
      'Партий пока нет: они появятся, когда тур с вашим участием будет опубликован.');
    await open({ 'GET /api/games/mine': [500, { type: 'about:blank', title: 'Server Error', status: 500, detail: 'down' }] });
    expect(text(document.querySelector('section[aria-labelledby="my-games-title"] [role="alert"]')!)).toBe('Ошибка сервера (500): down');
  });

  it('is for players only', async () => {
    const { requests } = await open({}, ['organizer']);
    expect(document.getElementById('my-games-title')).toBeNull();
    // An organizer's page reads only the players of its friendly game form, not any games of his own.
    expect(requests.filter((request) => request.path.includes('/api/games'))).toEqual([]);
  });
});
