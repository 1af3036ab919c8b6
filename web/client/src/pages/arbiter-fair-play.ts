import { html, nothing, type TemplateResult } from 'lit-html';
import type { Api } from '../api';
import { selectField } from '../components';
import type { AppContext } from '../context';
import { t, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { TournamentClient, type TournamentSummary } from '../tournament/client';
import { focusView, type FairPlayFocus, type FairPlayPlayerFocus } from './arbiter-fair-play-focus';
import { formatNumber, formatShare } from './arbiter-fair-play-format';

/** One side of an analysed game (tournament-service's FairPlayReport.Side). */
export interface FairPlaySide {
  playerId: string;
  name: string;
  moves: number;
  acpl: number | null;
  nonTrivial: number;
  top1Share: number | null;
  top3Share: number | null;
  meanMoveSeconds: number | null;
  medianMoveSeconds: number | null;
  maxMoveSeconds: number | null;
  moveSeconds: number[];
}

export interface FairPlayGame {
  gameId: string;
  round: number;
  board: number;
  decider: boolean;
  status: 'pending' | 'running' | 'done' | 'failed';
  white: FairPlaySide | null;
  black: FairPlaySide | null;
  whiteFocus: FairPlayFocus | null;
  blackFocus: FairPlayFocus | null;
}

export interface FairPlayPlayer {
  playerId: string;
  name: string;
  games: number;
  acpl: number | null;
  nonTrivial: number;
  top1Share: number | null;
  top3Share: number | null;
  acplPercentile: number | null;
  top1Percentile: number | null;
  acplVsMedian: number | null;
  top1VsMedian: number | null;
  notable: boolean;
  focus: FairPlayPlayerFocus | null;
}

/** tournament-service's `GET /api/tournaments/{id}/fair-play` (arbiters and the tournament's organizer). */
export interface FairPlayReport {
  engineAvailable: boolean;
  engine: string | null;
  nodes: number;
  bookPlies: number;
  decidedCp: number;
  lossCapCp: number;
  queue: { pending: number; running: number; done: number; failed: number };
  field: { players: number; medianAcpl: number | null; medianTop1: number | null; focusPlayers: number;
    medianLostPerGame: number | null; medianAwaySecondsPerGame: number | null };
  games: FairPlayGame[];
  players: FairPlayPlayer[];
}

export function fairPlayReport(api: Api, tournamentUrl: string, tournamentId: string): Promise<FairPlayReport> {
  return api.get(`${tournamentUrl}/api/tournaments/${encodeURIComponent(tournamentId)}/fair-play`);
}

export { formatNumber, formatShare };

/**
 * The fair-play section of the arbiter's console: a tournament chosen from the list, then its
 * engine report, per player (compared with the field) and per game, and the players' focus signals
 * (arbiter-fair-play-focus), under the caution that it is a signal for an arbiter to look closer,
 * never a verdict.
 */
export class FairPlaySection {
  private tournaments: TournamentSummary[] | undefined;
  private chosen = '';
  private report: FairPlayReport | undefined;
  private failure = '';
  private loading = false;
  private readonly client: TournamentClient;

  constructor(private readonly context: AppContext) {
    this.client = new TournamentClient(context.api, context.config.tournamentUrl);
  }

  async enter(): Promise<void> {
    try {
      this.tournaments = await this.client.tournaments();
      if (!this.chosen && this.tournaments.length > 0) this.chosen = this.tournaments[0]!.id;
      this.failure = '';
    } catch (error) {
      this.failure = describeFailure(error);
    }
    this.context.update();
  }

  async show(): Promise<void> {
    if (!this.chosen) return;
    this.loading = true;
    this.context.update();
    try {
      this.report = await fairPlayReport(this.context.api, this.context.config.tournamentUrl, this.chosen);
      this.failure = '';
      this.context.announce(t('fairplay.loaded', { games: this.report.games.length, players: this.report.players.length }));
    } catch (error) {
      this.report = undefined;
      this.failure = describeFailure(error);
    } finally {
      this.loading = false;
      this.context.update();
    }
  }

  view(): TemplateResult {
    const tournaments = this.tournaments ?? [];
    return html`<section aria-labelledby="fairplay-title" class="fair-play">
      <h2 id="fairplay-title">${t('fairplay.title')}</h2>
      <p class="notice fair-play-caution"><strong>${t('fairplay.caution')}</strong> ${t('fairplay.cautionMore')}</p>
      ${tournaments.length === 0 && this.tournaments ? html`<p>${t('fairplay.noTournaments')}</p>` : html`
        <form class="fair-play-choose" @submit=${(event: Event) => { event.preventDefault(); void this.show(); }}>
          ${selectField({ field: 'fairPlayTournament', label: t('fairplay.tournament'), value: this.chosen,
            options: tournaments.map((one) => ({ value: one.id, label: one.name })),
            onInput: (value) => { this.chosen = value; } })}
          <button type="submit" ?disabled=${this.loading}>${t('fairplay.show')}</button>
        </form>`}
      ${this.failure ? html`<p class="notice" role="alert">${t('fairplay.failed', { reason: this.failure })}</p>` : nothing}
      ${this.report ? this.reportView(this.report) : nothing}
    </section>`;
  }

  private reportView(report: FairPlayReport): TemplateResult {
    const queue = report.queue;
    return html`
      ${report.engineAvailable ? nothing : html`<p class="notice" role="status">${t('fairplay.unavailable')}</p>`}
      <p class="hint">${t('fairplay.method', { engine: report.engine ?? 'Stockfish', nodes: report.nodes,
        book: report.bookPlies, decided: report.decidedCp, cap: report.lossCapCp })}</p>
      <p>${t('fairplay.queue', { done: queue.done, pending: queue.pending + queue.running, failed: queue.failed })}</p>
      <h3>${t('fairplay.players')}</h3>
      <p class="hint">${t('fairplay.field', { players: report.field.players, acpl: formatNumber(report.field.medianAcpl),
        top1: formatShare(report.field.medianTop1) })}</p>
      ${report.players.length === 0 ? html`<p>${t('fairplay.noneYet')}</p>` : html`<div class="table-scroll" tabindex="0">
        <table class="fair-play-players">
          <caption class="visually-hidden">${t('fairplay.players')}</caption>
          <thead><tr>
            <th scope="col">${t('fairplay.col.player')}</th><th scope="col">${t('fairplay.col.games')}</th>
            <th scope="col">${t('fairplay.col.acpl')}</th><th scope="col">${t('fairplay.col.top1')}</th>
            <th scope="col">${t('fairplay.col.top3')}</th><th scope="col">${t('fairplay.col.nonTrivial')}</th>
            <th scope="col">${t('fairplay.col.acplPercentile')}</th><th scope="col">${t('fairplay.col.top1Percentile')}</th>
          </tr></thead>
          <tbody>${report.players.map((player) => html`<tr class=${player.notable ? 'notable' : ''} data-player=${player.playerId}>
            <th scope="row">${player.name}${player.notable ? html` <span class="badge">${t('fairplay.notable')}</span>` : nothing}</th>
            <td>${player.games}</td><td>${formatNumber(player.acpl)}</td><td>${formatShare(player.top1Share)}</td>
            <td>${formatShare(player.top3Share)}</td><td>${player.nonTrivial}</td>
            <td>${player.acplPercentile === null ? t('fairplay.notCompared') : formatNumber(player.acplPercentile, 0)}</td>
            <td>${player.top1Percentile === null ? t('fairplay.notCompared') : formatNumber(player.top1Percentile, 0)}</td>
          </tr>`)}</tbody>
        </table></div>`}
      <h3>${t('fairplay.games')}</h3>
      ${report.games.length === 0 ? html`<p>${t('fairplay.noGames')}</p>` : html`<div class="table-scroll" tabindex="0">
        <table class="fair-play-games">
          <caption class="visually-hidden">${t('fairplay.games')}</caption>
          <thead><tr>
            <th scope="col">${t('fairplay.col.board')}</th><th scope="col">${t('fairplay.col.side')}</th>
            <th scope="col">${t('fairplay.col.player')}</th><th scope="col">${t('fairplay.col.acpl')}</th>
            <th scope="col">${t('fairplay.col.top1')}</th><th scope="col">${t('fairplay.col.top3')}</th>
            <th scope="col">${t('fairplay.col.time')}</th>
          </tr></thead>
          <tbody>${report.games.map((game) => this.gameRows(game))}</tbody>
        </table></div>`}
      ${focusView(report)}`;
  }

  private gameRows(game: FairPlayGame): TemplateResult {
    const where = game.decider ? t('fairplay.decider', { round: game.round })
      : t('fairplay.roundBoard', { round: game.round, board: game.board });
    if (!game.white || !game.black) {
      return html`<tr data-game=${game.gameId}><th scope="row">${where}</th>
        <td colspan="6">${t(`fairplay.status.${game.status}` as MessageKey)}</td></tr>`;
    }
    const row = (side: FairPlaySide, colour: string, first: boolean) => html`<tr data-game=${game.gameId}>
      ${first ? html`<th scope="rowgroup" rowspan="2">${where}</th>` : nothing}
      <td>${colour}</td><td>${side.name}</td><td>${formatNumber(side.acpl)}</td>
      <td>${formatShare(side.top1Share)} <span class="hint">(${side.nonTrivial})</span></td><td>${formatShare(side.top3Share)}</td>
      <td>${side.medianMoveSeconds === null ? '—' : t('fairplay.times', {
        median: formatNumber(side.medianMoveSeconds), max: formatNumber(side.maxMoveSeconds) })}</td>
    </tr>`;
    return html`${row(game.white, t('fairplay.white'), true)}${row(game.black, t('fairplay.black'), false)}`;
  }
}
