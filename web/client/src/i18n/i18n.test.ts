import { describe, expect, it } from 'vitest';
import { en } from './en';
import { formatDateTime, formatInZones, isTimeZone, translate, zonedLocalToInstant } from './i18n';
import { ru } from './ru';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((match) => match[1]))].sort();

describe('catalogs', () => {
  it('have the same keys, none empty, and the same placeholders in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    for (const key of Object.keys(ru) as (keyof typeof ru)[]) {
      expect(ru[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(ru[key]));
    }
  });

  it('fill placeholders and leave unknown ones visible', () => {
    expect(translate('ru', 'apply.boardRow', { number: 3 })).toBe('3-я доска');
    expect(translate('en', 'apply.boardRow', { number: 3 })).toBe('Board 3');
    expect(translate('en', 'apply.boardRow')).toBe('Board {number}');
  });

  it('choose the word form the number takes', () => {
    const rule = (boards: number, reserves: number, locale: 'ru' | 'en') =>
      translate(locale, 'apply.rule', { boards, reserves, minGrade: 5, maxGrade: 11 });
    expect(rule(1, 1, 'ru')).toBe('Команда: 1 доска и до 1 запасного; ученики 5–11 классов.');
    expect(rule(4, 2, 'ru')).toBe('Команда: 4 доски и до 2 запасных; ученики 5–11 классов.');
    expect(rule(5, 0, 'ru')).toBe('Команда: 5 досок и до 0 запасных; ученики 5–11 классов.');
    expect(rule(11, 3, 'ru')).toBe('Команда: 11 досок и до 3 запасных; ученики 5–11 классов.');
    expect(rule(21, 4, 'ru')).toBe('Команда: 21 доска и до 4 запасных; ученики 5–11 классов.');
    expect(rule(1, 2, 'en')).toBe('Team: 1 board and up to 2 reserves; pupils of grades 5 to 11.');
  });
});

describe('dates', () => {
  const deadline = '2026-03-01T06:00:00Z';

  it('are shown in the competition zone', () => {
    expect(formatDateTime(deadline, 'Asia/Anadyr', 'ru')).toBe('1 марта 2026 г. в 18:00');
    expect(formatDateTime(deadline, 'Asia/Anadyr', 'en')).toBe('1 March 2026 at 18:00');
  });

  it("add the viewer's zone only when it differs", () => {
    expect(formatInZones(deadline, 'Asia/Anadyr', 'Asia/Anadyr', 'ru')).toBe('1 марта 2026 г. в 18:00 (Asia/Anadyr)');
    expect(formatInZones(deadline, 'Asia/Anadyr', 'Europe/Moscow', 'ru'))
      .toBe('1 марта 2026 г. в 18:00 (Asia/Anadyr); у вас: 1 марта 2026 г. в 09:00 (Europe/Moscow)');
  });

  it('turn a local deadline into the moment the server computes with LocalDateTime.atZone', () => {
    expect(zonedLocalToInstant('2026-03-01T18:00', 'Asia/Anadyr').toISOString()).toBe('2026-03-01T06:00:00.000Z');
    expect(zonedLocalToInstant('2026-03-01T18:00', 'Europe/Moscow').toISOString()).toBe('2026-03-01T15:00:00.000Z');
    // Berlin's spring gap: 02:30 does not exist and moves an hour later (03:30 CEST).
    expect(zonedLocalToInstant('2026-03-29T02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // Berlin's autumn overlap: 02:30 happens twice; the earlier offset (CEST) wins.
    expect(zonedLocalToInstant('2026-10-25T02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(() => zonedLocalToInstant('1 марта', 'Asia/Anadyr')).toThrow(RangeError);
  });

  it('know IANA zones', () => {
    expect(isTimeZone('Asia/Anadyr')).toBe(true);
    expect(isTimeZone('Asia/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
