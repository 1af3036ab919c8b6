/** Scores as a team tournament's tables write them and as a screen reader should say them. */
import { hasMessage, locale, t, type Locale } from '../i18n/i18n';
import type { BoardView, Encounter, MatchView, StandingsRow } from './client';

/** The two ranking criteria every standings table shows in their own columns. */
export const PRIMARY_SCORES = ['match-points', 'board-points'] as const;

/**
 * Points as a chess table writes them: `3`, `1½`, `½`. Other fractions (Sonneborn-Berger can have
 * quarters when board points are the primary score) as decimals in the page's language.
 */
export function formatPoints(value: number, lang: Locale = locale()): string {
  if (Number.isInteger(value)) {
    return String(value);
  }
  if (Number.isInteger(value * 2)) {
    const whole = Math.trunc(value);
    return `${value < 0 ? '-' : ''}${whole === 0 ? '' : Math.abs(whole)}½`;
  }
  return new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 2 }).format(value);
}

/** A tie-break's name in the page's language (TieBreak's wire name when the catalog does not know it). */
export function tieBreakName(name: string): string {
  const key = `tieBreak.${name}`;
  return hasMessage(key) ? t(key) : name;
}

/** One encounter in a crosstable cell: what is shown, a mark after it, and the words for a screen reader. */
export interface EncounterCell {
  /** `3-1`, `1½-2½`, `+`, `−`, or empty while pending; in brackets when not counted (Art. 24.1.1). */
  shown: string;
  /** `А+` / `А−` when an Armageddon decided the level match, «идёт» while the match is played, else empty. */
  mark: string;
  spoken: string;
}

export function encounterCell(encounter: Encounter): EncounterCell {
  const cell = countedCell(encounter);
  return encounter.counted || encounter.status === 'pending' ? cell
    : { ...cell, shown: `(${cell.shown})`, spoken: `${cell.spoken}, ${t('crosstable.notCounted')}` };
}

function countedCell(encounter: Encounter): EncounterCell {
  const round = encounter.round;
  if (encounter.status === 'pending') {
    return { shown: '', mark: '', spoken: t('crosstable.pending', { round }) };
  }
  if (encounter.status === 'forfeit') {
    const won = (encounter.matchPoints ?? 0) > 0;
    return { shown: won ? '+' : '−', mark: '', spoken: t(won ? 'crosstable.forfeitWon' : 'crosstable.forfeitLost', { round }) };
  }
  const score = `${formatPoints(encounter.boardPoints ?? 0)}-${formatPoints(encounter.opponentBoardPoints ?? 0)}`;
  if (encounter.status === 'playing') {
    return { shown: score, mark: t('crosstable.playingMark'), spoken: t('crosstable.playing', { round, score }) };
  }
  const spoken = t('crosstable.played', { round, score });
  if (encounter.deciderWon === null) {
    return { shown: score, mark: '', spoken };
  }
  const won = encounter.deciderWon;
  return {
    shown: score,
    mark: t(won ? 'crosstable.deciderWonMark' : 'crosstable.deciderLostMark'),
    spoken: `${spoken}, ${t(won ? 'crosstable.deciderWon' : 'crosstable.deciderLost')}`,
  };
}

/** The points a finished game's result gives each colour; undefined while it is not finished. */
export function gamePoints(result: string | null | undefined): { white: number; black: number } | undefined {
  switch (result) {
    case '1-0':
      return { white: 1, black: 0 };
    case '0-1':
      return { white: 0, black: 1 };
    case '1/2-1/2':
    case '½-½':
      return { white: 0.5, black: 0.5 };
    case '0-0':
      return { white: 0, black: 0 };
    default:
      return undefined;
  }
}

/**
 * The board score of a match so far, from each board's result as the viewer knows it (a live
 * game's end arrives before the tournament has scored the match). The decider is not a board.
 */
export function boardScore(match: MatchView, resultOf: (board: BoardView) => string | null | undefined):
  { first: number; second: number; finished: number } {
  let first = 0;
  let second = 0;
  let finished = 0;
  for (const board of match.boards) {
    const points = gamePoints(resultOf(board));
    if (!points) continue;
    finished++;
    const firstIsWhite = board.whiteTeamId === match.firstTeamId;
    first += firstIsWhite ? points.white : points.black;
    second += firstIsWhite ? points.black : points.white;
  }
  return { first, second, finished };
}

/** A team whose rank moved between two tables of the same tournament. */
export interface RankChange {
  teamId: string;
  rank: number;
  previous: number;
}

/** The teams whose rank differs from the earlier table, in the new table's order. */
export function rankChanges(before: readonly StandingsRow[], after: readonly StandingsRow[]): RankChange[] {
  const previous = new Map(before.map((row) => [row.teamId, row.rank]));
  return after
    .filter((row) => previous.has(row.teamId) && previous.get(row.teamId) !== row.rank)
    .map((row) => ({ teamId: row.teamId, rank: row.rank, previous: previous.get(row.teamId)! }));
}

/** A result as people read it: «½-½» for `1/2-1/2` (the data keep the PGN form). */
export function readableResult(text: string): string {
  return text.replaceAll('1/2-1/2', '½-½').replaceAll('1/2', '½');
}
