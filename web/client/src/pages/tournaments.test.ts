// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from '../auth';
import * as i18n from '../i18n/i18n';
import type { TournamentSummary } from '../tournament/client';
import { TOURNAMENT } from '../tournament/fixtures';
import { jsonResponse, mountPage } from './harness';
import { TournamentsPage } from './tournaments';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

const summary: TournamentSummary = {
  id: TOURNAMENT, competitionId: 'f0000000-0000-4000-8000-000000000001', name: 'Кубок Чукотки', format: 'double-round-robin',
  teams: 4, rounds: 6, firstRoundStart: '2026-03-01T00:00:00Z', timeZone: 'Asia/Anadyr',
};

async function mount(status: number, body: unknown) {
  const urls: string[] = [];
  const fetcher = (async (url: string) => { urls.push(url); return jsonResponse(status, body); }) as unknown as typeof fetch;
  const mounted = mountPage((context) => new TournamentsPage(context), {
    auth: { claims: () => null, hasRole: () => false, accessToken: async () => null } as unknown as Auth,
    fetcher, config: { tournamentUrl: 'http://tournament' },
  });
  mounted.page.enter();
  await settle();
  return { ...mounted, urls };
}

beforeEach(() => {
  i18n.setLocale('ru');
  vi.restoreAllMocks();
});

describe('tournaments page', () => {
  it('lists each tournament with its format in words, teams, rounds and first start in both zones, linking to its page', async () => {
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Europe/Moscow');
    const { container, urls } = await mount(200, [summary]);
    expect(urls).toEqual(['http://tournament/api/tournaments']);
    expect(text(container.querySelector('h1')!)).toBe('Турниры');
    const item = container.querySelector('ul.tournament-list li')!;
    expect(item.querySelector('a')!.getAttribute('href')).toBe(`#/tournaments/${TOURNAMENT}`);
    expect(item.querySelector('a')!.textContent).toBe('Кубок Чукотки');
    expect(text(item)).toContain('Система: двухкруговая; 4 команды, 6 туров.');
    expect(text(item)).toContain('Первый тур: 1 марта 2026 г. в 12:00 (Asia/Anadyr); у вас: 1 марта 2026 г. в 03:00 (Europe/Moscow).');
  });

  it('says so when there are none', async () => {
    const { container } = await mount(200, []);
    expect(text(container)).toContain('Турниров пока нет.');
  });

  it('says in an alert why the list could not be read', async () => {
    const { container } = await mount(500, { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'boom' });
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('speaks English when asked', async () => {
    i18n.setLocale('en');
    vi.spyOn(i18n, 'viewerTimeZone').mockReturnValue('Asia/Anadyr');
    const { container } = await mount(200, [{ ...summary, format: 'round-robin', teams: 1, rounds: 1 }]);
    expect(text(container.querySelector('li')!)).toContain('Format: round robin; 1 team, 1 round.');
  });
});
