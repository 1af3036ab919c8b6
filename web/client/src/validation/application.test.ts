import { describe, expect, it } from 'vitest';
import { emptyDraft, fitDraft, NAME, toRequest, validateApplication, type ApplicationDraft } from './application';

const rule = { boardCount: 4, maxReserves: 2, minGrade: 5, maxGrade: 11 };

function filled(): ApplicationDraft {
  return {
    schoolName: 'МБОУ «СОШ № 1 г. Анадыря»',
    municipality: 'Анадырь',
    roster: [
      { displayName: 'Иван Петров', grade: '7' },
      { displayName: 'Пётр Иванов', grade: '8' },
      { displayName: "D'Artagnan Smith", grade: '9' },
      { displayName: 'Анна-Мария Ли', grade: '5' },
      { displayName: '', grade: '' },
      { displayName: '', grade: '' },
    ],
  };
}

describe('application rules', () => {
  it('accept a full team with the reserves left empty', () => {
    expect(validateApplication(filled(), rule)).toEqual([]);
  });

  it('require school, municipality and every board, and name the fields as the server does', () => {
    expect(validateApplication(emptyDraft(rule), rule).map((issue) => `${issue.field}:${issue.key}`)).toEqual([
      'schoolName:validation.required', 'municipality:validation.required',
      'roster[0].displayName:validation.required', 'roster[0].grade:validation.required',
      'roster[1].displayName:validation.required', 'roster[1].grade:validation.required',
      'roster[2].displayName:validation.required', 'roster[2].grade:validation.required',
      'roster[3].displayName:validation.required', 'roster[3].grade:validation.required',
    ]);
  });

  it("check a reserve row once anything is typed into it", () => {
    const draft = filled();
    draft.roster[5] = { displayName: 'Ольга', grade: '' };
    expect(validateApplication(draft, rule)).toEqual([{ field: 'roster[5].grade', key: 'validation.required' }]);
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

  it('limit lengths like the server', () => {
    const draft = filled();
    draft.schoolName = 'Ш'.repeat(201);
    draft.municipality = 'М'.repeat(100);
    draft.roster[0]!.displayName = 'Я';
    expect(validateApplication(draft, rule)).toEqual([
      { field: 'schoolName', key: 'validation.tooLong', params: { max: 200 } },
      { field: 'roster[0].displayName', key: 'validation.lengthBetween', params: { min: 2, max: 100 } },
    ]);
  });

  it.each(['Анна Петрова', 'Jean-Luc Picard', "O'Brien", 'О’Нил', 'А. С. Пушкин', 'Иван Петров мл.', 'Ёлкин Артём'])(
    'accept the name %s like RosterPlayer.NAME', (name) => expect(NAME.test(name)).toBe(true));

  it.each(['Анна2', 'Анна_Петрова', '-Анна', 'Анна  -', 'Ἀλέξανδρος', '李雷', 'Анна Петрова..', ''])(
    'refuse the name %s like RosterPlayer.NAME', (name) => expect(NAME.test(name)).toBe(false));
});

describe('the request', () => {
  it('is trimmed, leaves out empty reserves and says which row each player came from', () => {
    const draft = filled();
    draft.schoolName = '  МБОУ СОШ № 2 ';
    draft.roster[0]!.displayName = '  Иван   Петров ';
    draft.roster[5] = { displayName: 'Ольга Смирнова', grade: '6' };
    const { body, rows } = toRequest(draft, rule);
    expect(body.schoolName).toBe('МБОУ СОШ № 2');
    expect(body.roster.map((player) => player.displayName)).toEqual(['Иван Петров', 'Пётр Иванов', "D'Artagnan Smith", 'Анна-Мария Ли', 'Ольга Смирнова']);
    expect(body.roster[4]!.grade).toBe(6);
    expect(rows).toEqual([0, 1, 2, 3, 5]);
  });
});

describe('a saved draft', () => {
  it('fits the competition rule: rows added or cut, odd values dropped', () => {
    const saved = { schoolName: 'Школа', roster: [{ displayName: 'Иван Петров', grade: '7' }, { displayName: 5, grade: null }] };
    const fitted = fitDraft(saved as unknown as ApplicationDraft, { ...rule, maxReserves: 0 });
    expect(fitted.schoolName).toBe('Школа');
    expect(fitted.municipality).toBe('');
    expect(fitted.roster).toEqual([
      { displayName: 'Иван Петров', grade: '7' }, { displayName: '', grade: '' },
      { displayName: '', grade: '' }, { displayName: '', grade: '' },
    ]);
    expect(fitDraft(null, rule).roster).toHaveLength(6);
  });
});
