import { describe, expect, it } from 'vitest';
import { errorsByField, problemName, toFormField } from './problem';

describe('problems', () => {
  it('group field errors by field in order', () => {
    const byField = errorsByField({
      type: 'about:blank', title: 'Bad Request', status: 400,
      errors: [
        { field: 'roster[1].grade', message: 'must be between 5 and 11' },
        { field: 'schoolName', message: 'must not be blank' },
        { field: 'roster[1].grade', message: 'must not be null' },
      ],
    });
    expect([...byField]).toEqual([
      ['roster[1].grade', ['must be between 5 and 11', 'must not be null']],
      ['schoolName', ['must not be blank']],
    ]);
  });

  it('rename request roster indexes to form rows', () => {
    // Rows 0-3 are boards, row 4 (reserve 1) was empty and left out, row 5 became roster[4].
    const rows = [0, 1, 2, 3, 5];
    expect(toFormField('roster[4].displayName', rows)).toBe('roster[5].displayName');
    expect(toFormField('roster[2].grade', rows)).toBe('roster[2].grade');
    expect(toFormField('roster', rows)).toBe('roster');
    expect(toFormField('roster[9].grade', rows)).toBe('roster[9].grade');
    expect(toFormField('schoolName', rows)).toBe('schoolName');
  });

  it('name TeamChess problem types', () => {
    expect(problemName({ type: 'urn:teamchess:problem:deadline-passed', title: 'x', status: 409 })).toBe('deadline-passed');
    expect(problemName({ type: 'about:blank', title: 'x', status: 409 })).toBeUndefined();
  });
});
