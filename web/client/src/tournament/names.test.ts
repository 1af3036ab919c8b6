import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import type { TournamentView } from './client';
import { teamNames, tidyName } from './names';
import { readableResult } from './score';

const withTeams = (...names: string[]) => ({ teams: names.map((teamName, index) => ({ number: index + 1, teamId: `t${index}`, teamName })) }) as TournamentView;

beforeEach(() => setLocale('ru'));

describe('team names', () => {
  it('leave out the district every team shares, and keep it where the districts differ', () => {
    const same = teamNames(withTeams('МБОУ «СОШ № 1 г. Анадыря», Анадырь', 'МБОУ «Лицей» , Анадырь'), undefined);
    expect(same('t0')).toBe('МБОУ «СОШ № 1 г. Анадыря»');
    expect(same('t1')).toBe('МБОУ «Лицей»');
    const different = teamNames(withTeams('Школа № 1, Анадырь', 'Школа № 2, Билибино'), undefined);
    expect(different('t0')).toBe('Школа № 1, Анадырь');
    expect(different('t1')).toBe('Школа № 2, Билибино');
  });

  it('put a comma right after its word, and shorten the legal forms as schools do', () => {
    expect(tidyName('Школа № 1 ,  Анадырь ')).toBe('Школа № 1, Анадырь');
    expect(tidyName('Муниципальное бюджетное общеобразовательное учреждение «Средняя общеобразовательная школа № 1 городского округа Анадырь»'))
      .toBe('МБОУ «СОШ № 1 г. о. Анадырь»');
  });

  it('write a draw with halves for people, not as PGN', () => {
    expect(readableResult('1/2-1/2')).toBe('½-½');
    expect(readableResult('Партия окончена: 1/2-1/2, ничья.')).toBe('Партия окончена: ½-½, ничья.');
    expect(readableResult('1-0')).toBe('1-0');
  });
});
