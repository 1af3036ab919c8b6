import { describe, expect, it } from 'vitest';
import { defaultCompetition, toOpenCompetition, validateCompetition } from './competition';

const now = new Date('2026-02-01T00:00:00Z');

describe('competition rules', () => {
  it("start from the regulation's defaults and need a name and a deadline", () => {
    expect(validateCompetition(defaultCompetition(), now).map((issue) => `${issue.field}:${issue.key}`))
      .toEqual(['name:validation.required', 'deadline:validation.required']);
  });

  it('want the deadline in the future in the competition zone', () => {
    const draft = { ...defaultCompetition(), name: 'Первенство', deadline: '2026-02-01T11:00' };
    // 11:00 in Anadyr (UTC+12) is 23:00 the day before in UTC: already past.
    expect(validateCompetition(draft, now)).toEqual([{ field: 'deadline', key: 'validation.future' }]);
    expect(validateCompetition({ ...draft, timeZone: 'Europe/Moscow' }, now)).toEqual([]);
  });

  it('check the zone, the team rule ranges and the grade order', () => {
    const draft = {
      ...defaultCompetition(), name: 'Первенство', deadline: '2026-03-01T18:00', timeZone: 'Mars/Olympus',
      boardCount: '0', maxReserves: '5', minGrade: '9', maxGrade: '7',
    };
    expect(validateCompetition(draft, now)).toEqual([
      { field: 'timeZone', key: 'validation.timeZone' },
      { field: 'boardCount', key: 'validation.between', params: { min: 1, max: 16 } },
      { field: 'maxReserves', key: 'validation.between', params: { min: 0, max: 4 } },
      { field: 'maxGrade', key: 'validation.notBelow', params: { min: 9 } },
    ]);
    expect(validateCompetition({ ...draft, timeZone: 'Asia/Anadyr', boardCount: '4.5', maxReserves: '2', maxGrade: '11' }, now))
      .toEqual([{ field: 'boardCount', key: 'validation.wholeNumber' }]);
  });

  it('becomes the OpenCompetition request', () => {
    expect(toOpenCompetition({ ...defaultCompetition(), name: ' Первенство ', deadline: '2026-03-01T18:00' })).toEqual({
      name: 'Первенство', deadline: '2026-03-01T18:00:00', timeZone: 'Asia/Anadyr',
      boardCount: 4, maxReserves: 2, minGrade: 5, maxGrade: 11,
    });
  });
});
