import { integerBetween, requiredText, type FieldIssue } from './issue';

/** A competition's team rule, as registration-service's CompetitionView gives it. */
export interface TeamRule {
  boardCount: number;
  maxReserves: number;
  minGrade: number;
  maxGrade: number;
}

/** One row of the form's roster as typed: the boards first, then the reserves. */
export interface PlayerDraft {
  displayName: string;
  grade: string;
}

/** The application form as typed, kept as the draft. */
export interface ApplicationDraft {
  schoolName: string;
  municipality: string;
  roster: PlayerDraft[];
}

/** registration-service's SubmitApplication. */
export interface SubmitApplication {
  schoolName: string;
  municipality: string;
  roster: { displayName: string; grade: number }[];
}

/** RosterPlayer.NAME: words of Cyrillic or Latin letters joined by spaces, hyphens, apostrophes or dots. */
export const NAME = /^[\p{Script=Cyrillic}\p{Script=Latin}]+(?:[ '’.-]+[\p{Script=Cyrillic}\p{Script=Latin}]+)*\.?$/u;

export function emptyDraft(rule: TeamRule): ApplicationDraft {
  return { schoolName: '', municipality: '', roster: rows(rule, []) };
}

/** A saved draft fitted to the competition's rule: as many rows as boards plus reserves. */
export function fitDraft(draft: Partial<ApplicationDraft> | null, rule: TeamRule): ApplicationDraft {
  return {
    schoolName: typeof draft?.schoolName === 'string' ? draft.schoolName : '',
    municipality: typeof draft?.municipality === 'string' ? draft.municipality : '',
    roster: rows(rule, Array.isArray(draft?.roster) ? draft.roster : []),
  };
}

function rows(rule: TeamRule, saved: PlayerDraft[]): PlayerDraft[] {
  return Array.from({ length: rule.boardCount + rule.maxReserves }, (_, index) => ({
    displayName: typeof saved[index]?.displayName === 'string' ? saved[index].displayName : '',
    grade: typeof saved[index]?.grade === 'string' ? saved[index].grade : '',
  }));
}

export function isReserveRow(index: number, rule: TeamRule): boolean {
  return index >= rule.boardCount;
}

function isEmptyRow(player: PlayerDraft): boolean {
  return player.displayName.trim() === '' && player.grade.trim() === '';
}

/**
 * The server's rules for an application (SubmitApplication, RosterPlayer and the competition's
 * rule in ApplicationService), field by field, with roster fields named by form row. Every board
 * row is required; an empty reserve row is left out of the request.
 */
export function validateApplication(draft: ApplicationDraft, rule: TeamRule): FieldIssue[] {
  const issues: FieldIssue[] = [
    ...requiredText('schoolName', draft.schoolName, 200),
    ...requiredText('municipality', draft.municipality, 100),
  ];
  draft.roster.forEach((player, index) => {
    if (isReserveRow(index, rule) && isEmptyRow(player)) {
      return;
    }
    issues.push(...validateName(`roster[${index}].displayName`, player.displayName));
    issues.push(...integerBetween(`roster[${index}].grade`, player.grade, rule.minGrade, rule.maxGrade));
  });
  return issues;
}

function validateName(field: string, value: string): FieldIssue[] {
  const name = value.trim();
  if (name === '') {
    return [{ field, key: 'validation.required' }];
  }
  if (name.length < 2 || name.length > 100) {
    return [{ field, key: 'validation.lengthBetween', params: { min: 2, max: 100 } }];
  }
  return NAME.test(name) ? [] : [{ field, key: 'validation.name' }];
}

/**
 * The request for a valid draft, trimmed, and which form row each roster entry came from (the
 * server names roster fields by their index in the request).
 */
export function toRequest(draft: ApplicationDraft, rule: TeamRule): { body: SubmitApplication; rows: number[] } {
  const rowsSent: number[] = [];
  const roster: SubmitApplication['roster'] = [];
  draft.roster.forEach((player, index) => {
    if (isReserveRow(index, rule) && isEmptyRow(player)) {
      return;
    }
    rowsSent.push(index);
    roster.push({ displayName: player.displayName.trim().replace(/\s+/g, ' '), grade: Number(player.grade) });
  });
  return {
    body: { schoolName: draft.schoolName.trim(), municipality: draft.municipality.trim(), roster },
    rows: rowsSent,
  };
}
