/** Parts of a game drawn on more than one page: the live board and the spectator view of a match. */
import { html, nothing, type TemplateResult } from 'lit-html';
import { hasMessage, locale, t } from '../i18n/i18n';
import { GLYPHS, parseBoard, type Side } from './board';
import { formatClock, LOW_TIME_MILLIS, remaining, spokenClock, type ClockReading } from './clock';
import type { GameModel } from './model';

export function sideName(side: Side): string {
  return t(side === 'white' ? 'game.white' : 'game.black');
}

/** Results of games not played (Art. 24.3) as tables write them: `+/−`, `−/+`, and `−/−` for a double forfeit. */
const UNPLAYED: Record<string, string> = { '1-0': '+/−', '0-1': '−/+', '0-0': '−/−' };
const UNPLAYED_TERMINATIONS = new Set(['no-show', 'forfeit']);

/** A result as written for a game that was not played: 1-0 is +/−, 0-1 −/+, 0-0 −/−. */
export function unplayedResult(result: string): string {
  return UNPLAYED[result] ?? result;
}

/**
 * A finished game in words: «Партия окончена: 1-0, мат.», an unplayed one with +/−, a voided one
 * as such, and the arbiter's reason when an arbiter ended it; empty while it goes on.
 */
export function resultText(model: GameModel): string {
  if (!model.result) return '';
  const reason = model.endReason ? ` ${t('game.arbiterReason', { reason: model.endReason })}` : '';
  if (model.result === '*') return t('game.voidedResult') + reason;
  const key = `game.termination.${model.termination}`;
  const how = hasMessage(key) ? t(key) : model.termination ?? '';
  // ½ as score sheets write it, not 1/2.
  const result = UNPLAYED_TERMINATIONS.has(model.termination ?? '') ? unplayedResult(model.result) : model.result.replace(/1\/2/g, '½');
  return t('game.result', { result, how }) + reason;
}

/**
 * One side's clock counted down from the server's snapshot: the time (spoken in words), «идут»
 * while it runs and «Мало времени!» under 30 s, in text and not by colour alone. `beside` follows
 * the side's name (a player's connection, a team's name).
 */
export function clockFace(reading: ClockReading, side: Side, now: number, beside: TemplateResult = html``): TemplateResult {
  const left = remaining(reading, now)[side];
  const running = reading.clocks.running === side && reading.clocks.status === 'running';
  const low = left < LOW_TIME_MILLIS && reading.clocks.status !== 'ended';
  return html`<div class="clock ${running ? 'running' : ''} ${low ? 'low' : ''}" data-side=${side}>
    <span class="clock-side">${sideName(side)}</span> ${beside}
    <span class="clock-time" aria-label=${t('game.clockOf', { side: sideName(side), time: spokenClock(left, locale()) })}>${formatClock(left)}</span>
    ${running ? html`<span class="clock-state">${t('game.clockRunning')}</span>` : nothing}
    ${low ? html`<strong class="clock-low">${t('game.lowTime')}</strong>` : nothing}
  </div>`;
}

/**
 * A small picture of a position, White at the bottom, the last move framed. Hidden from assistive
 * tech: the words next to it (whose move, the last move, the result) say what a listener needs,
 * and the live board one click away names every square.
 */
export function miniBoard(fen: string, lastMove?: { from: string; to: string }): TemplateResult {
  return html`<div class="mini-board" aria-hidden="true">${parseBoard(fen).map((square) => {
    const last = lastMove && (lastMove.from === square.name || lastMove.to === square.name);
    const white = square.piece !== undefined && square.piece === square.piece.toUpperCase();
    return html`<span class="square ${square.dark ? 'dark' : 'light'} ${last ? 'last' : ''}"><span class="piece ${white ? 'white' : 'black'}">${square.piece ? GLYPHS[square.piece] : ''}</span></span>`;
  })}</div>`;
}
