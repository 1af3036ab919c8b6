import { html, nothing, type TemplateResult } from 'lit-html';
import { pageAwaitingData } from '../components';
import { unplayedResult } from '../game/view';
import { formatInZones, t, viewerTimeZone } from '../i18n/i18n';
import type { BoardView, MatchView, RoundView, StandingsView, TournamentView } from '../tournament/client';
import { matchPointsChart } from '../tournament/chart';
import { teamNames } from '../tournament/names';
import { boardScore, formatPoints } from '../tournament/score';
import { matchState, matchStateText } from '../tournament/status';
import { LiveStandingsPage } from './live-standings';
import { standingsTable } from './standings';
import { matchResult, scoreLine } from './tournament';

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
    const published = tournament.rounds.filter((round) => round.published);
    const now = this.context.now();
    // The round to watch: the first published one still being played, else the last published.
    const current = published.find((round) => round.matches.some((match) => match.status !== 'ended')) ?? published[published.length - 1];
    const earlier = published.filter((round) => round !== current).reverse();
    const base = `#/tournaments/${encodeURIComponent(tournament.id)}`;
    return html`<h1 id="page-title" tabindex="-1">${this.title()}</h1>
      <p>${t('federation.intro')}</p>
      <p><a href=${base}>${t('tournament.scheduleLink')}</a> · <a href=${`${base}/standings`}>${t('match.standingsLink')}</a></p>
      ${this.connectionView()}
      ${this.tiles(tournament, now)}
      <div class="dashboard">
        <section class="panel" aria-labelledby="federation-results">
          <h2 id="federation-results">${current ? t('federation.liveRound', { round: current.round }) : t('federation.results')}</h2>
          ${current ? this.roundTable(current, tournament, name, now) : html`<p>${t('federation.noRounds')}</p>`}
        </section>
        <section class="panel" aria-labelledby="federation-standings">
          <h2 id="federation-standings">${t('federation.standings')}</h2>
          ${this.standingsView(this.standings, name)}
        </section>
        <section class="panel wide" aria-labelledby="federation-chart">
          <h2 id="federation-chart">${t('federation.chart')}</h2>
          ${this.standings ? matchPointsChart(this.standings, name) : html`<p role="status">${t('common.loading')}</p>`}
        </section>
        ${earlier.length > 0 ? html`<section class="panel wide" aria-labelledby="federation-earlier">
          <h2 id="federation-earlier">${t('federation.earlierRounds')}</h2>
          ${earlier.map((round) => html`<details class="round-results">
            <summary>${t('tournament.round', { round: round.round })}</summary>
            ${this.roundTable(round, tournament, name, now)}
          </details>`)}
        </section>` : nothing}
      </div>`;
  }

  /** The tournament at a glance: rounds played, matches in play, the leader. */
  private tiles(tournament: TournamentView, now: Date): TemplateResult {
    const matches = tournament.rounds.flatMap((round) => round.matches);
    const roundsDone = tournament.rounds.filter((round) => round.matches.length > 0 && round.matches.every((match) => match.status === 'ended')).length;
    const playing = matches.filter((match) => ['playing', 'decider'].includes(matchState(match, now))).length;
    const boards = matches.filter((match) => ['playing', 'decider'].includes(matchState(match, now)))
      .flatMap((match) => [...match.boards, ...(match.decider ? [match.decider] : [])]).filter((board) => !board.result).length;
    const leader = this.standings?.rows[0];
    const name = teamNames(tournament, this.standings);
    const tile = (value: string | number, label: string) => html`<li class="tile"><span class="tile-value">${value}</span> <span class="tile-label">${label}</span></li>`;
    return html`<ul class="tiles" aria-label=${t('federation.summary')}>
      ${tile(`${roundsDone} / ${tournament.rounds.length}`, t('federation.roundsDone'))}
      ${tile(playing, t('federation.matchesPlaying'))}
      ${tile(boards, t('federation.boardsPlaying'))}
      ${leader && leader.played > 0 ? tile(name(leader.teamId), t('federation.leader', { points: formatPoints(leader.matchPoints) })) : nothing}
    </ul>`;
  }

  /** A round's results as a table: each match a row group, its boards under it, its score and state. */
  private roundTable(round: RoundView, tournament: TournamentView, name: (teamId: string) => string, now: Date): TemplateResult {
    const base = `#/tournaments/${encodeURIComponent(tournament.id)}/matches/`;
    return html`<p>${t('tournament.roundStart', { time: formatInZones(round.scheduledStart, tournament.timeZone, viewerTimeZone()) })}</p>
      <div class="table-scroll" role="region" aria-label=${t('tournament.round', { round: round.round })} tabindex="0">
        <table class="live-results">
          <thead><tr><th scope="col">${t('federation.board')}</th><th scope="col">${t('federation.white')}</th>
            <th scope="col">${t('federation.black')}</th><th scope="col">${t('federation.result')}</th></tr></thead>
          ${round.matches.map((match) => {
            const teams = { first: name(match.firstTeamId), second: name(match.secondTeamId) };
            const other = (white: string) => name(white === match.firstTeamId ? match.secondTeamId : match.firstTeamId);
            const boards = [...match.boards, ...(match.decider ? [match.decider] : [])];
            return html`<tbody class="feed-match" data-match=${match.matchId}>
              <tr class="match-row"><th scope="rowgroup" colspan="4">
                <a href=${`${base}${encodeURIComponent(match.matchId)}`}>${t('tournament.matchLink', teams)}</a>
                <span class="match-line">${this.matchLine(match, name, tournament.timeZone, now)}</span>
              </th></tr>
              ${boards.map((board) => html`<tr>
                <td>${match.decider?.gameId === board.gameId ? t('match.decider') : board.board}</td>
                <td>${player(board.whitePlayerName, name(board.whiteTeamId))}</td>
                <td>${player(board.blackPlayerName, other(board.whiteTeamId))}</td>
                <td class="result">${board.result || ['playing', 'decider'].includes(matchState(match, now)) ? feedBoardResult(board) : '—'}</td>
              </tr>`)}
            </tbody>`;
          })}
        </table>
      </div>
      ${round.byeTeamId ? html`<p>${t('tournament.bye', { team: name(round.byeTeamId) })}</p>` : nothing}`;
  }

  /** «2½ : 1½, матч окончен» or the state while it is not. */
  private matchLine(match: MatchView, name: (teamId: string) => string, timeZone: string, now: Date): string {
    if (match.status === 'ended') return matchResult(match, name);
    const score = boardScore(match, (board) => board.result);
    const state = matchStateText(match, timeZone, now);
    return score.finished > 0 ? `${t('match.boardScore', { score: scoreLine(match, name, score.first, score.second), finished: score.finished, boards: match.boards.length })} ${state}` : state;
  }

  private standingsView(standings: StandingsView | undefined, name: (teamId: string) => string): TemplateResult {
    if (!standings) return html`<p role="status">${t('common.loading')}</p>`;
    if (standings.rows.length === 0) return html`<p>${t('standings.noTeams')}</p>`;
    return standingsTable(standings, name, 'federation-standings-caption');
  }
}
