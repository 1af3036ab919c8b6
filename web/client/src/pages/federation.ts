import { html, nothing, type TemplateResult } from 'lit-html';
import { pageAwaitingData } from '../components';
import { unplayedResult } from '../game/view';
import { formatInZones, t, viewerTimeZone } from '../i18n/i18n';
import type { BoardView, MatchView, StandingsView, TournamentView } from '../tournament/client';
import { teamNames } from '../tournament/names';
import { formatPoints, tieBreakName } from '../tournament/score';
import { LiveStandingsPage } from './live-standings';
import { matchResult } from './tournament';

/** A board's result as the feed's BoardResultRecorded has it: `1-0`, `½-½`, `+/−` for a game not played. */
export function feedBoardResult(board: BoardView): string {
  if (!board.result) return t('federation.boardPlaying');
  if (board.unplayed) return t('federation.boardUnplayed', { result: unplayedResult(board.result) });
  return board.result === '1/2-1/2' ? '½-½' : board.result;
}

/** «Иван Петров (Школа № 1)» where the service names the player, else the team alone. */
function player(playerName: string | null | undefined, team: string): string {
  return playerName ? t('federation.player', { player: playerName, team }) : team;
}

/**
 * The federation's view of a tournament (`#/tournaments/{id}/federation`, public): what the
 * federation feed (docs/federation-feed.md) carries, read from the public REST and the standings
 * stream instead of Kafka. The pairings of each published round with their start, every board
 * result, every match result, and the standings with each tie-break; the schedule is read again
 * after every standings event, which follows every board and match result.
 */
export class FederationPage extends LiveStandingsPage {
  private tournament: TournamentView | undefined;
  private standings: StandingsView | undefined;

  title(): string {
    return this.tournament ? t('federation.heading', { name: this.tournament.name }) : t('federation.title');
  }

  protected async read(): Promise<void> {
    this.tournament = await this.client.tournament(this.tournamentId);
  }

  protected standingsChanged(standings: StandingsView): void {
    void this.update(standings);
  }

  /** New standings: a result was recorded, so the schedule's results are read again too. */
  private async update(standings: StandingsView): Promise<void> {
    this.standings = standings;
    this.context.update();
    try {
      this.tournament = await this.client.tournament(this.tournamentId);
    } catch {
      // The schedule read before stays; the next event reads it again.
    }
    this.context.update();
  }

  view(): TemplateResult {
    const tournament = this.tournament;
    if (!tournament) return pageAwaitingData(this.title(), this.failure);
    const name = teamNames(tournament, this.standings);
    const rounds = tournament.rounds.filter((round) => round.published);
    return html`<h1 id="page-title" tabindex="-1">${this.title()}</h1>
      <p>${t('federation.intro')}</p>
      <p><a href=${`#/tournaments/${encodeURIComponent(tournament.id)}`}>${t('tournament.scheduleLink')}</a></p>
      ${this.connectionView()}
      <section aria-labelledby="federation-standings">
        <h2 id="federation-standings">${t('federation.standings')}</h2>
        ${this.standingsView(this.standings, name)}
      </section>
      <section aria-labelledby="federation-results">
        <h2 id="federation-results">${t('federation.results')}</h2>
        ${rounds.length === 0 ? html`<p>${t('federation.noRounds')}</p>` : rounds.map((round) => html`<section aria-labelledby=${`federation-round-${round.round}`}>
          <h3 id=${`federation-round-${round.round}`}>${t('tournament.round', { round: round.round })}</h3>
          <p>${t('tournament.roundStart', { time: formatInZones(round.scheduledStart, tournament.timeZone, viewerTimeZone()) })}</p>
          ${round.matches.map((match) => this.matchView(match, name))}
          ${round.byeTeamId ? html`<p>${t('tournament.bye', { team: name(round.byeTeamId) })}</p>` : nothing}
        </section>`)}
      </section>`;
  }

  private standingsView(standings: StandingsView | undefined, name: (teamId: string) => string): TemplateResult {
    if (!standings) return html`<p role="status">${t('common.loading')}</p>`;
    if (standings.rows.length === 0) return html`<p>${t('standings.noTeams')}</p>`;
    return html`<p>${t('standings.order', { order: standings.tieBreaks.map(tieBreakName).join(', ') })}</p>
      <ul class="feed-standings">${standings.rows.map((row) => html`<li>${t('federation.standingsLine', {
        rank: row.rank, team: name(row.teamId), matchPoints: formatPoints(row.matchPoints), boardPoints: formatPoints(row.boardPoints),
        matches: row.played,
        tieBreaks: standings.tieBreaks.map((tieBreak) => `${tieBreakName(tieBreak)} ${formatPoints(row.tieBreaks[tieBreak] ?? 0)}`).join('; '),
      })}${row.withdrawn ? ` ${t('standings.withdrawn')}` : ''}</li>`)}</ul>`;
  }

  /** A match as the feed tells it: its boards' results as they come, then its result once it ended. */
  private matchView(match: MatchView, name: (teamId: string) => string): TemplateResult {
    const teams = { first: name(match.firstTeamId), second: name(match.secondTeamId) };
    return html`<article class="feed-match" aria-label=${t('tournament.matchLink', teams)}>
      <h4>${t('tournament.matchLink', teams)}</h4>
      <ul>${match.boards.map((board) => html`<li>${t('federation.boardLine', {
        board: board.board, white: player(board.whitePlayerName, name(board.whiteTeamId)),
        black: player(board.blackPlayerName, name(board.whiteTeamId === match.firstTeamId ? match.secondTeamId : match.firstTeamId)),
        result: feedBoardResult(board),
      })}</li>`)}
        ${match.decider ? html`<li>${t('federation.deciderLine', { white: name(match.decider.whiteTeamId), result: feedBoardResult(match.decider) })}</li>` : nothing}
      </ul>
      <p>${match.status === 'ended' ? matchResult(match, name) : t(`match.status.${match.status}`)}</p>
    </article>`;
  }
}
