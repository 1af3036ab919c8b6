import { hasMessage, t } from '../i18n/i18n';
import type { StandingsView, TournamentView } from './client';

/**
 * How the pages call a tournament's teams: the public name the service gives (in the schedule or
 * the standings), else «Команда 3» by the pairing number, else by the start of the id — a team
 * whose registration gave no name still needs a label that tells it from the others.
 */
export function teamNames(tournament: TournamentView | undefined, standings: StandingsView | undefined): (teamId: string) => string {
  const names = new Map<string, string>();
  const numbers = new Map<string, number>();
  for (const row of standings?.rows ?? []) {
    if (row.teamName) names.set(row.teamId, row.teamName);
  }
  for (const team of tournament?.teams ?? []) {
    if (team.teamName) names.set(team.teamId, team.teamName);
    numbers.set(team.teamId, team.number);
  }
  shortNames(names);
  return (teamId) => {
    const number = numbers.get(teamId);
    return names.get(teamId) ?? (number === undefined ? t('tournament.teamById', { id: teamId.slice(0, 8) }) : t('tournament.team', { number }));
  };
}

/** A tournament's format in words («круговая»); one the client does not know yet as the service names it. */
export function formatName(format: string): string {
  const key = `tournament.format.${format}`;
  return hasMessage(key) ? t(key) : format;
}

/** «Школа № 1 , Анадырь» typed with a space before the comma: the comma follows the word. */
export function tidyName(name: string): string {
  let tidy = name.replace(/\s+,/g, ',').replace(/\s{2,}/g, ' ').trim();
  for (const [long, short] of ABBREVIATIONS) tidy = tidy.replace(long, short);
  return tidy;
}

/** The long legal forms of a school's name, as schools themselves shorten them («МБОУ «СОШ № 1»»). */
const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/муниципальное бюджетное общеобразовательное учреждение/iu, 'МБОУ'],
  [/муниципальное автономное общеобразовательное учреждение/iu, 'МАОУ'],
  [/муниципальное казённое общеобразовательное учреждение|муниципальное казенное общеобразовательное учреждение/iu, 'МКОУ'],
  [/государственное бюджетное общеобразовательное учреждение/iu, 'ГБОУ'],
  [/государственное автономное общеобразовательное учреждение/iu, 'ГАОУ'],
  [/средняя общеобразовательная школа/iu, 'СОШ'],
  [/основная общеобразовательная школа/iu, 'ООШ'],
  [/центр образования/iu, 'ЦО'],
  [/городского округа/iu, 'г. о.'],
];

/**
 * A team's name is its school and district («МБОУ СОШ № 1, Анадырь»): where every team of the
 * tournament comes from the same district, the district tells them nothing and is left out.
 */
function shortNames(names: Map<string, string>): void {
  const districts = new Set<string>();
  for (const [teamId, name] of names) {
    const tidy = tidyName(name);
    names.set(teamId, tidy);
    const comma = tidy.lastIndexOf(', ');
    districts.add(comma > 0 ? tidy.slice(comma + 2) : '');
  }
  const [district] = districts;
  if (names.size < 2 || districts.size !== 1 || !district) return;
  for (const [teamId, name] of names) names.set(teamId, name.slice(0, name.length - district.length - 2));
}
