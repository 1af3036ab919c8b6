/**
 * When a player may claim a quickplay-finish draw (Art. 10.1, 10.2), as game-service decides it:
 * the player to move, under 2 minutes left, in the last period of a time control without increment
 * or delay, before his flag falls and while no claim awaits the arbiter. The page offers the claim
 * only then; the server still judges it.
 */
import type { Side } from './board';
import { remaining } from './clock';
import type { GameModel } from './model';

/** Art. 10.2: under this many milliseconds left. */
export const QUICKPLAY_MILLIS = 120_000;

/**
 * How many of his own moves a side must have made to reach the last period of its time control,
 * or undefined when the control has an increment or a delay, so that Art. 10 does not apply
 * (chess-rules' TimeControl notation: `30+0`, `G/30`, `90/40+30`, `25+5d`, `W5/B4`).
 */
export function lastPeriodAfter(timeControl: string, side: Side): number | undefined {
  let control = timeControl.trim();
  const perSide = /^W(.*)\/B(.*)$/.exec(control);
  if (perSide) control = (side === 'white' ? perSide[1] : perSide[2])!.trim();
  if (/^G\/\d+$/.test(control)) return 0;
  const terms = control.split('+');
  // The customary two-term form `15+10`: its second term is the bonus.
  const customary = terms.length === 2 && !terms[0]!.includes('/') && /^\d+$/.test(terms[1]!);
  const bonus = customary ? terms.pop()! : /[sdb]$/.test(terms.at(-1)!) ? terms.pop()!.slice(0, -1) : '0';
  if (Number(bonus) > 0) return undefined;
  return terms.reduce((moves, period) => moves + Number(period.split('/')[1] ?? 0), 0);
}

/** Whether the page offers its player the quickplay-finish claim now (`now`: the local time of the clocks). */
export function canClaimQuickplay(model: GameModel, now: number): boolean {
  const seat = model.seat;
  if (seat === 'spectator' || model.status === 'finished' || model.toMove !== seat || model.quickplayClaim) return false;
  const clock = model.clock;
  if (!clock || clock.clocks.status !== 'running' || !model.timeControl) return false;
  const left = remaining(clock, now)[seat];
  const needed = lastPeriodAfter(model.timeControl, seat);
  return needed !== undefined && left > 0 && left < QUICKPLAY_MILLIS && ownMoves(model, seat) >= needed;
}

/** The moves a side has made (the side to move first is read from the start FEN). */
function ownMoves(model: GameModel, side: Side): number {
  const first = model.startFen.split(' ')[1] === 'b' ? 'black' : 'white';
  return side === first ? Math.ceil(model.moves.length / 2) : Math.floor(model.moves.length / 2);
}
