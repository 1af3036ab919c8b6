import { isTimeZone, zonedLocalToInstant } from '../i18n/i18n';
import { integerBetween, parseInteger, requiredText, type FieldIssue } from './issue';

/** The organizer's form to open a competition, as typed. */
export interface CompetitionDraft {
  name: string;
  deadline: string;
  timeZone: string;
  boardCount: string;
  maxReserves: string;
  minGrade: string;
  maxGrade: string;
}

/** registration-service's OpenCompetition. */
export interface OpenCompetition {
  name: string;
  deadline: string;
  timeZone: string;
  boardCount: number;
  maxReserves: number;
  minGrade: number;
  maxGrade: number;
}

/** The regulation's defaults (seed 000: 4 boards, 2 reserves, grades 5-11, Anadyr time). */
export function defaultCompetition(): CompetitionDraft {
  return { name: '', deadline: '', timeZone: 'Asia/Anadyr', boardCount: '4', maxReserves: '2', minGrade: '5', maxGrade: '11' };
}

/** The server's rules for OpenCompetition and CompetitionService.open, field by field. */
export function validateCompetition(draft: CompetitionDraft, now: Date): FieldIssue[] {
  const issues: FieldIssue[] = [...requiredText('name', draft.name, 200)];
  const zoneKnown = isTimeZone(draft.timeZone.trim());
  if (!zoneKnown) {
    issues.push({ field: 'timeZone', key: 'validation.timeZone' });
  } else if (draft.timeZone.trim().length > 64) {
    issues.push({ field: 'timeZone', key: 'validation.tooLong', params: { max: 64 } });
  }
  if (draft.deadline.trim() === '') {
    issues.push({ field: 'deadline', key: 'validation.required' });
  } else if (zoneKnown) {
    try {
      if (zonedLocalToInstant(draft.deadline, draft.timeZone.trim()).getTime() <= now.getTime()) {
        issues.push({ field: 'deadline', key: 'validation.future' });
      }
    } catch {
      issues.push({ field: 'deadline', key: 'validation.dateTime' });
    }
  }
  issues.push(...integerBetween('boardCount', draft.boardCount, 1, 16));
  issues.push(...integerBetween('maxReserves', draft.maxReserves, 0, 4));
  issues.push(...integerBetween('minGrade', draft.minGrade, 1, 11));
  const maxGradeIssues = integerBetween('maxGrade', draft.maxGrade, 1, 11);
  issues.push(...maxGradeIssues);
  const minGrade = parseInteger(draft.minGrade);
  const maxGrade = parseInteger(draft.maxGrade);
  if (maxGradeIssues.length === 0 && minGrade !== undefined && maxGrade !== undefined && minGrade > maxGrade) {
    issues.push({ field: 'maxGrade', key: 'validation.notBelow', params: { min: minGrade } });
  }
  return issues;
}

export function toOpenCompetition(draft: CompetitionDraft): OpenCompetition {
  return {
    name: draft.name.trim(),
    deadline: draft.deadline.length === 16 ? `${draft.deadline}:00` : draft.deadline,
    timeZone: draft.timeZone.trim(),
    boardCount: Number(draft.boardCount),
    maxReserves: Number(draft.maxReserves),
    minGrade: Number(draft.minGrade),
    maxGrade: Number(draft.maxGrade),
  };
}
