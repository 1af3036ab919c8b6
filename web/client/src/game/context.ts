/** Who plays a game and where it belongs, for the names on the board and the page's heading. */
import type { Api } from '../api';
import { TournamentClient, type BoardView } from '../tournament/client';

/** What the page says of a game beyond its moves; every field may be missing (a spectator without a login, a service down). */
export interface GameContext {
  tournamentId?: string;
  tournamentName?: string;
  matchId?: string;
  round?: number;
  board?: number;
  /** The Armageddon game deciding a level match. */
  decider?: boolean;
  /** A game set up by an organizer or arbiter outside a tournament. */
  friendly?: boolean;
  whiteName?: string;
  blackName?: string;
  whiteTeam?: string;
  blackTeam?: string;
}

interface GameFacts { matchId: string; competitionId: string | null; round: number; board: number }

/**
 * Reads game-service's game (its match and competition), the competition's tournament and the match
 * of tournament-service (the players' and teams' names). Each step that fails leaves what came before.
 */
export async function loadGameContext(api: Api, gameUrl: string, tournamentUrl: string, gameId: string): Promise<GameContext> {
  const game = await api.get<GameFacts>(`${gameUrl}/api/games/${encodeURIComponent(gameId)}`);
  if (!game.competitionId) return { friendly: true };
  const context: GameContext = { round: game.round, board: game.board, matchId: game.matchId };
  try {
    const client = new TournamentClient(api, tournamentUrl);
    for (const summary of await client.tournaments(game.competitionId)) {
      let match;
      try {
        match = await client.match(summary.id, game.matchId);
      } catch {
        continue;
      }
      context.tournamentId = summary.id;
      context.tournamentName = summary.name;
      const decider = match.decider?.gameId === gameId;
      const board: BoardView | undefined = decider ? match.decider ?? undefined : match.boards.find((one) => one.gameId === gameId);
      context.decider = decider;
      if (board) {
        const teams = new Map([[match.firstTeamId, match.firstTeamName], [match.secondTeamId, match.secondTeamName]]);
        const blackTeamId = board.whiteTeamId === match.firstTeamId ? match.secondTeamId : match.firstTeamId;
        context.whiteName = board.whitePlayerName ?? undefined;
        context.blackName = board.blackPlayerName ?? undefined;
        context.whiteTeam = teams.get(board.whiteTeamId) ?? undefined;
        context.blackTeam = teams.get(blackTeamId) ?? undefined;
      }
      break;
    }
  } catch {
    // the names are a nicety: the board works without them
  }
  return context;
}
