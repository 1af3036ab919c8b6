// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../auth';
import * as i18n from '../i18n/i18n';
import { MATCH, standings, TOURNAMENT, tournament } from '../tournament/fixtures';
import { jsonResponse, mountPage } from './harness';
import { TournamentPage } from './tournament';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

async function mount(answers: Record<string, [number, unknown]>) {
  const fetcher = (async (url: string) => {
    const path = url.replace(`http://tournament/api/tournaments/${TOURNAMENT}`, '');
    const [status, body] = answers[path] ?? [404, { type: 'about:blank', title: 'Not Found', status: 404 }];
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  const mounted = mountPage((context) => new TournamentPage(context, TOURNAMENT), {
    auth: { claims: () => null, accessToken: async () => null } as unknown as Auth,
    fetcher, config: { tournamentUrl: 'http://tournament' },
  });
  mounted.page.enter();
  await settle();
  return mounted;
}

const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

beforeEach(() => {
  i18n.setLocale('ru');
  vi.restoreAllMocks();
});

describe('tournament page', () => {
  it('shows how the tournament is played and links to the standings', async () => {
    const { container } = await mount({ '': [200, tournament()], '/standings': [200, standings()] });
    expect(text(container.querySelector('h1')!)).toBe('Кубок Чукотки');
    expect(container.querySelector(`a[href="#/tournaments/${TOURNAMENT}/standings"]`)!.textContent).toBe('Турнирная таблица и кросс-таблица');
    const facts = [...container.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
    expect(facts).toEqual([
      'Система: круговая', 'Досок в матче: 4', 'Контроль времени: 15+10', 'Часовой пояс турнира: Asia/Anadyr',
      'При равном счёте по доскам: армагеддон игроков 1-й доски',
      'Порядок распределения мест: очки за доски, командные очки, личная встреча, коэффициент Зонненборна — Бергера',
    ]);
  });

  it('lists the rounds with their start in the tournament\'s zone and the viewer\'s, and each match with a link to watch it', async () => {
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Europe/Moscow');
    const { container } = await mount({ '': [200, tournament()], '/standings': [200, standings()] });
    const rounds = [...container.querySelectorAll('section.round')];
    expect(rounds.map((round) => text(round.querySelector('h3')!))).toEqual(['Тур 1', 'Тур 3']);
    expect(text(rounds[0]!)).toContain('Начало: 1 марта 2026 г. в 12:00 (Asia/Anadyr); у вас: 1 марта 2026 г. в 03:00 (Europe/Moscow).');
    const ended = rounds[0]!.querySelector('li')!;
    expect(ended.querySelector('a')!.textContent).toBe('Школа № 1 — Лицей');
    expect(text(ended)).toContain('Матч окончен. По доскам: Школа № 1 3 — 1 Лицей. Командные очки: Школа № 1 2 — 0 Лицей.');
    const next = rounds[1]!;
    expect(next.querySelector('a')!.getAttribute('href')).toBe(`#/tournaments/${TOURNAMENT}/matches/${MATCH}`);
    expect(text(next)).toContain('Расстановка по доскам ещё не объявлена.');
    expect(text(next)).toContain('Свободна от игры: Лицей.');
  });

  it('takes the names from the schedule, and calls the teams by number when the standings cannot be read', async () => {
    const named = tournament();
    named.teams[0]!.teamName = 'МБОУ «СОШ № 1 г. Анадыря»';
    const { container } = await mount({ '': [200, named], '/standings': [503, { type: 'about:blank', title: 'Unavailable', status: 503 }] });
    expect(container.querySelector('section.round a')!.textContent).toBe('МБОУ «СОШ № 1 г. Анадыря» — Команда 2');
  });

  it('says so when the tournament does not exist', async () => {
    const { container } = await mount({});
    expect(text(container.querySelector('[role="alert"]')!)).toBe('Турнир не найден. Проверьте ссылку.');
  });
});
