// @vitest-environment jsdom
import { html, render } from 'lit-html';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import type { PlayoffView, StandingsView } from '../tournament/client';
import { LYCEUM, SCHOOL_1, standings } from '../tournament/fixtures';
import { teamNames } from '../tournament/names';
import { playoffsView } from './playoffs';
import { standingsTable } from './standings';

/** Школа № 1 and Лицей level on 5 board points for first: a mini-match 2–2, then Лицей wins the Armageddon. */
function decided(): PlayoffView {
  return {
    playoffId: 'p1', firstPlace: 1, status: 'decided', note: null, deadline: '2026-12-06T13:00:00Z', teamIds: [SCHOOL_1, LYCEUM],
    places: [{ teamId: LYCEUM, place: 1, decidedBy: 'play-off' }, { teamId: SCHOOL_1, place: 2, decidedBy: 'play-off' }],
    matches: [
      { matchId: 'm1', kind: 'mini-match', stage: 1, firstTeamId: SCHOOL_1, secondTeamId: LYCEUM, published: true, ended: true,
        firstTeamPoints: 2, secondTeamPoints: 2, winnerTeamId: null, games: [] },
      { matchId: 'm2', kind: 'armageddon', stage: 2, firstTeamId: SCHOOL_1, secondTeamId: LYCEUM, published: true, ended: true,
        firstTeamPoints: 0.5, secondTeamPoints: 0.5, winnerTeamId: LYCEUM, games: [] },
    ],
  };
}

function withPlayoff(playoff: PlayoffView): StandingsView {
  const view = standings();
  const place: Record<string, number> = Object.fromEntries(playoff.places.map((each) => [each.teamId, each.place]));
  view.rows = view.rows.map((row) => ({ ...row, rank: place[row.teamId] ?? row.rank })).sort((a, b) => a.rank - b.rank);
  view.playoffs = [playoff];
  return view;
}

function show(view: StandingsView): void {
  const name = teamNames(undefined, view);
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  render(html`${standingsTable(view, name)}${playoffsView(view, name)}`, host);
}

const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

beforeEach(() => {
  setLocale('ru');
});

describe('play-offs on the standings', () => {
  it('marks the places the play-off decided and tells its matches and outcome', () => {
    show(withPlayoff(decided()));
    const rows = [...document.querySelectorAll('table.standings tbody tr')];
    expect(rows.map((row) => row.getAttribute('data-team')).slice(0, 2)).toEqual([LYCEUM, SCHOOL_1]);
    expect(text(rows[0]!.querySelector('td')!)).toBe('1 П(место определено плей-офф)');
    expect(rows[0]!.querySelector('.playoff-mark')!.getAttribute('aria-hidden')).toBe('true');
    expect(text(rows[2]!.querySelector('td')!)).toBe('3');
    const section = document.querySelector('section.playoffs')!;
    expect(text(section.querySelector('h2')!)).toBe('Плей-офф');
    expect(text(section.querySelector('h3')!)).toBe('За 1-е место: Школа № 1, Лицей');
    expect([...section.querySelectorAll('.playoff-matches li')].map(text)).toEqual([
      'Этап 1, мини-матч 3+5: Школа № 1 — Лицей 2–2. Ничья.',
      'Этап 2, армагеддон: Школа № 1 — Лицей ½–½. Победила команда «Лицей».',
    ]);
    expect([...section.querySelectorAll('.playoff-places li')].map(text)).toEqual([
      '1. Лицей — по плей-офф', '2. Школа № 1 — по плей-офф']);
  });

  it('says when the play-off was not held and the tie-breaks decided', () => {
    const notHeld: PlayoffView = { ...decided(), status: 'not-held', note: 'deadline', matches: [],
      places: [{ teamId: SCHOOL_1, place: 1, decidedBy: 'tie-breaks' }, { teamId: LYCEUM, place: 2, decidedBy: 'tie-breaks' }] };
    show(withPlayoff(notHeld));
    expect(text(document.querySelector('.playoff-status')!))
      .toBe('Не проводился (не завершён в срок): места определены по дополнительным показателям.');
    expect(text(document.querySelector('table.standings tbody tr td')!))
      .toBe('1 Д(плей-офф не проводился, место по дополнительным показателям)');
  });

  it('shows nothing of play-offs when there are none', () => {
    show(standings());
    expect(document.querySelector('section.playoffs')).toBeNull();
    expect(document.querySelector('.playoff-mark')).toBeNull();
  });
});
