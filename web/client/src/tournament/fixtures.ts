// For the tests: one small tournament as tournament-service answers for it, and a fake EventSource.
// Imported by *.test.ts only, so it never reaches the bundle.
import type { BoardView, Encounter, MatchView, StandingsView, TournamentView } from './client';
import type { EventSourceLike } from './stream';

export const TOURNAMENT = '70000000-0000-4000-8000-000000000001';
export const SCHOOL_1 = 'a0000000-0000-4000-8000-000000000001';
export const LYCEUM = 'a0000000-0000-4000-8000-000000000002';
export const GYMNASIUM = 'a0000000-0000-4000-8000-000000000003';
export const SCHOOL_5 = 'a0000000-0000-4000-8000-000000000004';
export const MATCH = 'b0000000-0000-4000-8000-000000000001';

/** The same id for a match seen from either team: `m2-13` is round 2's match of teams 1 and 3. */
export const matchOf = (round: number, team: string, opponent: string) => `m${round}-${[team, opponent].map((id) => id.slice(-1)).sort().join('')}`;
const played = (team: string, round: number, opponentId: string, boardPoints: number, opponentBoardPoints: number, matchPoints: number,
  deciderWon: boolean | null = null): Encounter => ({
  round, matchId: matchOf(round, team, opponentId), opponentId, boardPoints, opponentBoardPoints, matchPoints, deciderWon, status: 'played', counted: true,
});
const forfeit = (team: string, round: number, opponentId: string, won: boolean): Encounter => ({
  round, matchId: matchOf(round, team, opponentId), opponentId, boardPoints: won ? 4 : 0, opponentBoardPoints: won ? 0 : 4,
  matchPoints: won ? 2 : 0, deciderWon: null, status: 'forfeit', counted: true,
});
const pending = (team: string, round: number, opponentId: string): Encounter => ({
  round, matchId: matchOf(round, team, opponentId), opponentId, boardPoints: null, opponentBoardPoints: null, matchPoints: null,
  deciderWon: null, status: 'pending', counted: true,
});

/**
 * After two of three rounds: Школа № 1 beat Лицей 3-1 and Гимназия № 2 by the Armageddon after
 * 2-2; Лицей won against Школа № 5 by forfeit; Школа № 5 beat Гимназия № 2 2½-1½.
 */
export function standings(): StandingsView {
  return {
    tournamentId: TOURNAMENT,
    tournamentName: 'Кубок Чукотки',
    tieBreaks: ['board-points', 'match-points', 'direct-encounter', 'sonneborn-berger'],
    rows: [
      { rank: 1, teamId: SCHOOL_1, teamName: 'Школа № 1', withdrawn: false, resultsCounted: true, played: 2, matchPoints: 4, boardPoints: 5,
        tieBreaks: { 'board-points': 5, 'match-points': 4, 'direct-encounter': 0, 'sonneborn-berger': 11.25 },
        encounters: [played(SCHOOL_1, 1, LYCEUM, 3, 1, 2), played(SCHOOL_1, 2, GYMNASIUM, 2, 2, 2, true), pending(SCHOOL_1, 3, SCHOOL_5)] },
      { rank: 2, teamId: LYCEUM, teamName: 'Лицей', withdrawn: false, resultsCounted: true, played: 2, matchPoints: 2, boardPoints: 5,
        tieBreaks: { 'board-points': 5, 'match-points': 2, 'direct-encounter': 0, 'sonneborn-berger': 5 },
        encounters: [played(LYCEUM, 1, SCHOOL_1, 1, 3, 0), forfeit(LYCEUM, 2, SCHOOL_5, true), pending(LYCEUM, 3, GYMNASIUM)] },
      { rank: 3, teamId: GYMNASIUM, teamName: 'Гимназия № 2', withdrawn: false, resultsCounted: true, played: 2, matchPoints: 0, boardPoints: 3.5,
        tieBreaks: { 'board-points': 3.5, 'match-points': 0, 'direct-encounter': 0, 'sonneborn-berger': 13.75 },
        encounters: [played(GYMNASIUM, 1, SCHOOL_5, 1.5, 2.5, 0), played(GYMNASIUM, 2, SCHOOL_1, 2, 2, 0, false), pending(GYMNASIUM, 3, LYCEUM)] },
      { rank: 4, teamId: SCHOOL_5, teamName: 'Школа № 5', withdrawn: false, resultsCounted: true, played: 2, matchPoints: 2, boardPoints: 2.5,
        tieBreaks: { 'board-points': 2.5, 'match-points': 2, 'direct-encounter': 0, 'sonneborn-berger': 0 },
        encounters: [played(SCHOOL_5, 1, GYMNASIUM, 2.5, 1.5, 2), forfeit(SCHOOL_5, 2, LYCEUM, false), pending(SCHOOL_5, 3, SCHOOL_1)] },
    ],
  };
}

const board = (number: number, whiteTeamId: string, result: string | null = null): BoardView => ({
  board: number, gameId: `c0000000-0000-4000-8000-00000000000${number}`, whitePlayerId: `d${number}`, blackPlayerId: `e${number}`,
  whiteTeamId, result, unplayed: false,
});

/** Round 3's Школа № 1 against Школа № 5, published: four boards, the first-named team White on 1 and 3. */
export function match(overrides: Partial<MatchView> = {}): MatchView {
  return {
    matchId: MATCH, tournamentId: TOURNAMENT, round: 3, firstTeamId: SCHOOL_1, secondTeamId: SCHOOL_5,
    scheduledStart: '2026-03-07T00:00:00Z', scheduledStartLocal: '2026-03-07T12:00:00+12:00', status: 'published',
    boards: [board(1, SCHOOL_1), board(2, SCHOOL_5), board(3, SCHOOL_1), board(4, SCHOOL_5)],
    firstTeamBoardPoints: null, secondTeamBoardPoints: null, firstTeamMatchPoints: null, secondTeamMatchPoints: null,
    outcome: null, decider: null, deciderWinnerTeamId: null, ...overrides,
  };
}

/** The decider of a level match: board 1's players, numbered one past the boards. */
export function decider(whiteTeamId: string): BoardView {
  return board(5, whiteTeamId);
}

export function tournament(): TournamentView {
  return {
    id: TOURNAMENT, competitionId: 'f0000000-0000-4000-8000-000000000001', name: 'Кубок Чукотки', format: 'round-robin',
    boards: 4, timeControl: '15+10', timeZone: 'Asia/Anadyr',
    tieBreaks: ['board-points', 'match-points', 'direct-encounter', 'sonneborn-berger'], drawnMatch: 'armageddon', deciderBoard: 1,
    teams: [{ number: 1, teamId: SCHOOL_1 }, { number: 2, teamId: LYCEUM }, { number: 3, teamId: GYMNASIUM }, { number: 4, teamId: SCHOOL_5 }],
    rounds: [
      { round: 1, scheduledStart: '2026-03-01T00:00:00Z', scheduledStartLocal: '2026-03-01T12:00:00+12:00', published: true, byeTeamId: null,
        matches: [match({ round: 1, matchId: 'b0000000-0000-4000-8000-000000000011', secondTeamId: LYCEUM, status: 'ended',
          firstTeamBoardPoints: 3, secondTeamBoardPoints: 1, firstTeamMatchPoints: 2, secondTeamMatchPoints: 0, outcome: 'first-team-won' })] },
      { round: 3, scheduledStart: '2026-03-07T00:00:00Z', scheduledStartLocal: '2026-03-07T12:00:00+12:00', published: false, byeTeamId: LYCEUM,
        matches: [match({ status: 'scheduled', boards: [] })] },
    ],
  };
}

/** A browser EventSource as the stream sees it: readyState 0 connecting, 1 open, 2 closed. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  private readonly listeners: ((event: { data: string }) => void)[] = [];
  constructor(readonly url: string) {}
  addEventListener(_type: 'standings', listener: (event: { data: string }) => void): void { this.listeners.push(listener); }
  close(): void { this.closed = true; this.readyState = 2; }
  open(): void { this.readyState = 1; this.onopen?.({}); }
  send(data: unknown): void { this.listeners.forEach((listener) => listener({ data: typeof data === 'string' ? data : JSON.stringify(data) })); }
  fail(readyState: 0 | 2): void { this.readyState = readyState; this.onerror?.({}); }
}
