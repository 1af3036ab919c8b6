import { integerBetween, parseInteger, requiredText, type FieldIssue } from './issue';

export type Gender = 'male' | 'female';
/** What a board or reserve slot requires, as CompetitionView's boardGenders and reserveGenders say. */
export type GenderRule = Gender | 'any';

/** A competition's team rule, as registration-service's CompetitionView gives it. */
export interface TeamRule {
  boardCount: number;
  maxReserves: number;
  minGrade: number;
  maxGrade: number;
  /** The gender each board requires, board 1 first; missing or unknown entries count as any. */
  boardGenders?: readonly string[];
  /** The gender each reserve slot requires. */
  reserveGenders?: readonly string[];
  /** The deadline (ISO with offset) and the competition's zone: birth dates are checked against it. */
  deadline: string;
  timeZone: string;
}

/** One row of the form's roster as typed: the boards first, then the reserves. */
export interface PlayerDraft {
  surname: string;
  firstName: string;
  patronymic: string;
  displayName: string;
  grade: string;
  /** YYYY-MM-DD, as an input of type date gives it, or empty. */
  birthDate: string;
  gender: '' | Gender;
}

export interface LeaderDraft {
  fullName: string;
  position: string;
  phone: string;
  email: string;
}

export interface DirectorDraft {
  fullName: string;
  phone: string;
}

export interface AgreementsDraft {
  fairPlay: boolean;
  technicalMeans: boolean;
  parentalConsent: boolean;
}

/** The application form as typed (seed 000, Appendix 1), kept as the draft. */
export interface ApplicationDraft {
  schoolName: string;
  municipality: string;
  leader: LeaderDraft;
  director: DirectorDraft;
  roster: PlayerDraft[];
  agreements: AgreementsDraft;
}

/** registration-service's RosterPlayer. */
export interface RosterPlayer {
  playerId?: string;
  surname: string;
  firstName: string;
  patronymic?: string;
  displayName?: string;
  grade: number;
  birthDate: string;
  gender: Gender;
}

/** registration-service's SubmitApplication. */
export interface SubmitApplication {
  schoolName: string;
  municipality: string;
  leader: { fullName: string; position: string; phone: string; email: string };
  director: { fullName: string; phone: string };
  roster: RosterPlayer[];
  agreements: { fairPlay: boolean; technicalMeans: boolean; parentalConsent: boolean };
}

export const AGREEMENTS: readonly (keyof AgreementsDraft)[] = ['fairPlay', 'technicalMeans', 'parentalConsent'];

/** ApplicationValidator.NAME: words of Cyrillic or Latin letters joined by spaces, hyphens, apostrophes or dots. */
export const NAME = /^[\p{Script=Cyrillic}\p{Script=Latin}]+(?:[ '’.-]+[\p{Script=Cyrillic}\p{Script=Latin}]+)*\.?$/u;
/** ApplicationValidator.EMAIL. */
export const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Java's \s (ASCII white space) with brackets and dashes: what a phone number may be written with. */
const PHONE_PUNCTUATION = /[ \t\n\x0B\f\r()-]/g;
const RUSSIAN_PHONE = /^(?:\+7|8)(\d{10})$/;
const JAVA_SPACES = /[ \t\n\x0B\f\r]+/;
/** A child of grade g is g + 5 to g + 8 years old on 1 September of the school year. */
export const YOUNGEST_OVER_GRADE = 5;
export const OLDEST_OVER_GRADE = 8;

function emptyRow(): PlayerDraft {
  return { surname: '', firstName: '', patronymic: '', displayName: '', grade: '', birthDate: '', gender: '' };
}

export function emptyDraft(rule: TeamRule): ApplicationDraft {
  return fitDraft(null, rule);
}

/**
 * The gender the slot of a form row requires: a board's by the rule; a reserve row none of its own,
 * as the reserves take the reserve places by gender in any order ({@link reservePlaces}).
 */
export function slotRule(index: number, rule: TeamRule): GenderRule {
  const value = index < rule.boardCount ? rule.boardGenders?.[index] : undefined;
  return value === 'male' || value === 'female' ? value : 'any';
}

/** The competition's reserve places, each `male`, `female` or `any`. */
export function reserveRules(rule: TeamRule): GenderRule[] {
  return Array.from({ length: rule.maxReserves }, (_, index) => {
    const value = rule.reserveGenders?.[index];
    return value === 'male' || value === 'female' ? value : 'any';
  });
}

/**
 * The reserve place each reserve takes, as registration-service's ReservePlaces assigns them: a
 * free place of the reserve's gender first, else a free place open to anyone; undefined where none
 * is left. Seed 000 §3.3 asks for "1-2 reserves" without a gender, so a school whose only reserve
 * is a girl enters her whatever line of the form she is on.
 */
export function reservePlaces(places: readonly GenderRule[], genders: readonly ('' | Gender)[]): (GenderRule | undefined)[] {
  const taken = places.map(() => false);
  const free = (wanted: GenderRule) => places.findIndex((place, index) => !taken[index] && place === wanted);
  return genders.map((gender) => {
    let place = gender ? free(gender) : -1;
    if (place < 0) place = free('any');
    if (place < 0) return undefined;
    taken[place] = true;
    return places[place];
  });
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : {};
}

function text(from: Record<string, unknown>, key: string): string {
  const value = from[key];
  return typeof value === 'string' ? value : '';
}

/**
 * A saved draft fitted to the competition's rule: as many rows as boards plus reserves, each
 * field a string (or, for the agreements, true only when ticked), whatever shape was saved. An
 * older draft (school, municipality, roster of display names and grades) keeps what it had. A
 * slot the rule gives a gender starts with that gender chosen.
 */
export function fitDraft(saved: unknown, rule: TeamRule): ApplicationDraft {
  const draft = record(saved);
  const leader = record(draft.leader);
  const director = record(draft.director);
  const agreements = record(draft.agreements);
  const roster = Array.isArray(draft.roster) ? draft.roster : [];
  return {
    schoolName: text(draft, 'schoolName'),
    municipality: text(draft, 'municipality'),
    leader: {
      fullName: text(leader, 'fullName'), position: text(leader, 'position'),
      phone: text(leader, 'phone'), email: text(leader, 'email'),
    },
    director: { fullName: text(director, 'fullName'), phone: text(director, 'phone') },
    roster: Array.from({ length: rule.boardCount + rule.maxReserves }, (_, index) => {
      const row = record(roster[index]);
      // A new row starts with the gender of its board, a reserve line with that of the reserve place in its order (changeable).
      const gender = row.gender === 'male' || row.gender === 'female' ? row.gender
        : index < rule.boardCount ? slotRule(index, rule) : reserveRules(rule)[index - rule.boardCount] ?? 'any';
      return {
        ...emptyRow(),
        surname: text(row, 'surname'), firstName: text(row, 'firstName'), patronymic: text(row, 'patronymic'),
        displayName: text(row, 'displayName'), grade: text(row, 'grade'), birthDate: text(row, 'birthDate'),
        gender: gender === 'any' ? '' : gender,
      };
    }),
    agreements: {
      fairPlay: agreements.fairPlay === true,
      technicalMeans: agreements.technicalMeans === true,
      parentalConsent: agreements.parentalConsent === true,
    },
  };
}

export function isReserveRow(index: number, rule: TeamRule): boolean {
  return index >= rule.boardCount;
}

/** Nothing typed into a row; the gender alone does not count, as the rule may have chosen it. */
export function isEmptyRow(player: PlayerDraft): boolean {
  return [player.surname, player.firstName, player.patronymic, player.displayName, player.grade, player.birthDate]
    .every((value) => value.trim() === '');
}

/** The deadline's date in the competition's zone, YYYY-MM-DD (the server's deadline().toLocalDate()). */
export function deadlineDate(rule: Pick<TeamRule, 'deadline' | 'timeZone'>): string {
  try {
    const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
      timeZone: rule.timeZone, year: 'numeric', month: '2-digit', day: '2-digit',
    }).formatToParts(new Date(rule.deadline)).map((part) => [part.type, part.value]));
    if (parts.year && parts.month && parts.day) {
      return `${parts.year}-${parts.month}-${parts.day}`;
    }
  } catch {
    // An unknown zone or an unreadable deadline: the date the deadline was written with.
  }
  return rule.deadline.slice(0, 10);
}

/** The year whose 1 September began the school year a day (YYYY-MM-DD) belongs to. */
export function schoolYearStart(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 9 ? year : year - 1;
}

/** Whether a value is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years from a birth date to a day, both YYYY-MM-DD (java.time.Period.getYears). */
export function fullYears(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [dy, dm, dd] = day.split('-').map(Number) as [number, number, number];
  return dy - by - (dm < bm || (dm === bm && dd < bd) ? 1 : 0);
}

const pad = (year: number) => String(year).padStart(4, '0');

/**
 * The birth dates that fit a grade: the age on 1 September of the deadline's school year from
 * grade + 5 to grade + 8, so born from 2 September (year - grade - 9) to 1 September (year - grade - 5).
 */
export function birthDateRange(grade: number, rule: Pick<TeamRule, 'deadline' | 'timeZone'>): { from: string; to: string; year: number } {
  const year = schoolYearStart(deadlineDate(rule));
  return {
    from: `${pad(year - grade - OLDEST_OVER_GRADE - 1)}-09-02`,
    to: `${pad(year - grade - YOUNGEST_OVER_GRADE)}-09-01`,
    year,
  };
}

/** The key two roster lines are the same person by (ApplicationValidator.identity). */
function identity(player: PlayerDraft): string {
  const normalize = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');
  return [player.surname, player.firstName, player.patronymic].map(normalize).join('|') + '|' + player.birthDate;
}

/** Whether a name is fine (length, then letters); the issue if not. */
function name(field: string, value: string, min: number, max: number): FieldIssue[] {
  const stripped = value.trim();
  if (stripped === '') {
    return [{ field, key: 'validation.required' }];
  }
  if (stripped.length < min || stripped.length > max) {
    return [{ field, key: 'validation.lengthBetween', params: { min, max } }];
  }
  return NAME.test(stripped) ? [] : [{ field, key: 'validation.name' }];
}

/** A person's full name: at least the surname and the first name. */
function fullName(field: string, value: string): FieldIssue[] {
  const issues = name(field, value, 2, 150);
  if (issues.length === 0 && value.trim().split(JAVA_SPACES).length < 2) {
    return [{ field, key: 'validation.fullName' }];
  }
  return issues;
}

function namePart(field: string, value: string, required: boolean): FieldIssue[] {
  if (value.trim() === '') {
    return required ? [{ field, key: 'validation.required' }] : [];
  }
  return name(field, value, 1, 50);
}

/** A Russian number, as ApplicationValidator.normalizePhone reads it: +7XXXXXXXXXX, or undefined. */
export function normalizePhone(phone: string): string | undefined {
  const match = RUSSIAN_PHONE.exec(phone.trim().replace(PHONE_PUNCTUATION, ''));
  return match ? `+7${match[1]}` : undefined;
}

function phone(field: string, value: string): FieldIssue[] {
  if (value.trim() === '') {
    return [{ field, key: 'validation.required' }];
  }
  return normalizePhone(value) ? [] : [{ field, key: 'validation.phone' }];
}

function email(field: string, value: string): FieldIssue[] {
  const stripped = value.trim();
  if (stripped === '') {
    return [{ field, key: 'validation.required' }];
  }
  return stripped.length > 254 || !EMAIL.test(stripped) ? [{ field, key: 'validation.email' }] : [];
}

function birthDate(field: string, value: string, grade: number | undefined, rule: TeamRule): FieldIssue[] {
  if (value.trim() === '') {
    return [{ field, key: 'validation.required' }];
  }
  if (!isIsoDate(value)) {
    return [{ field, key: 'validation.date' }];
  }
  if (value >= deadlineDate(rule)) {
    return [{ field, key: 'validation.birthPast' }];
  }
  if (grade === undefined) {
    return [];
  }
  const range = birthDateRange(grade, rule);
  const age = fullYears(value, `${pad(range.year)}-09-01`);
  if (value > `${pad(range.year)}-09-01` || age < grade + YOUNGEST_OVER_GRADE || age > grade + OLDEST_OVER_GRADE) {
    return [{
      field, key: 'validation.birthGrade',
      params: { grade, year: range.year, min: grade + YOUNGEST_OVER_GRADE, max: grade + OLDEST_OVER_GRADE },
    }];
  }
  return [];
}

function gender(field: string, value: string, required: GenderRule): FieldIssue[] {
  if (value !== 'male' && value !== 'female') {
    return [{ field, key: 'validation.genderRequired' }];
  }
  if (required !== 'any' && required !== value) {
    return [{ field, key: required === 'male' ? 'validation.genderBoy' : 'validation.genderGirl' }];
  }
  return [];
}

/**
 * The server's rules for an application (ApplicationValidator and the duplicate check of
 * ApplicationService), field by field and in the order of the form, with roster fields named by
 * form row. Every board row is required; an empty reserve row is left out of the request, and the
 * reserves take the reserve places by gender whatever their lines ({@link reservePlaces}).
 */
export function validateApplication(draft: ApplicationDraft, rule: TeamRule): FieldIssue[] {
  const issues: FieldIssue[] = [
    ...requiredText('schoolName', draft.schoolName, 200),
    ...requiredText('municipality', draft.municipality, 100),
    ...fullName('leader.fullName', draft.leader.fullName),
    ...requiredText('leader.position', draft.leader.position, 100),
    ...phone('leader.phone', draft.leader.phone),
    ...email('leader.email', draft.leader.email),
    ...fullName('director.fullName', draft.director.fullName),
    ...phone('director.phone', draft.director.phone),
  ];
  const seen = new Set<string>();
  // The reserves filled in, on whatever lines, and the reserve place each takes.
  const reserveRows = draft.roster.map((player, index) => ({ player, index }))
    .filter(({ player, index }) => isReserveRow(index, rule) && !isEmptyRow(player));
  const places = reservePlaces(reserveRules(rule), reserveRows.map(({ player }) => player.gender));
  draft.roster.forEach((player, index) => {
    const reserve = isReserveRow(index, rule);
    if (reserve && isEmptyRow(player)) {
      return;
    }
    const at = `roster[${index}]`;
    issues.push(...namePart(`${at}.surname`, player.surname, true));
    issues.push(...namePart(`${at}.firstName`, player.firstName, true));
    issues.push(...namePart(`${at}.patronymic`, player.patronymic, false));
    const gradeIssues = integerBetween(`${at}.grade`, player.grade, rule.minGrade, rule.maxGrade);
    issues.push(...gradeIssues);
    issues.push(...birthDate(`${at}.birthDate`, player.birthDate, gradeIssues.length === 0 ? parseInteger(player.grade) : undefined, rule));
    issues.push(...gender(`${at}.gender`, player.gender, slotRule(index, rule)));
    const place = reserveRows.findIndex((row) => row.index === index);
    if (reserve && player.gender && place >= 0 && places[place] === undefined) {
      issues.push({ field: `${at}.gender`, key: player.gender === 'male' ? 'validation.noReservePlaceBoy' : 'validation.noReservePlaceGirl' });
    }
    if (player.displayName.trim() !== '') {
      issues.push(...name(`${at}.displayName`, player.displayName, 2, 100));
    }
    if (player.surname.trim() !== '' && player.firstName.trim() !== '' && isIsoDate(player.birthDate)) {
      const key = identity(player);
      if (seen.has(key)) {
        issues.push({ field: at, key: 'validation.samePlayer' });
      }
      seen.add(key);
    }
  });
  for (const agreement of AGREEMENTS) {
    if (!draft.agreements[agreement]) {
      issues.push({ field: `agreements.${agreement}`, key: 'validation.agreement' });
    }
  }
  return issues;
}

/** Trimmed, with runs of white space made one space. */
function clean(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The name opponents see when the display name is left empty (the server's default). */
export function defaultDisplayName(player: Pick<PlayerDraft, 'firstName' | 'surname'>): string {
  return clean(`${player.firstName} ${player.surname}`);
}

/**
 * The request for a valid draft, trimmed, and which form row each roster entry came from (the
 * server names roster fields by their index in the request). Empty optional fields are left out:
 * the server then takes the default display name and no patronymic.
 */
export function toRequest(draft: ApplicationDraft, rule: TeamRule): { body: SubmitApplication; rows: number[] } {
  const rowsSent: number[] = [];
  const roster: RosterPlayer[] = [];
  draft.roster.forEach((player, index) => {
    if (isReserveRow(index, rule) && isEmptyRow(player)) {
      return;
    }
    rowsSent.push(index);
    roster.push({
      surname: clean(player.surname),
      firstName: clean(player.firstName),
      ...(player.patronymic.trim() !== '' ? { patronymic: clean(player.patronymic) } : {}),
      ...(player.displayName.trim() !== '' ? { displayName: clean(player.displayName) } : {}),
      grade: Number(player.grade),
      birthDate: player.birthDate,
      gender: player.gender as Gender,
    });
  });
  return {
    body: {
      schoolName: draft.schoolName.trim(),
      municipality: draft.municipality.trim(),
      leader: {
        fullName: clean(draft.leader.fullName), position: draft.leader.position.trim(),
        phone: draft.leader.phone.trim(), email: draft.leader.email.trim(),
      },
      director: { fullName: clean(draft.director.fullName), phone: draft.director.phone.trim() },
      roster,
      agreements: { ...draft.agreements },
    },
    rows: rowsSent,
  };
}
