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
