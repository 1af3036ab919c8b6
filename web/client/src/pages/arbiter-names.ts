import type { AttentionView } from '../arbiter';
import { t } from '../i18n/i18n';
import { TournamentClient, type BoardView, type MatchView, type TournamentView } from '../tournament/client';
import { teamNames } from '../tournament/names';

/** What the console says of a game of a tournament: where it is played and by whom. */
export interface GamePlace {
  tournamentId: string;
  tournament: string;
  matchId: string;
  /** «Тур 2: Школа № 1 — Школа № 5». */
  match: string;
  /** «Доска 3» or «Армагеддон» (the decider is never «доска 5»). */
  board: string;
  /** «Иван Петров (Школа № 1)», or the team alone where registration gave no name. */
  white: string;
  black: string;
}

/**
 * The names behind the ids of game-service's attention list: the tournament of the item's
 * competition (tournament-service's public schedule), its match, the board or the decider, the
 * teams and players. A tournament is read once and again only when an item names a game it does
 * not know yet (a decider scheduled, a round published since).
 */
export class GamePlaces {
  private readonly client: TournamentClient;
  private readonly byCompetition = new Map<string, TournamentView[]>();
  private readonly places = new Map<string, GamePlace>();

  constructor(client: TournamentClient) {
    this.client = client;
  }

  static of(api: ConstructorParameters<typeof TournamentClient>[0], tournamentUrl: string | undefined): GamePlaces | undefined {
    return tournamentUrl ? new GamePlaces(new TournamentClient(api, tournamentUrl)) : undefined;
  }

  place(gameId: string): GamePlace | undefined {
    return this.places.get(gameId);
  }

  /** Reads what the items need; a failure leaves them named by round and board. */
  async resolve(items: readonly AttentionView[]): Promise<void> {
    const missing = new Set(items.filter((item) => item.competitionId && !this.places.has(item.gameId)).map((item) => item.competitionId!));
    await Promise.all([...missing].map(async (competitionId) => {
      try {
        const summaries = await this.client.tournaments(competitionId);
        const tournaments = await Promise.all(summaries.map((summary) => this.client.tournament(summary.id)));
        this.byCompetition.set(competitionId, tournaments);
        tournaments.forEach((tournament) => this.learn(tournament));
      } catch {
        // Named by round and board until the next reading.
      }
    }));
  }

  private learn(tournament: TournamentView): void {
    const name = teamNames(tournament, undefined);
    for (const round of tournament.rounds) {
      for (const match of round.matches) {
        const heading = t('arbiter.matchHeading', { round: round.round, first: name(match.firstTeamId), second: name(match.secondTeamId) });
        for (const board of match.boards) this.places.set(board.gameId, this.placeOf(tournament, match, heading, board, false, name));
        if (match.decider) this.places.set(match.decider.gameId, this.placeOf(tournament, match, heading, match.decider, true, name));
      }
    }
  }

  private placeOf(tournament: TournamentView, match: MatchView, heading: string, board: BoardView, decider: boolean,
    name: (teamId: string) => string): GamePlace {
    const blackTeam = board.whiteTeamId === match.firstTeamId ? match.secondTeamId : match.firstTeamId;
    const player = (playerName: string | null | undefined, team: string) => playerName ? t('federation.player', { player: playerName, team }) : team;
    return {
      tournamentId: tournament.id, tournament: tournament.name, matchId: match.matchId, match: heading,
      board: decider ? t('match.decider') : t('match.board', { board: board.board }),
      white: player(board.whitePlayerName, name(board.whiteTeamId)), black: player(board.blackPlayerName, name(blackTeam)),
    };
  }
}

/** The items grouped as the console shows them: by tournament, then by match; friendly games last, by themselves. */
export interface AttentionGroup {
  key: string;
  title: string;
  matches: { key: string; title: string; items: AttentionView[] }[];
}

export function groupAttention(items: readonly AttentionView[], places: GamePlaces | undefined): AttentionGroup[] {
  const groups = new Map<string, AttentionGroup>();
  for (const item of items) {
    const place = places?.place(item.gameId);
    const groupKey = place ? place.tournamentId : item.competitionId ? `competition:${item.competitionId}` : 'friendly';
    const groupTitle = place ? place.tournament : item.competitionId ? t('arbiter.tournamentGames') : t('arbiter.friendlyGames');
    const group = groups.get(groupKey) ?? { key: groupKey, title: groupTitle, matches: [] };
    groups.set(groupKey, group);
    const matchKey = place?.matchId ?? item.matchId ?? item.gameId;
    const matchTitle = place?.match ?? (item.competitionId ? t('arbiter.roundOnly', { round: item.round }) : '');
    let match = group.matches.find((each) => each.key === matchKey);
    if (!match) {
      match = { key: matchKey, title: matchTitle, items: [] };
      group.matches.push(match);
    }
    match.items.push(item);
  }
  // Friendly games after the tournaments' games.
  return [...groups.values()].sort((first, second) => Number(first.key === 'friendly') - Number(second.key === 'friendly'));
}
