import type { FieldIssue } from './issue';

/**
 * tournament-service's checks of `PUT /rounds/{n}/line-ups/{teamId}` (LineUpService.check): one
 * player per board, each from the roster and once, in roster order (a reserve may step in, nobody
 * jumps ahead of a player listed before him). Field names as the server's: `players` for the
 * whole, `players[i]` for board i+1.
 *
 * @param players the chosen player's id by board, board 1 first; '' where none is chosen
 * @param roster  the team's players in roster order
 */
export function validateLineUp(players: readonly string[], roster: readonly string[], boards: number): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (roster.length < boards) {
    issues.push({ field: 'players', key: 'lineUp.rosterShort', params: { boards, players: roster.length } });
  }
  const boardOf = new Map<string, number>();
  let previous: { position: number; board: number } | undefined;
  for (let index = 0; index < boards; index++) {
    const field = `players[${index}]`;
    const player = players[index] ?? '';
    const position = roster.indexOf(player);
    const earlierBoard = boardOf.get(player);
    if (player === '') {
      issues.push({ field, key: 'lineUp.choose' });
    } else if (position < 0) {
      issues.push({ field, key: 'lineUp.notOnRoster' });
    } else if (earlierBoard !== undefined) {
      issues.push({ field, key: 'lineUp.twice', params: { board: earlierBoard } });
    } else {
      boardOf.set(player, index + 1);
      if (previous && position < previous.position) {
        issues.push({ field, key: 'lineUp.order', params: { board: previous.board } });
      } else {
        previous = { position, board: index + 1 };
      }
    }
  }
  return issues;
}
