import { formatInZones, t, viewerTimeZone } from '../i18n/i18n';
import type { MatchView } from './client';

/**
 * Where a match stands for a spectator: `scheduled` (boards not yet announced), `announced` (the
 * boards are published but the start is still ahead), `playing`, `decider` (level, the Armageddon
 * decides) or `ended`. The service's `published` says only that the boards are known, which is
 * the case days before the start.
 */
export type MatchState = 'scheduled' | 'announced' | 'playing' | 'decider' | 'ended';

export function matchState(match: Pick<MatchView, 'status' | 'scheduledStart'>, now: Date): MatchState {
  switch (match.status) {
    case 'ended':
      return 'ended';
    case 'decider':
      return 'decider';
    case 'scheduled':
      return 'scheduled';
    default:
      return new Date(match.scheduledStart).getTime() > now.getTime() ? 'announced' : 'playing';
  }
}

/** The state in words, with the start in the tournament's zone (and the viewer's) while it is ahead. */
export function matchStateText(match: Pick<MatchView, 'status' | 'scheduledStart'>, timeZone: string, now: Date): string {
  const state = matchState(match, now);
  return t(`match.state.${state}`, { time: formatInZones(match.scheduledStart, timeZone, viewerTimeZone()) });
}
