import { describe, expect, it } from 'vitest';
import {
  birthDateRange, deadlineDate, emptyDraft, fitDraft, fullYears, isIsoDate, NAME, normalizePhone, schoolYearStart,
  reservePlaces, slotRule, toRequest, validateApplication, type ApplicationDraft, type PlayerDraft, type TeamRule,
} from './application';

/** The regulation's rule (seed 000 §3.3): boards 1-3 boys, board 4 a girl, reserve 1 a boy, reserve 2 a girl. */
const rule: TeamRule = {
  boardCount: 4, maxReserves: 2, minGrade: 5, maxGrade: 11,
  boardGenders: ['male', 'male', 'male', 'female'], reserveGenders: ['male', 'female'],
  // 1 March 2026 in Anadyr: the school year began on 1 September 2025.
  deadline: '2026-03-01T18:00:00+12:00', timeZone: 'Asia/Anadyr',
};

function player(surname: string, firstName: string, grade: string, birthDate: string, gender: 'male' | 'female'): PlayerDraft {
  return { surname, firstName, patronymic: '', displayName: '', grade, birthDate, gender };
}

const emptyReserve = (gender: 'male' | 'female'): PlayerDraft => ({ ...player('', '', '', '', gender) });

function filled(): ApplicationDraft {
  return {
    schoolName: 'МБОУ «СОШ № 1 г. Анадыря»',
    municipality: 'городской округ Анадырь',
    leader: { fullName: 'Киншова Ольга Васильевна', position: 'учитель информатики', phone: '8 (924) 665-93-75', email: 'kinshova@mail.ru' },
    director: { fullName: 'Иванов Иван Иванович', phone: '+7 924 000-00-00' },
    roster: [
      { ...player('Петров', 'Иван', '7', '2012-05-04', 'male'), patronymic: 'Сергеевич' },
      player('Иванов', 'Пётр', '8', '2011-01-20', 'male'),
      { ...player("D'Artagnan", 'Charles', '9', '2010-10-10', 'male'), displayName: 'Шарль Д’Артаньян' },
      player('Ли', 'Анна-Мария', '5', '2014-08-31', 'female'),
      emptyReserve('male'),
      emptyReserve('female'),
    ],
    agreements: { fairPlay: true, technicalMeans: true, parentalConsent: true },
  };
}

const fields = (draft: ApplicationDraft, teamRule: TeamRule = rule) =>
  validateApplication(draft, teamRule).map((issue) => `${issue.field}:${issue.key}`);

describe('application rules', () => {
  it('accept a full Appendix 1 with the reserves left empty', () => {
    expect(validateApplication(filled(), rule)).toEqual([]);
  });

  it('require every field of Appendix 1 and every board, named as the server names them, in the order of the form', () => {
    expect(fields(emptyDraft(rule))).toEqual([
      'schoolName:validation.required', 'municipality:validation.required',
      'leader.fullName:validation.required', 'leader.position:validation.required',
      'leader.phone:validation.required', 'leader.email:validation.required',
      'director.fullName:validation.required', 'director.phone:validation.required',
      ...[0, 1, 2, 3].flatMap((row) => [
        `roster[${row}].surname:validation.required`, `roster[${row}].firstName:validation.required`,
        `roster[${row}].grade:validation.required`, `roster[${row}].birthDate:validation.required`,
      ]),
      'agreements.fairPlay:validation.agreement', 'agreements.technicalMeans:validation.agreement',
      'agreements.parentalConsent:validation.agreement',
    ]);
  });

  it('want the surname and the first name of the leader and the director, in letters', () => {
    const draft = filled();
    draft.leader.fullName = 'Киншова';
    draft.director.fullName = 'Иванов 2';
    expect(validateApplication(draft, rule)).toEqual([
      { field: 'leader.fullName', key: 'validation.fullName' },
      { field: 'director.fullName', key: 'validation.name' },
    ]);
  });

  it.each(['8 (924) 665-93-75', '+7 924 665 93 75', '89246659375', ' +7(924)6659375 '])(
    'accept the Russian phone %s', (phone) => expect(normalizePhone(phone)).toBe('+79246659375'));

  it.each(['665-93-75', '+8 924 665 93 75', '7 924 665 93 75', '8 924 665 93 7', '8.924.665.93.75', '+7 924 665 93 75 1'])(
    'refuse the phone %s', (phone) => {
      const draft = filled();
      draft.director.phone = phone;
      expect(validateApplication(draft, rule)).toEqual([{ field: 'director.phone', key: 'validation.phone' }]);
    });

  it.each(['kinshova', 'kinshova@mail', 'kin shova@mail.ru', 'kinshova@mail.r', '@mail.ru'])('refuse the e-mail %s', (email) => {
    const draft = filled();
    draft.leader.email = email;
    expect(validateApplication(draft, rule)).toEqual([{ field: 'leader.email', key: 'validation.email' }]);
  });

  it('limit lengths like the server', () => {
    const draft = filled();
    draft.schoolName = 'Ш'.repeat(201);
    draft.municipality = 'М'.repeat(100);
    draft.leader.position = 'у'.repeat(101);
    draft.roster[0]!.surname = 'П'.repeat(51);
    draft.roster[1]!.displayName = 'Я';
    expect(validateApplication(draft, rule)).toEqual([
      { field: 'schoolName', key: 'validation.tooLong', params: { max: 200 } },
      { field: 'leader.position', key: 'validation.tooLong', params: { max: 100 } },
      { field: 'roster[0].surname', key: 'validation.lengthBetween', params: { min: 1, max: 50 } },
      { field: 'roster[1].displayName', key: 'validation.lengthBetween', params: { min: 2, max: 100 } },
    ]);
  });

  it('check a reserve row once anything is typed into it, the gender chosen by the rule aside', () => {
    const draft = filled();
    draft.roster[4] = { ...emptyReserve('male'), firstName: 'Олег' };
    expect(fields(draft)).toEqual([
      'roster[4].surname:validation.required', 'roster[4].grade:validation.required', 'roster[4].birthDate:validation.required',
    ]);
  });

  it('take a lone girl reserve on either reserve line: the reserves take the places by gender, in any order', () => {
    const draft = filled();
    draft.roster[5] = player('Белова', 'Ольга', '6', '2013-02-02', 'female');
    expect(validateApplication(draft, rule)).toEqual([]);
    draft.roster[4] = player('Белова', 'Ольга', '6', '2013-02-02', 'female');
    draft.roster[5] = emptyReserve('female');
    expect(validateApplication(draft, rule)).toEqual([]);
    expect(reservePlaces(['male', 'female'], ['female'])).toEqual(['female']);
    expect(reservePlaces(['male', 'female'], ['female', 'male'])).toEqual(['female', 'male']);
    expect(reservePlaces(['any', 'female'], ['female', 'female', 'male'])).toEqual(['female', 'any', undefined]);
  });

  it('keep grades within the competition rule', () => {
    const draft = filled();
    draft.roster[1]!.grade = '4';
    draft.roster[2]!.grade = '12';
    expect(validateApplication(draft, rule)).toEqual([
      { field: 'roster[1].grade', key: 'validation.between', params: { min: 5, max: 11 } },
      { field: 'roster[2].grade', key: 'validation.between', params: { min: 5, max: 11 } },
    ]);
  });

  it("follow the composition rule: each slot's gender", () => {
    const draft = filled();
    draft.roster[0]!.gender = 'female';
    draft.roster[3]!.gender = 'male';
    draft.roster[4] = player('Белова', 'Ольга', '6', '2013-02-02', 'female');
    draft.roster[5] = player('Волкова', 'Дарья', '6', '2013-03-03', 'female');
    expect(fields(draft)).toEqual([
      'roster[0].gender:validation.genderBoy', 'roster[3].gender:validation.genderGirl',
      'roster[5].gender:validation.noReservePlaceGirl',
    ]);
    // A slot the rule leaves open takes either, but a gender must be chosen.
    const open: TeamRule = { ...rule, boardGenders: ['any', 'any', 'any', 'any'], reserveGenders: [] , maxReserves: 0 };
    const anyDraft = { ...filled(), roster: filled().roster.slice(0, 4) };
    anyDraft.roster[0]!.gender = 'female';
    anyDraft.roster[1]!.gender = '';
    expect(fields(anyDraft, open)).toEqual(['roster[1].gender:validation.genderRequired']);
  });

  it('want a birth date that fits the grade: 5 to 8 years over it on 1 September of the deadline’s school year', () => {
    // Grade 7 in the school year 2025/26: 12 to 15 years old on 1 September 2025.
    expect(birthDateRange(7, rule)).toEqual({ from: '2009-09-02', to: '2013-09-01', year: 2025 });
    const at = (birthDate: string, grade = '7') => {
      const draft = filled();
      draft.roster[0]!.grade = grade;
      draft.roster[0]!.birthDate = birthDate;
      return validateApplication(draft, rule);
    };
    expect(at('2013-09-01')).toEqual([]);
    expect(at('2009-09-02')).toEqual([]);
    const misfit = [{ field: 'roster[0].birthDate', key: 'validation.birthGrade', params: { grade: 7, year: 2025, min: 12, max: 15 } }];
    expect(at('2013-09-02')).toEqual(misfit);
    expect(at('2009-09-01')).toEqual(misfit);
    expect(at('2026-03-01')).toEqual([{ field: 'roster[0].birthDate', key: 'validation.birthPast' }]);
    expect(at('2013-02-30')).toEqual([{ field: 'roster[0].birthDate', key: 'validation.date' }]);
    // With no valid grade only the grade is wrong, as on the server.
    expect(at('2000-01-01', '')).toEqual([{ field: 'roster[0].grade', key: 'validation.required' }]);
  });

  it('take the school year from the deadline in the competition’s zone', () => {
    // 31 August 2026 18:00 UTC is already 1 September in Anadyr: the school year 2026/27.
    const late = { deadline: '2026-08-31T18:00:00Z', timeZone: 'Asia/Anadyr' };
    expect(deadlineDate(late)).toBe('2026-09-01');
    expect(schoolYearStart(deadlineDate(late))).toBe(2026);
    expect(deadlineDate({ ...late, timeZone: 'Europe/Moscow' })).toBe('2026-08-31');
    expect(schoolYearStart('2026-08-31')).toBe(2025);
    expect(fullYears('2012-09-01', '2025-09-01')).toBe(13);
    expect(fullYears('2012-09-02', '2025-09-01')).toBe(12);
    expect(isIsoDate('2012-02-29')).toBe(true);
    expect(isIsoDate('2013-02-29')).toBe(false);
    expect(isIsoDate('2013-2-28')).toBe(false);
  });

  it('find the same player twice in the roster (names compared without case, spacing or ё)', () => {
    const draft = filled();
    draft.roster[4] = { ...player(' петров ', 'ИВАН', '7', '2012-05-04', 'male'), patronymic: 'Сергеевич' };
    expect(validateApplication(draft, rule)).toEqual([{ field: 'roster[4]', key: 'validation.samePlayer' }]);
    draft.roster[4]!.birthDate = '2012-05-05';
    expect(validateApplication(draft, rule)).toEqual([]);
  });

  it('want all three agreements', () => {
    const draft = filled();
    draft.agreements.technicalMeans = false;
    expect(fields(draft)).toEqual(['agreements.technicalMeans:validation.agreement']);
  });

  it.each(['Анна Петрова', 'Jean-Luc Picard', "O'Brien", 'О’Нил', 'А. С. Пушкин', 'Иван Петров мл.', 'Ёлкин Артём'])(
    'accept the name %s like ApplicationValidator.NAME', (name) => expect(NAME.test(name)).toBe(true));

  it.each(['Анна2', 'Анна_Петрова', '-Анна', 'Анна  -', 'Ἀλέξανδρος', '李雷', 'Анна Петрова..', ''])(
    'refuse the name %s like ApplicationValidator.NAME', (name) => expect(NAME.test(name)).toBe(false));
});

describe('the request', () => {
  it('is trimmed, leaves out empty optional fields and says which row each player came from', () => {
    const draft = filled();
    draft.schoolName = '  МБОУ СОШ № 2 ';
    draft.leader.fullName = ' Киншова  Ольга Васильевна ';
    draft.roster[0]!.surname = '  Петров ';
    draft.roster[4] = { ...player('Волков', 'Дмитрий', '6', '2013-03-03', 'male'), displayName: '  Дима   Волков ' };
    const { body, rows } = toRequest(draft, rule);
    expect(body.schoolName).toBe('МБОУ СОШ № 2');
    expect(body.leader).toEqual({ fullName: 'Киншова Ольга Васильевна', position: 'учитель информатики', phone: '8 (924) 665-93-75', email: 'kinshova@mail.ru' });
    expect(body.director).toEqual({ fullName: 'Иванов Иван Иванович', phone: '+7 924 000-00-00' });
    expect(body.roster[0]).toEqual({ surname: 'Петров', firstName: 'Иван', patronymic: 'Сергеевич', grade: 7, birthDate: '2012-05-04', gender: 'male' });
    expect(body.roster[3]).toEqual({ surname: 'Ли', firstName: 'Анна-Мария', grade: 5, birthDate: '2014-08-31', gender: 'female' });
    expect(body.roster[4]!.displayName).toBe('Дима Волков');
    expect(body.agreements).toEqual({ fairPlay: true, technicalMeans: true, parentalConsent: true });
    expect(rows).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('a saved draft', () => {
  it('fits the competition rule: rows added or cut, odd values dropped, genders chosen by the rule', () => {
    const saved = { schoolName: 'Школа', leader: { fullName: 'Киншова Ольга', phone: 5 }, roster: [{ surname: 'Петров', grade: '7', gender: 'female' }, { surname: 5, grade: null }] };
    const fitted = fitDraft(saved, { ...rule, maxReserves: 0 });
    expect(fitted.schoolName).toBe('Школа');
    expect(fitted.municipality).toBe('');
    expect(fitted.leader).toEqual({ fullName: 'Киншова Ольга', position: '', phone: '', email: '' });
    expect(fitted.director).toEqual({ fullName: '', phone: '' });
    expect(fitted.agreements).toEqual({ fairPlay: false, technicalMeans: false, parentalConsent: false });
    expect(fitted.roster).toHaveLength(4);
    // What was chosen stays (the rule then flags it); an untouched slot takes the rule's gender.
    expect(fitted.roster[0]).toMatchObject({ surname: 'Петров', grade: '7', gender: 'female' });
    expect(fitted.roster[1]).toEqual({ surname: '', firstName: '', patronymic: '', displayName: '', grade: '', birthDate: '', gender: 'male' });
    expect(fitted.roster[3]!.gender).toBe('female');
    expect(fitDraft(null, rule).roster).toHaveLength(6);
    expect(fitDraft('garbage', rule).schoolName).toBe('');
  });

  it('of the old shape (display names and grades only) loads and keeps what it had', () => {
    const old = { schoolName: 'Школа', municipality: 'Анадырь', roster: [{ displayName: 'Иван Петров', grade: '7' }] };
    const fitted = fitDraft(old, rule);
    expect(fitted.roster[0]).toEqual({ surname: '', firstName: '', patronymic: '', displayName: 'Иван Петров', grade: '7', birthDate: '', gender: 'male' });
    expect(fitted.leader.fullName).toBe('');
    expect(validateApplication(fitted, rule).length).toBeGreaterThan(0);
  });

  it('without gender lists (an older competition) leaves every slot open', () => {
    const { boardGenders: _boards, reserveGenders: _reserves, ...plain } = rule;
    expect(slotRule(0, plain)).toBe('any');
    expect(fitDraft(null, plain).roster[3]!.gender).toBe('');
    expect(slotRule(3, rule)).toBe('female');
    // A reserve line has no gender of its own: the reserves take the reserve places by gender.
    expect(slotRule(4, rule)).toBe('any');
  });
});
