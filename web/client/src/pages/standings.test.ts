// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Auth } from '../auth';
import { setLocale } from '../i18n/i18n';
import { FakeEventSource, GYMNASIUM, LYCEUM, matchOf, SCHOOL_1, SCHOOL_5, standings, TOURNAMENT } from '../tournament/fixtures';
import type { StandingsView } from '../tournament/client';
import { jsonResponse, mountPage } from './harness';
import { StandingsPage } from './standings';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
let page: StandingsPage | undefined;

async function mount(answer: [number, unknown] = [200, standings()]) {
  const requested: string[] = [];
  const sources: FakeEventSource[] = [];
  const fetcher = (async (url: string) => {
    requested.push(url);
    return jsonResponse(answer[0], answer[1]);
  }) as unknown as typeof fetch;
  const mounted = mountPage((context) => new StandingsPage(context, TOURNAMENT, (url) => {
    const source = new FakeEventSource(url);
    sources.push(source);
    return source;
  }), {
    auth: { claims: () => null, accessToken: async () => null } as unknown as Auth,
    fetcher, config: { tournamentUrl: 'http://tournament' },
  });
  page = mounted.page;
  page.enter();
  await settle();
  return { ...mounted, requested, sources };
}

const text = (selector: string) => document.querySelector(selector)!.textContent!.replace(/\s+/g, ' ').trim();
const row = (table: string, teamId: string) => document.querySelector(`table.${table} tr[data-team="${teamId}"]`)!;
/** What a cell shows (the screen reader's words are hidden from the eye, the picture from the reader). */
const shown = (teamId: string, opponentId: string) =>
  [...row('crosstable', teamId).querySelectorAll(`td[data-opponent="${opponentId}"] [aria-hidden="true"]`)]
    .map((element) => element.textContent!.replace(/\s+/g, ' ').trim());
const spoken = (teamId: string, opponentId: string) =>
  [...row('crosstable', teamId).querySelectorAll(`td[data-opponent="${opponentId}"] .visually-hidden`)].map((element) => element.textContent);

/** The standings after Школа № 5 beat Школа № 1 in round 3: Школа № 5 climbs from 4th to 2nd. */
function afterRound3(): StandingsView {
  const next = standings();
  const rank: Record<string, number> = { [SCHOOL_1]: 1, [SCHOOL_5]: 2, [LYCEUM]: 3, [GYMNASIUM]: 4 };
  next.rows = next.rows.map((each) => ({ ...each, rank: rank[each.teamId]! })).sort((first, second) => first.rank - second.rank);
  return next;
}

beforeEach(() => setLocale('ru'));
afterEach(() => page?.leave());

describe('standings page', () => {
  it('offers the crosstable as a spreadsheet and as a printable page from tournament-service, named in words', async () => {
    await mount();
    const links = [...document.querySelectorAll('ul.downloads a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Скачать таблицу (CSV, для Excel)', `http://tournament/api/tournaments/${TOURNAMENT}/crosstable.csv`],
      ['Версия для печати', `http://tournament/api/tournaments/${TOURNAMENT}/crosstable.html`],
    ]);
  });

  it('reads the public standings without a login and ranks the teams with every tie-break in the tournament\'s order', async () => {
    const { requested, container } = await mount();
    expect(requested).toEqual([`http://tournament/api/tournaments/${TOURNAMENT}/standings`]);
    expect(text('h1')).toBe('Турнирная таблица: Кубок Чукотки');
    expect(container.textContent).toContain('Места распределяются по порядку: очки за доски, командные очки, личная встреча, коэффициент Зонненборна — Бергера.');
    expect([...document.querySelectorAll('table.standings thead th')].map((cell) => cell.textContent)).toEqual([
      'Место', 'Команда', 'Сыграно матчей', 'Командные очки', 'Очки за доски', 'личная встреча', 'коэффициент Зонненборна — Бергера',
    ]);
    expect([...row('standings', GYMNASIUM).children].map((cell) => cell.textContent)).toEqual(['3', 'Гимназия № 2', '2', '0', '3½', '0', '13,75']);
    expect(row('standings', GYMNASIUM).querySelector('th')!.getAttribute('scope')).toBe('row');
    expect(document.querySelector(`a[href="#/tournaments/${TOURNAMENT}"]`)!.textContent).toBe('Расписание и матчи турнира');
  });

  it('draws the crosstable with board scores, halves, forfeits, the decider and empty pending cells', async () => {
    await mount();
    const headers = [...document.querySelectorAll('table.crosstable thead th')];
    expect(headers.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([undefined, undefined, '1', '2', '3', '4']);
    expect(headers[5]!.querySelector('.visually-hidden')!.textContent).toBe('Школа № 5');
    expect(shown(SCHOOL_1, LYCEUM)).toEqual(['3-1']);
    expect(shown(LYCEUM, SCHOOL_1)).toEqual(['1-3']);
    expect(shown(GYMNASIUM, SCHOOL_5)).toEqual(['1½-2½']);
    expect(shown(SCHOOL_5, GYMNASIUM)).toEqual(['2½-1½']);
    expect(shown(SCHOOL_1, GYMNASIUM)).toEqual(['2-2 А+']);
    expect(shown(GYMNASIUM, SCHOOL_1)).toEqual(['2-2 А−']);
    expect(spoken(GYMNASIUM, SCHOOL_1)).toEqual(['тур 2: 2-2, армагеддон проигран (А−)']);
    expect(shown(LYCEUM, SCHOOL_5)).toEqual(['+']);
    expect(shown(SCHOOL_5, LYCEUM)).toEqual(['−']);
    expect(spoken(SCHOOL_5, LYCEUM)).toEqual(['тур 2: поражение без игры (−)']);
    expect(shown(SCHOOL_1, SCHOOL_5)).toEqual(['']);
    expect(spoken(SCHOOL_1, SCHOOL_5)).toEqual(['тур 3: ещё не сыгран']);
    expect(row('crosstable', SCHOOL_1).querySelector('td.self')!.textContent).toContain('×');
    expect(document.querySelector('.crosstable caption')!.textContent).toContain('первым идёт счёт команды строки');
    expect(text('#crosstable-title + .table-scroll + .hint')).toContain('«+» и «−» — победа и поражение без игры');
  });

  it('links each started match to its spectator view, but not a pending one', async () => {
    await mount();
    const link = row('crosstable', SCHOOL_1).querySelector(`td[data-opponent="${LYCEUM}"] a`)!;
    expect(link.getAttribute('href')).toBe(`#/tournaments/${TOURNAMENT}/matches/${matchOf(1, SCHOOL_1, LYCEUM)}`);
    expect(link.textContent!.replace(/\s+/g, ' ')).toContain('тур 1: 3-1');
    expect(row('crosstable', SCHOOL_1).querySelector(`td[data-opponent="${SCHOOL_5}"] a`)).toBeNull();
  });

  it('puts both matches of a pair in one cell in a double round robin', async () => {
    const double = standings();
    const first = double.rows[0]!;
    first.encounters.push({ ...first.encounters[0]!, round: 4, matchId: 'm4-12', boardPoints: 1.5, opponentBoardPoints: 2.5, matchPoints: 0 });
    await mount([200, double]);
    expect(shown(SCHOOL_1, LYCEUM)).toEqual(['3-1', '1½-2½']);
  });

  it('follows the stream, says the connection in words, and announces a change of rank once', async () => {
    const { sources, announced } = await mount();
    expect(sources.map((source) => source.url)).toEqual([`http://tournament/api/tournaments/${TOURNAMENT}/standings/stream`]);
    expect(text('.connection')).toBe('Подключение к обновлениям таблицы…');
    expect(document.querySelector('.connection')!.getAttribute('role')).toBe('status');
    const source = sources[0]!;
    source.open();
    expect(text('.connection')).toBe('Таблица обновляется сама после каждого результата.');
    // The table sent on connect is the one already shown: nothing to say.
    source.send(standings());
    expect(announced).toEqual([]);
    const playing = standings();
    playing.rows[0]!.encounters[2] = { ...playing.rows[0]!.encounters[2]!, status: 'playing', boardPoints: 0.5, opponentBoardPoints: 1.5 };
    source.send(playing);
    expect(shown(SCHOOL_1, SCHOOL_5)).toEqual(['½-1½ идёт']);
    expect(announced).toEqual([]);
    source.send(afterRound3());
    expect([...document.querySelectorAll('table.standings tbody th')].map((cell) => cell.textContent))
      .toEqual(['Школа № 1', 'Школа № 5', 'Лицей', 'Гимназия № 2']);
    expect(announced).toEqual(['Места изменились. Школа № 5: 2-е место (было 4-е). Лицей: 3-е место (было 2-е). Гимназия № 2: 4-е место (было 3-е).']);
    source.send(afterRound3());
    expect(announced).toHaveLength(1);
    source.fail(0);
    expect(text('.connection')).toBe('Связь с сервером потеряна, переподключение… Таблица может быть устаревшей.');
    page!.leave();
    expect(source.closed).toBe(true);
  });

  it('names the tie-breaks in English and marks the decider with A', async () => {
    setLocale('en');
    await mount();
    expect(document.body.textContent).toContain('Ranked by, in order: board points, match points, direct encounter, Sonneborn-Berger.');
    expect(shown(SCHOOL_1, GYMNASIUM)).toEqual(['2-2 A+']);
    expect(row('standings', GYMNASIUM).lastElementChild!.textContent).toBe('13.75');
  });

  it('says so when the tournament does not exist, and opens no stream', async () => {
    const { sources } = await mount([404, { type: 'about:blank', title: 'Not Found', status: 404 }]);
    expect(text('[role="alert"]')).toBe('Турнир не найден. Проверьте ссылку.');
    expect(sources).toEqual([]);
  });

  it('marks a withdrawn team in words and shows the results it had, uncounted, in brackets with the reason', async () => {
    const withdrawn = standings();
    withdrawn.rows = withdrawn.rows.map((each) => each.teamId === LYCEUM ? { ...each, withdrawn: true, resultsCounted: false,
      encounters: each.encounters.map((encounter) => ({ ...encounter, counted: false })) }
      : { ...each, encounters: each.encounters.map((encounter) => ({ ...encounter, counted: encounter.opponentId !== LYCEUM })) });
    await mount([200, withdrawn]);
    expect(row('standings', LYCEUM).querySelector('th')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Лицей (выбыла, результаты не засчитываются)');
    expect(row('standings', SCHOOL_1).querySelector('th')!.textContent!.trim()).toBe('Школа № 1');
    expect(text('.withdrawal')).toBe('Команда «Лицей» выбыла, сыграв меньше половины матчей: её результаты и результаты против неё показаны в скобках и не засчитываются (ст. 24.1.1).');
    expect(shown(SCHOOL_1, LYCEUM)).toEqual(['(3-1)']);
    expect(shown(LYCEUM, SCHOOL_5)).toEqual(['(+)']);
    expect(spoken(SCHOOL_1, LYCEUM)).toEqual(['тур 1: 3-1, не засчитывается: команда выбыла (ст. 24.1.1)']);
    expect(shown(SCHOOL_1, GYMNASIUM)).toEqual(['2-2 А+']);
    expect(text('.crosstable + .hint, .table-scroll + .hint')).toContain('Счёт в скобках, например (3-1), показан, но не засчитывается');
  });

  it('says that a team withdrew whose played matches still count', async () => {
    const withdrawn = standings();
    withdrawn.rows = withdrawn.rows.map((each) => each.teamId === SCHOOL_5 ? { ...each, withdrawn: true } : each);
    await mount([200, withdrawn]);
    expect(row('standings', SCHOOL_5).querySelector('th')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Школа № 5 (выбыла)');
    expect(text('.withdrawal')).toContain('Команда «Школа № 5» выбыла из турнира (ст. 24.1): сыгранные матчи засчитаны');
    expect(text('.table-scroll + .hint')).not.toContain('в скобках');
  });

  it('calls a team without a name by the start of its id', async () => {
    const unnamed = standings();
    unnamed.rows[3]!.teamName = null;
    await mount([200, unnamed]);
    expect(row('standings', SCHOOL_5).querySelector('th')!.textContent).toBe('Команда a0000000');
  });
});
