import { html, nothing, type TemplateResult } from 'lit-html';
import { pageAwaitingData } from '../components';
import { t } from '../i18n/i18n';
import type { Encounter, StandingsRow, StandingsView, TournamentClient } from '../tournament/client';
import { teamNames } from '../tournament/names';
import { encounterCell, formatPoints, PRIMARY_SCORES, rankChanges, tieBreakName } from '../tournament/score';
import { LiveStandingsPage } from './live-standings';
import { crosstableLinks } from './tournament-exports';
import { placeMark, playoffsView } from './playoffs';

/**
 * The public standings of a tournament (`#/tournaments/{id}/standings`, no login): each team's
 * rank, points and tie-breaks in the tournament's order, and the crosstable of board scores. The
 * table follows the service's stream; a change of rank is said once in the polite live region,
 * an update that moves nobody is not.
 */
/**
 * The standings table: rank, team, matches, match and board points in their own columns, the other
 * tie-breaks after them in the tournament's order; in its own scrolling box, so that a phone scrolls
 * the table and not the page.
 */
export function standingsTable(standings: StandingsView, name: (teamId: string) => string, headingId = 'standings-caption'): TemplateResult {
  // Match and board points have their own columns; the other criteria follow in the tournament's order.
  const others = standings.tieBreaks.filter((name) => !(PRIMARY_SCORES as readonly string[]).includes(name));
  return html`<p>${t('standings.order', { order: standings.tieBreaks.map(tieBreakName).join(', ') })}</p>
    <div class="table-scroll" role="region" aria-labelledby=${headingId} tabindex="0">
      <table class="standings">
        <caption id=${headingId}>${t('standings.caption')}</caption>
        <thead><tr>
          <th scope="col">${t('standings.rank')}</th>
          <th scope="col">${t('standings.team')}</th>
          <th scope="col">${t('standings.played')}</th>
          <th scope="col">${t('standings.matchPoints')}</th>
          <th scope="col">${t('standings.boardPoints')}</th>
          ${others.map((name) => html`<th scope="col">${tieBreakName(name)}</th>`)}
        </tr></thead>
        <tbody>${standings.rows.map((row) => html`<tr data-team=${row.teamId}>
          <td>${row.rank}${placeMark(standings, row.teamId)}</td>
          <th scope="row">${teamLabel(row, name)}</th>
          <td>${row.played}</td>
          <td>${formatPoints(row.matchPoints)}</td>
          <td>${formatPoints(row.boardPoints)}</td>
          ${others.map((name) => html`<td>${row.tieBreaks[name] === undefined ? '—' : formatPoints(row.tieBreaks[name])}</td>`)}
        </tr>`)}</tbody>
      </table>
    </div>
    ${standings.rows.filter((row) => row.withdrawn).map((row) => html`<p class="withdrawal">${t(row.resultsCounted
      ? 'standings.withdrawnCountedNote' : 'standings.notCountedNote', { team: name(row.teamId) })}</p>`)}`;
}

/** A team's name, and in words when it withdrew and whether its results still count. */
function teamLabel(row: StandingsRow, name: (teamId: string) => string): TemplateResult {
  return html`${name(row.teamId)}${row.withdrawn ? html` <span class="withdrawn">(${t(row.resultsCounted
    ? 'standings.withdrawn' : 'standings.withdrawnNotCounted')})</span>` : nothing}`;
}

export class StandingsPage extends LiveStandingsPage {
  private standings: StandingsView | undefined;

  title(): string {
    return this.standings ? t('standings.heading', { name: this.standings.tournamentName }) : t('standings.title');
  }

  protected async read(): Promise<void> {
    this.show(await this.client.standings(this.tournamentId));
  }

  protected standingsChanged(standings: StandingsView): void {
    this.show(standings);
  }

  private show(standings: StandingsView): void {
    const before = this.standings;
    this.standings = standings;
    this.failure = '';
    const changes = before ? rankChanges(before.rows, standings.rows) : [];
    if (changes.length > 0) {
      const name = teamNames(undefined, standings);
      this.context.announce([t('standings.ranksChanged'),
        ...changes.map((change) => t('standings.rankChanged', { team: name(change.teamId), rank: change.rank, previous: change.previous }))].join(' '));
    }
    this.context.update();
  }

  view(): TemplateResult {
    const standings = this.standings;
    if (!standings) {
      return pageAwaitingData(this.title(), this.failure);
    }
    const name = teamNames(undefined, standings);
    return html`<h1 id="page-title" tabindex="-1">${this.title()}</h1>
      <p><a href=${`#/tournaments/${encodeURIComponent(this.tournamentId)}`}>${t('tournament.scheduleLink')}</a></p>
      ${this.connectionView()}
      ${standings.rows.length === 0 ? html`<p>${t('standings.noTeams')}</p>` : html`${standingsTable(standings, name)}${playoffsView(standings, name)}${crosstableView(standings, name, this.tournamentId, this.client)}`}`;
  }
}

/** Team against team in ranking order; a double round robin shows both matches of a pair in one cell. */
export function crosstableView(standings: StandingsView, name: (teamId: string) => string, tournamentId: string, client: TournamentClient): TemplateResult {
  const rows = standings.rows;
  return html`<section>
    <h2 id="crosstable-title">${t('crosstable.title')}</h2>
    <div class="table-scroll" role="region" aria-labelledby="crosstable-title" tabindex="0">
      <table class="crosstable">
        <caption>${t('crosstable.caption')}</caption>
        <thead><tr>
          <th scope="col">${t('crosstable.number')}</th>
          <th scope="col">${t('standings.team')}</th>
          ${rows.map((row, index) => html`<th scope="col"><span aria-hidden="true">${index + 1}</span><span class="visually-hidden">${name(row.teamId)}</span></th>`)}
        </tr></thead>
        <tbody>${rows.map((row, index) => html`<tr data-team=${row.teamId}>
          <td>${index + 1}</td>
          <th scope="row">${teamLabel(row, name)}</th>
          ${rows.map((opponent) => opponent.teamId === row.teamId
            ? html`<td class="self"><span aria-hidden="true">×</span><span class="visually-hidden">${t('crosstable.self')}</span></td>`
            : cell(row, opponent, tournamentId))}
        </tr>`)}</tbody>
      </table>
    </div>
    <p class="hint">${t('crosstable.legend')}${rows.some((row) => !row.resultsCounted) ? ` ${t('crosstable.legendNotCounted')}` : ''}</p>
    <ul class="downloads">
      ${crosstableLinks(client, tournamentId)}
    </ul>
  </section>`;
}

function cell(row: StandingsRow, opponent: StandingsRow, tournamentId: string): TemplateResult {
  const encounters = row.encounters
    .filter((encounter) => encounter.opponentId === opponent.teamId)
    .sort((first, second) => first.round - second.round);
  return html`<td data-opponent=${opponent.teamId}>${encounters.map((each, index) => encounterLink(each, index > 0, tournamentId))}</td>`;
}

/** A started match links to its spectator view; the words inside the link are its accessible name. */
function encounterLink(encounter: Encounter, after: boolean, tournamentId: string): TemplateResult {
  const cell = encounterCell(encounter);
  const content = html`<span aria-hidden="true">${cell.shown}${cell.mark ? html` <span class="mark">${cell.mark}</span>` : nothing}</span><span class="visually-hidden">${cell.spoken}</span>`;
  const link = encounter.matchId && encounter.status !== 'pending'
    ? `#/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(encounter.matchId)}` : undefined;
  return html`${after ? html`<br />` : nothing}<span class="encounter ${encounter.status}">${link ? html`<a href=${link}>${content}</a>` : content}</span>`;
}
