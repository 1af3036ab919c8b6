import { isTimeZone, zonedLocalToInstant } from '../i18n/i18n';
import type { CreateTournament } from '../tournament/client';
import { integerBetween, requiredText, type FieldIssue } from './issue';

/** The formats tournament-service plays: round robin once or twice, a single match, the Swiss system. */
export const FORMATS = ['round-robin', 'double-round-robin', 'match', 'swiss'] as const;

/** The organizer's form to create a tournament, as typed. */
export interface TournamentDraft {
  name: string;
  format: string;
  rounds: string;
  boards: string;
  timeControl: string;
  /** Round 1's start as a datetime-local value in the tournament's zone; empty for the service's default. */
  firstRoundStart: string;
  timeZone: string;
  roundIntervalDays: string;
  drawnMatch: string;
  deciderBoard: string;
  /** Empty: line-ups close when the round is published (the service's default); the form starts at 60. */
  lineUpDeadlineMinutes: string;
  spectatorDelaySeconds: string;
  /** Art. 6.7.1: minutes after the start at which an absent player loses; the service's default is 15. */
  defaultTimeMinutes: string;
  /** Places 1 to this decided by play-off (seed 004 Art. 30.5); empty: none, the tie-breaks decide. */
  playoffPlaces: string;
  /** What the public reads of the players' names: `full`, `first-name-initial` (the default: minors) or `hidden`. */
  publicNames: string;
}

/** The service's defaults (seed 000 §4.5, §4.6, §5), the competition's name, board count and zone. */
export function defaultTournament(competition: { name: string; boardCount: number; timeZone: string }): TournamentDraft {
  return {
    name: competition.name, format: 'round-robin', rounds: '', boards: String(competition.boardCount), timeControl: '30+0',
    firstRoundStart: '', timeZone: competition.timeZone, roundIntervalDays: '7', drawnMatch: 'armageddon', deciderBoard: '1',
    lineUpDeadlineMinutes: '60', spectatorDelaySeconds: '0', defaultTimeMinutes: '15', playoffPlaces: '',
    publicNames: 'first-name-initial',
  };
}

/** The form's choices of places decided by play-off: the title, or the prize places 1-2 or 1-3. */
export const PLAYOFF_PLACE_CHOICES = ['1', '2', '3'] as const;

/** The longest default time tournament-service takes (Art. 6.7.1), in minutes. */
export const MAX_DEFAULT_TIME_MINUTES = 60;

/** The longest line-up deadline tournament-service takes: a week before the round, in minutes. */
export const MAX_LINE_UP_DEADLINE_MINUTES = 7 * 24 * 60;

/**
 * What TournamentService.create checks of CreateTournament, field by field, with the server's field
 * names; the client adds that round 1 starts in the future (a past start would publish a round that
 * cannot be played).
 */
export function validateTournament(draft: TournamentDraft, now: Date): FieldIssue[] {
  const issues: FieldIssue[] = [...requiredText('name', draft.name, 200)];
  if (draft.format === 'swiss') issues.push(...integerBetween('rounds', draft.rounds, 1, 99));
  issues.push(...integerBetween('boards', draft.boards, 1, 32));
  // chess-rules' notation (30+0, G/30, 90/40+30+30s, W5/B4) is the service's to read; its refusal names the field.
  issues.push(...requiredText('timeControl', draft.timeControl, 64));
  const zoneKnown = isTimeZone(draft.timeZone.trim());
  if (!zoneKnown) issues.push({ field: 'timeZone', key: 'validation.timeZone' });
  if (draft.firstRoundStart.trim() !== '' && zoneKnown) {
    let start: number | undefined;
    try {
      start = zonedLocalToInstant(draft.firstRoundStart, draft.timeZone.trim()).getTime();
    } catch {
      issues.push({ field: 'firstRoundStart', key: 'validation.dateTime' });
    }
    if (start !== undefined && start <= now.getTime()) issues.push({ field: 'firstRoundStart', key: 'validation.firstRoundFuture' });
  }
  issues.push(...integerBetween('roundIntervalDays', draft.roundIntervalDays, 1, 366));
  const boards = Number(draft.boards);
  if (draft.drawnMatch === 'armageddon') {
    issues.push(...integerBetween('deciderBoard', draft.deciderBoard, 1, Number.isInteger(boards) && boards >= 1 ? boards : 1));
  }
  if (draft.lineUpDeadlineMinutes.trim() !== '') {
    issues.push(...integerBetween('lineUpDeadlineMinutes', draft.lineUpDeadlineMinutes, 0, MAX_LINE_UP_DEADLINE_MINUTES));
  }
  issues.push(...integerBetween('spectatorDelaySeconds', draft.spectatorDelaySeconds, 0, 3600));
  issues.push(...integerBetween('defaultTimeMinutes', draft.defaultTimeMinutes, 0, MAX_DEFAULT_TIME_MINUTES));
  // The service checks the places against the number of teams.
  if (draft.playoffPlaces.trim() !== '') issues.push(...integerBetween('playoffPlaces', draft.playoffPlaces, 1, PLAYOFF_PLACE_CHOICES.length));
  return issues;
}

/** The request for a draft that passed validateTournament: numbers as numbers, an empty start left to the service. */
export function toCreateTournament(competitionId: string, draft: TournamentDraft): CreateTournament {
  return {
    competitionId, name: draft.name.trim(), format: draft.format,
    ...(draft.format === 'swiss' ? { rounds: Number(draft.rounds) } : {}),
    boards: Number(draft.boards), timeControl: draft.timeControl.trim(),
    ...(draft.firstRoundStart.trim() ? { firstRoundStart: draft.firstRoundStart.trim() } : {}),
    timeZone: draft.timeZone.trim(), roundIntervalDays: Number(draft.roundIntervalDays), drawnMatch: draft.drawnMatch,
    ...(draft.drawnMatch === 'armageddon' ? { deciderBoard: Number(draft.deciderBoard) } : {}),
    ...(draft.lineUpDeadlineMinutes.trim() ? { lineUpDeadlineMinutes: Number(draft.lineUpDeadlineMinutes) } : {}),
    spectatorDelaySeconds: Number(draft.spectatorDelaySeconds),
    defaultTimeMinutes: Number(draft.defaultTimeMinutes),
    ...(draft.playoffPlaces.trim() ? { playoffPlaces: Number(draft.playoffPlaces) } : {}),
    publicNames: draft.publicNames,
  };
}
