import { html, nothing, type TemplateResult } from 'lit-html';
import { t } from '../i18n/i18n';
import { formatNumber } from './arbiter-fair-play-format';

/** One side's time away from the game during its own turns (tournament-service's FairPlayReport.Focus). */
export interface FairPlayFocus {
  playerId: string;
  name: string;
  lost: number;
  awaySeconds: number;
  longestSeconds: number;
}

/** A player's focus over his games, compared with the field (FairPlayReport.PlayerFocus). */
export interface FairPlayPlayerFocus {
  games: number;
  lost: number;
  awaySeconds: number;
  longestSeconds: number;
  lostPerGame: number;
  awaySecondsPerGame: number;
  lostPerGameVsMedian: number | null;
  awayPerGameVsMedian: number | null;
}

/** What the focus part of the report needs. */
export interface FocusReportPart {
  field: { focusPlayers: number; medianLostPerGame: number | null; medianAwaySecondsPerGame: number | null };
  games: { gameId: string; round: number; board: number; decider: boolean;
    whiteFocus: FairPlayFocus | null; blackFocus: FairPlayFocus | null }[];
  players: { playerId: string; name: string; focus: FairPlayPlayerFocus | null }[];
}

/** A difference with its sign, or a dash. */
function signed(value: number | null, digits: number): string {
  if (value === null) return '—';
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value), digits)}`;
}

/**
 * The client's own focus signals in the fair-play report: how often and how long each player's page
 * lost focus during his own turn (timed by the server), per player against the field and per game,
 * under its own caution: a signal, never a verdict.
 */
export function focusView(report: FocusReportPart): TemplateResult {
  // Most time away per game first: the rows an arbiter may want to look at.
  const players = report.players.filter((player) => player.focus)
    .sort((one, other) => other.focus!.awaySecondsPerGame - one.focus!.awaySecondsPerGame);
  const games = report.games.filter((game) => game.whiteFocus || game.blackFocus);
  const field = report.field;
  return html`<h3 id="fairplay-focus-title">${t('fairplay.focus.title')}</h3>
    <p class="notice fair-play-caution"><strong>${t('fairplay.caution')}</strong> ${t('fairplay.focus.caution')}</p>
    ${players.length === 0 ? html`<p>${t('fairplay.focus.none')}</p>` : html`
      <p class="hint">${t('fairplay.focus.field', { players: field.focusPlayers,
        lost: formatNumber(field.medianLostPerGame), away: formatNumber(field.medianAwaySecondsPerGame, 0) })}</p>
      <div class="table-scroll" tabindex="0"><table class="fair-play-focus-players">
        <caption class="visually-hidden">${t('fairplay.focus.players')}</caption>
        <thead><tr>
          <th scope="col">${t('fairplay.col.player')}</th><th scope="col">${t('fairplay.focus.col.games')}</th>
          <th scope="col">${t('fairplay.focus.col.lost')}</th><th scope="col">${t('fairplay.focus.col.away')}</th>
          <th scope="col">${t('fairplay.focus.col.longest')}</th><th scope="col">${t('fairplay.focus.col.perGame')}</th>
        </tr></thead>
        <tbody>${players.map((player) => {
          const focus = player.focus!;
          return html`<tr data-player=${player.playerId}><th scope="row">${player.name}</th><td>${focus.games}</td>
            <td>${focus.lost}</td><td>${formatNumber(focus.awaySeconds, 0)}</td><td>${formatNumber(focus.longestSeconds, 0)}</td>
            <td>${t('fairplay.focus.perGame', { lost: formatNumber(focus.lostPerGame),
              lostVs: signed(focus.lostPerGameVsMedian, 1), away: formatNumber(focus.awaySecondsPerGame, 0),
              awayVs: signed(focus.awayPerGameVsMedian, 0) })}</td></tr>`;
        })}</tbody>
      </table></div>
      <div class="table-scroll" tabindex="0"><table class="fair-play-focus-games">
        <caption class="visually-hidden">${t('fairplay.focus.games')}</caption>
        <thead><tr>
          <th scope="col">${t('fairplay.col.board')}</th><th scope="col">${t('fairplay.col.side')}</th>
          <th scope="col">${t('fairplay.col.player')}</th><th scope="col">${t('fairplay.focus.col.lost')}</th>
          <th scope="col">${t('fairplay.focus.col.away')}</th><th scope="col">${t('fairplay.focus.col.longest')}</th>
        </tr></thead>
        <tbody>${games.map((game) => {
          const where = game.decider ? t('fairplay.decider', { round: game.round })
            : t('fairplay.roundBoard', { round: game.round, board: game.board });
          const row = (focus: FairPlayFocus | null, colour: string, first: boolean) => html`<tr data-game=${game.gameId}>
            ${first ? html`<th scope="rowgroup" rowspan="2">${where}</th>` : nothing}<td>${colour}</td>
            <td>${focus?.name ?? '—'}</td><td>${focus ? focus.lost : '—'}</td>
            <td>${focus ? formatNumber(focus.awaySeconds, 0) : '—'}</td><td>${focus ? formatNumber(focus.longestSeconds, 0) : '—'}</td></tr>`;
          return html`${row(game.whiteFocus, t('fairplay.white'), true)}${row(game.blackFocus, t('fairplay.black'), false)}`;
        })}</tbody>
      </table></div>`}`;
}
