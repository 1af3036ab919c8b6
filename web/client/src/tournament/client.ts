import type { Api } from '../api';

/** tournament-service's MatchView.BoardView: one board of a match (or its decider). */
export interface BoardView {
  board: number;
  gameId: string;
  whitePlayerId: string;
  blackPlayerId: string;
  /** The players' public names, where tournament-service knows them from registration (absent from older services). */
  whitePlayerName?: string | null;
  blackPlayerName?: string | null;
  whiteTeamId: string;
  /** `1-0`, `0-1`, `1/2-1/2`, `0-0` (a double forfeit), or null while playing (and while a voided game awaits its result). */
  result: string | null;
  /** A forfeit or an absence, not a game: shown as +/−, −/+, −/− (Art. 24.3). */
  unplayed: boolean;
}

/** tournament-service's MatchView: a team match, its boards once published, its score once ended. */
export interface MatchView {
  matchId: string;
  tournamentId: string;
  round: number;
  /** White on boards 1 and 3, Black on 2 and 4. */
  firstTeamId: string;
  secondTeamId: string;
  /** The teams' public names; null when registration gave none. */
  firstTeamName?: string | null;
  secondTeamName?: string | null;
  scheduledStart: string;
  scheduledStartLocal: string;
  /** `scheduled` (boards not yet announced), `published`, `decider` (level, the decider is being played) or `ended`. */
  status: 'scheduled' | 'published' | 'decider' | 'ended';
  boards: BoardView[];
  firstTeamBoardPoints: number | null;
  secondTeamBoardPoints: number | null;
  firstTeamMatchPoints: number | null;
  secondTeamMatchPoints: number | null;
  outcome: 'first-team-won' | 'second-team-won' | 'level' | null;
  /** The Armageddon game deciding a level match, once scheduled. */
  decider: BoardView | null;
  deciderWinnerTeamId: string | null;
  /** The team that forfeited the match unplayed because it withdrew; null otherwise. */
  forfeitedByTeamId?: string | null;
}

/** tournament-service's TournamentView.RoundView. */
export interface RoundView {
  round: number;
  scheduledStart: string;
  scheduledStartLocal: string;
  published: boolean;
  byeTeamId: string | null;
  /** Empty for a Swiss round not yet paired (its pairings follow the round before). */
  matches: MatchView[];
  /** When line-ups close (the round's start less the tournament's line-up deadline); null when they close at publication. */
  lineUpDeadline?: string | null;
  /** Whether its matches are known: a Swiss round is paired once the round before is complete (absent from older services). */
  paired?: boolean;
}

/** tournament-service's TournamentView: a tournament with its whole schedule. */
export interface TournamentView {
  id: string;
  competitionId: string;
  name: string;
  /** `round-robin`, `double-round-robin`, `match` or `swiss`. */
  format: string;
  boards: number;
  timeControl: string;
  /** The IANA zone of the local start times. */
  timeZone: string;
  /** The ranking order, the primary score first. */
  tieBreaks: string[];
  /** `armageddon` or `none`. */
  drawnMatch: string;
  deciderBoard: number;
  /** Art. 6.7.1's default time in minutes; null for a tournament older than the setting (game-service's default then). */
  defaultTimeMinutes?: number | null;
  /** The teams by pairing number, with their public names where registration gave them. */
  teams: { number: number; teamId: string; teamName?: string | null }[];
  rounds: RoundView[];
  /** Minutes before a round's start at which its line-ups close; null: when the round is published. */
  lineUpDeadlineMinutes?: number | null;
  /** What the public reads of the players' names (the organizer's choice): `full`, `first-name-initial`, `hidden`. */
  publicNames?: string;
  /** The names this reader reads: `full` for the tournament's participants, else `publicNames`. */
  namesShown?: string;
}

/** One match of a team as its standings row sees it. */
export interface Encounter {
  round: number;
  /** The match, for a link to its spectator view. */
  matchId?: string;
  opponentId: string;
  boardPoints: number | null;
  opponentBoardPoints: number | null;
  matchPoints: number | null;
  /** Whether the team won the Armageddon decider; null when the match had none. */
  deciderWon: boolean | null;
  /**
   * `played` (ended), `playing` (boards published, the points so far), `pending` (not yet
   * published), `forfeit` (won or lost without a game, +/-).
   */
  status: 'played' | 'playing' | 'forfeit' | 'pending';
  /** False when a team of the match withdrew having completed under half of its matches (Art. 24.1.1): shown, not counted. */
  counted: boolean;
}

/** A team's line of the standings. */
export interface StandingsRow {
  /** From 1; teams equal on every tie-break share it. */
  rank: number;
  teamId: string;
  /** The public name; null when registration gave none. */
  teamName: string | null;
  /** Whether the team withdrew (Art. 24.1). */
  withdrawn: boolean;
  /** False for a team that withdrew having completed under half of its matches: its results are shown, not counted (Art. 24.1.1). */
  resultsCounted: boolean;
  played: number;
  matchPoints: number;
  boardPoints: number;
  /** Each tie-break's value by its name (`sonneborn-berger`). */
  tieBreaks: Record<string, number>;
  encounters: Encounter[];
}

/** tournament-service's StandingsView: the ranking now, best first. */
export interface StandingsView {
  tournamentId: string;
  tournamentName: string;
  /** The ranking order, the primary score first (TieBreak's wire names). */
  tieBreaks: string[];
  rows: StandingsRow[];
  /** The play-offs for tied places (Art. 30.5); absent or empty without any. */
  playoffs?: PlayoffView[];
}

/** tournament-service's PlayoffView: a play-off for a tied place. */
export interface PlayoffView {
  playoffId: string;
  firstPlace: number;
  /** `playing`, `decided` or `not-held` (the tie-breaks decide). */
  status: string;
  /** Why not held: `declared`, `deadline` or `no-scheme`; null otherwise. */
  note: string | null;
  deadline: string;
  teamIds: string[];
  /** Once over: each team's final place and what decided it (`play-off` or `tie-breaks`). */
  places: { teamId: string; place: number; decidedBy: string }[];
  matches: PlayoffMatch[];
}

/** A match of a play-off. */
export interface PlayoffMatch {
  matchId: string;
  /** `mini-match`, `rapid`, `armageddon` or `armageddon-round`. */
  kind: string;
  stage: number;
  firstTeamId: string;
  secondTeamId: string;
  published: boolean;
  ended: boolean;
  firstTeamPoints: number;
  secondTeamPoints: number;
  winnerTeamId: string | null;
  games: { gameId: string; leg: number; board: number; whitePlayerId: string; blackPlayerId: string; result: string | null }[];
}

/** tournament-service's AuditView: one change to a tournament, oldest first in the trail. */
export interface AuditView {
  at: string;
  /** The account's name. */
  actor: string;
  /** `created`, `round-published` (early, by hand) or `round-moved`. */
  action: string;
  /** What changed, in English words written by the service. */
  detail: string;
  /** Why, where the action asks for one. */
  reason: string | null;
}

/** tournament-service's TournamentSummary: a tournament in the list of tournaments. */
export interface TournamentSummary {
  id: string;
  competitionId: string;
  name: string;
  /** `round-robin`, `double-round-robin` or `match`. */
  format: string;
  teams: number;
  rounds: number;
  /** Round 1's start in UTC. */
  firstRoundStart: string;
  /** The IANA zone the schedule is shown in. */
  timeZone: string;
}

/** tournament-service's LineUpView: a team's players by board for a round, board 1 first. */
export interface LineUpView {
  round: number;
  teamId: string;
  players: string[];
  /** False for the default line-up: the roster's first players. */
  submitted: boolean;
  submittedBy: string | null;
  submittedAt: string | null;
  /** Whether it can still change: the round is not yet published. */
  open: boolean;
}

/** The most characters tournament-service keeps of a reason for its audit trail (a round moved, a result corrected, a forfeit). */
export const MAX_REASON_LENGTH = 400;

/** tournament-service's CreateTournament: every field but the competition and the name has a default on the server. */
export interface CreateTournament {
  competitionId: string;
  name: string;
  format?: string;
  /** The number of rounds; required for `swiss`, the other formats derive it from the teams. */
  rounds?: number;
  boards?: number;
  timeControl?: string;
  /** Round 1's start in the tournament's zone, `2026-03-07T13:00`; default the next Saturday 13:00. */
  firstRoundStart?: string;
  timeZone?: string;
  roundIntervalDays?: number;
  drawnMatch?: string;
  deciderBoard?: number;
  spectatorDelaySeconds?: number;
  /** Minutes before a round's start at which its line-ups close; left out: when the round is published. */
  lineUpDeadlineMinutes?: number;
  /** Art. 6.7.1: a player absent this many minutes after the start loses (0 to 60; default 15). */
  defaultTimeMinutes?: number;
  /** Art. 30.5: places 1 to this decided by play-off among teams level on the primary score; left out: none. */
  playoffPlaces?: number;
  /** What the public reads of the players' names; default `first-name-initial`. */
  publicNames?: string;
}

/** A board's result from White's side as an organizer or arbiter corrects it: played, or unplayed (+/-, -/+, -/-). */
export const BOARD_RESULTS = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-'] as const;
export type BoardResult = typeof BOARD_RESULTS[number];

/** tournament-service's API (its rest/ package), as the pages call it: public reads, organizers' and arbiters' calls. */
export class TournamentClient {
  constructor(private readonly api: Api, private readonly baseUrl: string) {}

  /** The tournaments, the latest first; one competition's when `competitionId` is given. */
  tournaments(competitionId?: string): Promise<TournamentSummary[]> {
    const query = competitionId ? `?competitionId=${encodeURIComponent(competitionId)}` : '';
    return this.api.get(`${this.baseUrl}/api/tournaments${query}`);
  }

  tournament(id: string): Promise<TournamentView> {
    return this.api.get(this.tournamentUrl(id));
  }

  match(id: string, matchId: string): Promise<MatchView> {
    return this.api.get(`${this.tournamentUrl(id)}/matches/${encodeURIComponent(matchId)}`);
  }

  standings(id: string): Promise<StandingsView> {
    return this.api.get(`${this.tournamentUrl(id)}/standings`);
  }

  /** The crosstable for spreadsheets: `;`-separated, UTF-8 with a BOM (public, a download). */
  crosstableCsvUrl(id: string): string {
    return `${this.tournamentUrl(id)}/crosstable.csv`;
  }

  /** The crosstable as a printable page in Russian (public). */
  crosstableHtmlUrl(id: string): string {
    return `${this.tournamentUrl(id)}/crosstable.html`;
  }

  /** Creates a tournament from the competition's registered teams and publishes round 1 (organizer). */
  createTournament(request: CreateTournament): Promise<TournamentView> {
    return this.api.post(`${this.baseUrl}/api/tournaments`, request);
  }

  /** Publishes a round before the previous one is complete: its pairings by board are announced (organizer). */
  publishRound(id: string, round: number): Promise<TournamentView> {
    return this.api.post(`${this.tournamentUrl(id)}/rounds/${round}/publish`, undefined);
  }

  /** Corrects one board's result, from White's side (organizer, arbiter); the reason goes to the audit trail. */
  correctResult(id: string, matchId: string, board: number, result: BoardResult, reason: string): Promise<MatchView> {
    return this.api.put(`${this.matchUrl(id, matchId)}/boards/${board}/result`, { result, reason });
  }

  /** Scores a whole match as lost without play by one team, or both (a double no-show) (organizer, arbiter). */
  forfeitMatch(id: string, matchId: string, teamIds: string[], reason: string): Promise<MatchView> {
    return this.api.put(`${this.matchUrl(id, matchId)}/forfeit`, { teamIds, reason });
  }

  /** The team match's protocol as a printable page (public). */
  matchProtocolUrl(id: string, matchId: string): string {
    return `${this.matchUrl(id, matchId)}/protocol`;
  }

  /** The tournament's summary protocol as a printable page (public). */
  protocolUrl(id: string): string {
    return `${this.tournamentUrl(id)}/protocol`;
  }

  /** The games of a round as PGN (public). */
  roundPgnUrl(id: string, round: number): string {
    return `${this.tournamentUrl(id)}/rounds/${round}/pgn`;
  }

  /** The tournament in FIDE's Tournament Report File format: organizers and arbiters only, so a download with the token. */
  trf(id: string): Promise<{ blob: Blob; filename: string | undefined }> {
    return this.api.download(`${this.tournamentUrl(id)}/trf`);
  }

  /** Changes what the public reads of the players' names: `full`, `first-name-initial` or `hidden` (organizer). */
  changePublicNames(id: string, publicNames: string): Promise<TournamentView> {
    return this.api.put(`${this.tournamentUrl(id)}/public-names`, { publicNames });
  }

  private tournamentUrl(id: string): string {
    return `${this.baseUrl}/api/tournaments/${encodeURIComponent(id)}`;
  }

  private matchUrl(id: string, matchId: string): string {
    return `${this.tournamentUrl(id)}/matches/${encodeURIComponent(matchId)}`;
  }

  /** Moves a round not yet published (organizer); `start` is local to the tournament's zone, `2026-03-07T14:00`. */
  moveRound(id: string, round: number, start: string, reason: string): Promise<TournamentView> {
    return this.api.put(`${this.tournamentUrl(id)}/rounds/${round}/start`, { start, reason });
  }

  /** The team's line-up for the round, submitted or the default (its coach, organizers, arbiters). */
  lineUp(id: string, round: number, teamId: string): Promise<LineUpView> {
    return this.api.get(this.lineUpUrl(id, round, teamId));
  }

  /** Sets the team's line-up for a round not yet published (its coach, organizers): `players` by board, board 1 first. */
  submitLineUp(id: string, round: number, teamId: string, players: string[]): Promise<LineUpView> {
    return this.api.put(this.lineUpUrl(id, round, teamId), { players });
  }

  private lineUpUrl(id: string, round: number, teamId: string): string {
    return `${this.tournamentUrl(id)}/rounds/${round}/line-ups/${encodeURIComponent(teamId)}`;
  }

  /** Who changed the tournament, what and why (organizers and arbiters). */
  audit(id: string): Promise<AuditView[]> {
    return this.api.get(`${this.tournamentUrl(id)}/audit`);
  }

  /** The Server-Sent Events address of the standings: an event `standings` on connect and after every change. */
  standingsStreamUrl(id: string): string {
    return `${this.tournamentUrl(id)}/standings/stream`;
  }
}
