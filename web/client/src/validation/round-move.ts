import { zonedLocalToInstant } from '../i18n/i18n';
import { MAX_REASON_LENGTH, type RoundView } from '../tournament/client';
import { requiredText, type FieldIssue } from './issue';

/** What an organizer types to move a round: the new start as a datetime-local value, and why. */
export interface RoundMoveDraft {
  start: string;
  reason: string;
}

/** The round's present start as a datetime-local value in the tournament's zone: `2026-03-07T12:00`. */
export function roundMoveDraft(round: RoundView): RoundMoveDraft {
  return { start: round.scheduledStartLocal.slice(0, 16), reason: '' };
}

/**
 * tournament-service's checks of `PUT /rounds/{n}/start` (ScheduleService.moveRound): a start in
 * the future, after the round before and before the round after (the rounds keep their order), and
 * a reason of 1 to 400 characters. Field names as the server's: `start`, `reason`.
 */
export function validateRoundMove(draft: RoundMoveDraft, round: number, rounds: readonly RoundView[], timeZone: string,
  now: Date): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (draft.start.trim() === '') {
    issues.push({ field: 'start', key: 'validation.required' });
  } else {
    const start = instantOf(draft.start, timeZone);
    const before = rounds.find((each) => each.round === round - 1);
    const after = rounds.find((each) => each.round === round + 1);
    if (start === undefined) {
      issues.push({ field: 'start', key: 'validation.dateTime' });
    } else if (start <= now.getTime()) {
      issues.push({ field: 'start', key: 'validation.startFuture' });
    } else if (before && start <= Date.parse(before.scheduledStart)) {
      issues.push({ field: 'start', key: 'validation.startAfterRound', params: { round: before.round } });
    } else if (after && start >= Date.parse(after.scheduledStart)) {
      issues.push({ field: 'start', key: 'validation.startBeforeRound', params: { round: after.round } });
    }
  }
  return [...issues, ...requiredText('reason', draft.reason, MAX_REASON_LENGTH)];
}

/** The moment a datetime-local value names in the zone, in epoch milliseconds; undefined when it is not one. */
function instantOf(local: string, timeZone: string): number | undefined {
  try {
    return zonedLocalToInstant(local, timeZone).getTime();
  } catch {
    return undefined;
  }
}
