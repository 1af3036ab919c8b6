import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { GYMNASIUM, LYCEUM, match, SCHOOL_1, SCHOOL_5, standings } from './fixtures';
import { boardScore, encounterCell, formatPoints, gamePoints, rankChanges, tieBreakName } from './score';

beforeEach(() => setLocale('ru'));

describe('points', () => {
  it('are written with ½ for halves and as decimals for other fractions', () => {
    expect(formatPoints(3)).toBe('3');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(0.5)).toBe('½');
    expect(formatPoints(2.5)).toBe('2½');
    expect(formatPoints(-1.5)).toBe('-1½');
    expect(formatPoints(11.25, 'ru')).toBe('11,25');
    expect(formatPoints(11.25, 'en')).toBe('11.25');
  });

  it('come from a game result for each colour, nothing while it is not finished', () => {
    expect(gamePoints('1-0')).toEqual({ white: 1, black: 0 });
    expect(gamePoints('0-1')).toEqual({ white: 0, black: 1 });
    expect(gamePoints('1/2-1/2')).toEqual({ white: 0.5, black: 0.5 });
    expect(gamePoints(null)).toBeUndefined();
    expect(gamePoints('*')).toBeUndefined();
  });
});

describe('tie-break names', () => {
  it('are translated, an unknown one stays as the service named it', () => {
    expect(tieBreakName('sonneborn-berger')).toBe('коэффициент Зонненборна — Бергера');
    setLocale('en');
    expect(tieBreakName('buchholz-cut-1')).toBe('Buchholz cut 1 (without the lowest opponent)');
    expect(tieBreakName('koya')).toBe('koya');
  });
});

describe('crosstable cells', () => {
  const encounter = (teamId: string, opponentId: string) =>
    standings().rows.find((row) => row.teamId === teamId)!.encounters.find((each) => each.opponentId === opponentId)!;

  it('show the board score from the row team\'s side, with halves', () => {
    expect(encounterCell(encounter(SCHOOL_1, LYCEUM))).toEqual({ shown: '3-1', mark: '', spoken: 'тур 1: 3-1' });
    expect(encounterCell(encounter(GYMNASIUM, SCHOOL_5)).shown).toBe('1½-2½');
    expect(encounterCell(encounter(SCHOOL_5, GYMNASIUM)).shown).toBe('2½-1½');
  });

  it('mark the decider of a level match as won or lost, in the mark and in words', () => {
    expect(encounterCell(encounter(SCHOOL_1, GYMNASIUM))).toEqual({ shown: '2-2', mark: 'А+', spoken: 'тур 2: 2-2, армагеддон выигран (А+)' });
    expect(encounterCell(encounter(GYMNASIUM, SCHOOL_1))).toEqual({ shown: '2-2', mark: 'А−', spoken: 'тур 2: 2-2, армагеддон проигран (А−)' });
  });

  it('show a forfeit as + or −, and a pending match as nothing but words', () => {
    expect(encounterCell(encounter(LYCEUM, SCHOOL_5))).toEqual({ shown: '+', mark: '', spoken: 'тур 2: победа без игры (+)' });
    expect(encounterCell(encounter(SCHOOL_5, LYCEUM)).shown).toBe('−');
    expect(encounterCell(encounter(SCHOOL_1, SCHOOL_5))).toEqual({ shown: '', mark: '', spoken: 'тур 3: ещё не сыгран' });
  });

  it('put a result that is not counted in brackets and say why (Art. 24.1.1)', () => {
    expect(encounterCell({ ...encounter(SCHOOL_1, LYCEUM), counted: false })).toEqual({ shown: '(3-1)', mark: '',
      spoken: 'тур 1: 3-1, не засчитывается: команда выбыла (ст. 24.1.1)' });
    expect(encounterCell({ ...encounter(LYCEUM, SCHOOL_5), counted: false }).shown).toBe('(+)');
    expect(encounterCell({ ...encounter(SCHOOL_1, SCHOOL_5), counted: false }).shown).toBe('');
  });

  it('show a match being played with its points so far, marked as going on', () => {
    const playing = { ...encounter(SCHOOL_1, SCHOOL_5), status: 'playing' as const, boardPoints: 1.5, opponentBoardPoints: 0.5 };
    expect(encounterCell(playing)).toEqual({ shown: '1½-½', mark: 'идёт', spoken: 'тур 3: идёт, пока 1½-½' });
  });
});

describe('board score', () => {
  it('counts each finished board for the team that had its colour', () => {
    const results: Record<number, string | null> = { 1: '1-0', 2: '1-0', 3: '1/2-1/2', 4: null };
    // Board 2: Школа № 5 had White and won.
    expect(boardScore(match(), (board) => results[board.board])).toEqual({ first: 1.5, second: 1.5, finished: 3 });
  });
});

describe('rank changes', () => {
  it('list the teams whose rank moved, nothing when the order stayed', () => {
    const before = standings().rows;
    expect(rankChanges(before, standings().rows)).toEqual([]);
    const after = standings().rows.map((row) => ({ ...row, rank: row.teamId === SCHOOL_5 ? 3 : row.teamId === GYMNASIUM ? 4 : row.rank }));
    expect(rankChanges(before, after)).toEqual([
      { teamId: GYMNASIUM, rank: 4, previous: 3 },
      { teamId: SCHOOL_5, rank: 3, previous: 4 },
    ]);
  });
});
