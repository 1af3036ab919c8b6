import { Chess } from 'chess.js';
import { html, nothing, type TemplateResult } from 'lit-html';
import { live } from 'lit-html/directives/live.js';
import type { AppContext, Page } from '../context';
import { formatDateTime, hasMessage, locale, t, viewerTimeZone, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { Role } from '../token';
import { ArbiterCalls, MAX_CALL_MESSAGE, type ArbiterCall } from '../game/arbiter-calls';
import { callThread, replyForm } from '../game/call-thread';
import { GLYPHS, orient, parseBoard, squareLabel, type Side, type Square } from '../game/board';
import { claimsNow, type ClaimsNow } from '../game/claims';
import { formatClock, formatCountdown, LOW_TIME_MILLIS, remaining, spokenClock, type ClockReading } from '../game/clock';
import { loadGameContext, type GameContext } from '../game/context';
import { applyEvent, fromState, hasMoved, legalMoves, moveFacts, type GameModel } from '../game/model';
import {
  formatSan, matchTyped, NOTATION_PREFERENCE, savedNotation, savedSpeech, SPEECH_PREFERENCE, spokenMove, spokenMoveOnly, spokenPosition,
  type MoveFacts, type Notation, type Speech,
} from '../game/notation';
import { checkedKing, clockNow, premoveTargets, untilStart } from '../game/position';
import { GameConnection, socketUrl, type ConnectionStatus, type Presence, type QuickplayDecidedEvent, type ServerMessage, type SocketLike } from '../game/protocol';
import { canClaimQuickplay } from '../game/quickplay';
import { FocusReporter } from '../game/focus';
import { Sounds } from '../game/sound';
import { resultText, sideName } from '../game/view';
import '../game/game-page.css';

const PREFS = 'teamchess.game.';
const PROMOTIONS = ['q', 'r', 'b', 'n'] as const;
const FILES = 'abcdefgh';
/** How often an open call for the arbiter is read again, to say when he marked it handled. */
// While a call is open its thread is read this often: the arbiter's «Иду» reaches the board within seconds.
const CALL_REFRESH_MILLIS = 5_000;

/** A move chosen while the opponent thinks, played as soon as it is the player's turn (if still legal then). */
interface Premove { from: string; to: string }

/** A message next to the board: a refusal or a local mistake (an alert), or news (a status). */
interface Notice { text: string; alert: boolean }

/**
 * The live board of one game (`#/games/{id}`), laid out as chess sites do: the board sized to the
 * window with the player's own side at the bottom, each player's name, team, connection and clock
 * above and below it (beside it on a laptop), coordinates, the last move and a check shaded, refusals
 * in plain words next to the board, and only the buttons that apply now. The board is 64 labelled
 * buttons (click-click, drag, arrow keys; premoves while the opponent thinks), the moves in Russian or
 * English notation, the clocks counted from the server's snapshot and started at the scheduled start
 * by the page itself; an accessible mode types or picks moves and says moves and the position in the
 * words of the Laws' Appendix E. A player may call the arbiter with a short message.
 */
export class GamePage implements Page {
  private model: GameModel | undefined;
  private connection: GameConnection | undefined;
  /** Tells the server when the page loses focus during the player's own turn (fair play; a player only). */
  private focus: FocusReporter | undefined;
  private status: ConnectionStatus = 'connecting';
  private notice: Notice | undefined;
  private loginNeeded = false;
  private selected: string | undefined;
  private focused = 'e2';
  private dragFrom: string | undefined;
  private promotion: { from: string; to: string } | undefined;
  private premove: Premove | undefined;
  private confirmResign = false;
  private typed = '';
  private picked = '';
  private timer: ReturnType<typeof setInterval> | undefined;
  private lowTimeWarned = false;
  private lastFace = '';
  private info: GameContext = {};
  /** Whether the opponent has been seen connected on this page: his first connection is not a return. */
  private opponentSeen = false;
  private lastMove: MoveFacts | undefined;
  private spokenCache: { key: string; moves: string[] } = { key: '', moves: [] };
  private claimCache: { key: string; claims: ClaimsNow } | undefined;
  private readonly calls: ArbiterCalls;
  private call: ArbiterCall | undefined;
  private callForm = false;
  private callMessage = '';
  private callBusy = false;
  private callTimer: ReturnType<typeof setInterval> | undefined;
  private callReply = '';
  private callReplyBusy = false;
  private callReplyFailure = '';
  private measured = 0;
  private measuredBelow = 0;
  private readonly sounds: Sounds;

  constructor(private readonly context: AppContext, private readonly gameId: string,
    private readonly socketFactory: (url: string) => SocketLike = (url) => new WebSocket(url) as unknown as SocketLike) {
    this.sounds = new Sounds(context.storage);
    this.calls = new ArbiterCalls(context.api, context.config.gameUrl);
  }

  title(): string {
    return t('game.title');
  }

  /** Without a login the page joins as an anonymous spectator; a service that allows none refuses. */
  enter(): void {
    this.connection = new GameConnection({
      url: socketUrl(this.context.config.gameUrl, this.gameId),
      token: () => this.context.auth.accessToken(),
      socket: this.socketFactory,
      onMessage: (message) => this.receive(message),
      onStatus: (status) => { this.status = status; this.focus?.turn(this.myTurn()); this.context.update(); },
    });
    this.connection.connect();
    this.focus = new FocusReporter((message) => this.connection?.send(message) ?? false);
    // Ten times a second: the clocks show tenths under ten seconds; the page is drawn only when a clock's face changes.
    this.timer = setInterval(() => this.tick(), 100);
    document.addEventListener('keydown', this.shortcut);
    window.addEventListener('resize', this.measure);
    if (this.context.auth.claims()) {
      void loadGameContext(this.context.api, this.context.config.gameUrl, this.context.config.tournamentUrl, this.gameId)
        .then((info) => { this.info = info; this.context.update(); })
        .catch(() => undefined);
    }
  }

  leave(): void {
    document.removeEventListener('keydown', this.shortcut);
    window.removeEventListener('resize', this.measure);
    this.focus?.dispose();
    this.connection?.close();
    if (this.timer) clearInterval(this.timer);
    if (this.callTimer) clearInterval(this.callTimer);
  }

  /**
   * The board's size follows the window (game-page.css): the CSS needs where the board starts on the
   * page, which depends on the site's header above it (wrapped menus on a phone), so it is measured.
   */
  private readonly measure = (): void => {
    const page = document.querySelector<HTMLElement>('.game-page');
    const area = page?.querySelector<HTMLElement>('.board-area');
    if (!page || !area) return;
    const top = Math.round(area.getBoundingClientRect().top + window.scrollY);
    const below = page.querySelector<HTMLElement>('.player-bar.bottom')?.offsetHeight ?? 0;
    if (Math.abs(top - this.measured) > 1 || Math.abs(below - this.measuredBelow) > 1) {
      this.measured = top;
      this.measuredBelow = below;
      page.style.setProperty('--board-top', `${top}px`);
      page.style.setProperty('--bar', `${below}px`);
    }
  };

  /** Alt+C says both clocks, Alt+M the last move, Alt+P the position, wherever the focus is. */
  private readonly shortcut = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.premove) {
      this.cancelPremove();
      return;
    }
    if (!event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.code === 'KeyC') {
      event.preventDefault();
      this.sayClocks();
    } else if (event.code === 'KeyM' && this.model) {
      event.preventDefault();
      this.context.announce(this.lastMoveText(this.model));
    } else if (event.code === 'KeyP' && this.model) {
      event.preventDefault();
      this.context.announce(spokenPosition(this.model.fen, locale(), this.speech()));
    }
  };

  private pref(name: string): boolean {
    return this.context.storage.getItem(PREFS + name) === 'true';
  }

  private setPref(name: string, value: boolean): void {
    this.context.storage.setItem(PREFS + name, String(value));
    this.measured = 0;
    this.context.update();
  }

  private notation(): Notation {
    return savedNotation(this.context.storage);
  }

  private speech(): Speech {
    return savedSpeech(this.context.storage);
  }

  private say(text: string, alert: boolean): void {
    this.notice = { text, alert };
    this.context.announce(text);
  }

  /** The clocks now, with a start the server has not announced yet counted from the scheduled start. */
  private reading(model: GameModel, now = Date.now()): ClockReading | undefined {
    if (!model.clock) return undefined;
    return model.status === 'scheduled' ? clockNow(model.clock, model.scheduledStart, model.toMove, now) : model.clock;
  }

  /** Milliseconds until the scheduled start; 0 once it has come (or there is none). */
  private untilStart(model: GameModel, now = Date.now()): number {
    return model.status === 'scheduled' ? untilStart(model.clock, model.scheduledStart, now) : 0;
  }

  private tick(): void {
    const model = this.model;
    if (!model) return;
    const now = Date.now();
    // The scheduled start may come between messages: his turn begins then.
    this.focus?.turn(this.myTurn());
    const reading = this.reading(model, now);
    if (reading && model.seat !== 'spectator' && !this.lowTimeWarned && reading.clocks.status === 'running') {
      const left = remaining(reading, now)[model.seat];
      if (left < LOW_TIME_MILLIS && reading.clocks.running === model.seat) {
        this.lowTimeWarned = true;
        this.sounds.play('low-time');
        this.context.announce(t('game.lowTimeSaid', { time: spokenClock(left, locale()) }));
      }
    }
    const left = reading ? remaining(reading, now) : undefined;
    const face = [left ? formatClock(left.white) : '', left ? formatClock(left.black) : '', reading?.clocks.status ?? '',
      Math.ceil(this.untilStart(model, now) / 1000)].join('|');
    if (face !== this.lastFace) {
      this.lastFace = face;
      this.context.update();
    }
  }

  private receive(message: ServerMessage): void {
    const now = Date.now();
    switch (message.type) {
      case 'state': {
        const before = this.model?.presence;
        const first = !this.model;
        this.model = fromState(message, now);
        if (!message.presence && before) this.model.presence = before;
        this.notice = undefined;
        this.lastMove = this.replayLast(this.model);
        if (this.lastMove) this.model.lastMove = { from: this.lastMove.from, to: this.lastMove.to };
        if (first) this.afterSeated();
        this.presenceChanged(before);
        break;
      }
      case 'resumed':
        if (this.model) {
          const before = this.model.presence;
          this.model = { ...this.model, seat: message.seat, presence: message.presence ?? before };
          this.presenceChanged(before);
        }
        this.notice = undefined;
        break;
      case 'presence': {
        if (!this.model) return;
        const before = this.model.presence;
        this.model = { ...this.model, presence: { white: message.white, black: message.black } };
        this.presenceChanged(before);
        break;
      }
      case 'ack':
        break;
      case 'error':
        // A refused focus signal is the server's business (fair-play data), not the player's.
        if (message.replyTo === 'focus') return;
        this.loginNeeded = message.code === 'unauthorized' && !this.context.auth.claims();
        this.premove = undefined;
        this.say(this.refusalText(message.code), true);
        break;
      default: {
        if (!this.model) return;
        const { model, move } = applyEvent(this.model, message, now);
        this.model = model;
        if (move) {
          this.selected = undefined;
          this.notice = undefined;
          this.lastMove = move;
          this.sounds.play(move.san.endsWith('+') || move.san.endsWith('#') ? 'check' : move.captured ? 'capture' : 'move');
          this.context.announce(spokenMove(move, locale(), this.speech()));
          this.playPremove();
        }
        if (message.type === 'draw-offered') this.context.announce(this.drawOfferText(message.by));
        if (message.type === 'draw-declined') this.context.announce(t('game.drawDeclined'));
        if (message.type === 'quickplay-claimed' || message.type === 'flag-fell') this.context.announce(this.quickplayClaimText(this.model));
        if (message.type === 'quickplay-decided') this.context.announce(this.quickplayDecisionText(message));
        if (message.type === 'game-ended') {
          this.premove = undefined;
          this.sounds.play('game-end');
          // After the move's words, so that both are heard.
          setTimeout(() => this.context.announce(this.model ? resultText(this.model) : ''), 1200);
        }
      }
    }
    this.focus?.turn(this.myTurn());
    this.context.update();
    requestAnimationFrame(this.measure);
  }

  /** Once seated: a player's open call for the arbiter (after a reload) is shown again. */
  private afterSeated(): void {
    if (this.model?.seat === 'spectator' || !this.context.auth.claims()?.roles.includes(Role.PLAYER)) return;
    void this.calls.ofGame(this.gameId).then((calls) => {
      this.call = calls.filter((call) => !call.handledAt).pop();
      if (this.call) this.watchCall();
      this.context.update();
    }).catch(() => undefined);
  }

  /** The last move's details after a (re)load, for the words said on request; undefined for Chess960. */
  private replayLast(model: GameModel): MoveFacts | undefined {
    if (model.moves.length === 0) return undefined;
    const positions = this.positionsBefore(model);
    const before = positions[positions.length - 1];
    return before ? moveFacts(before, model.moves[model.moves.length - 1]!, model.variant) : undefined;
  }

  /** The FEN before each move (standard chess; empty when chess.js cannot replay the game). */
  private positionsBefore(model: GameModel): string[] {
    const fens: string[] = [];
    let fen = model.startFen;
    for (const san of model.moves) {
      fens.push(fen);
      const after = model.variant === 'standard' ? fenAfter(fen, san) : undefined;
      if (!after) return [];
      fen = after;
    }
    return fens;
  }

  /**
   * Announces a change of the opponent's connection (a player only; a spectator hears nothing).
   * Nothing on the first presence known; his first connection is "joined", only a later one "back".
   */
  private presenceChanged(before: Presence | undefined): void {
    const model = this.model;
    if (!model || !model.presence || model.seat === 'spectator') return;
    const opponent = model.seat === 'white' ? 'black' : 'white';
    const is = model.presence[opponent]?.connected === true;
    const seenBefore = this.opponentSeen;
    if (is) this.opponentSeen = true;
    if (!before) return;
    const was = before[opponent]?.connected === true;
    if (was === is) return;
    this.context.announce(is ? t(seenBefore ? 'game.opponentBack' : 'gamepage.opponentJoined') : t('game.opponentLeft'));
  }

  /** A draw offer as the viewer is told it: the offerer hears that he offered, his opponent that the opponent offers. */
  private drawOfferText(by: Side): string {
    const seat = this.model?.seat;
    if (seat === by) return t('gamepage.youOfferedDraw');
    if (seat === 'white' || seat === 'black') return t('gamepage.opponentOffersDraw');
    return t('game.drawOfferedBy', { side: sideName(by) });
  }

  /** A refusal of the server in plain words: no code, no English, no UTC; the start in the viewer's zone. */
  private refusalText(code: string): string {
    const model = this.model;
    if (code === 'not-started' && model?.scheduledStart) {
      return t('gamepage.refused.notStarted', { time: formatDateTime(model.scheduledStart, viewerTimeZone()) });
    }
    const key = `game.error.${code}`;
    if (!hasMessage(key)) return t('gamepage.refused.unknown');
    const words = t(key);
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  }

  private started(model: GameModel): boolean {
    return model.status !== 'scheduled' || this.untilStart(model) === 0;
  }

  private myTurn(): boolean {
    const model = this.model;
    return !!model && model.seat !== 'spectator' && model.status !== 'finished' && model.toMove === model.seat
      && this.status === 'open' && this.started(model);
  }

  /** A player may premove while the opponent is to move (in a game going on). */
  private canPremove(): boolean {
    const model = this.model;
    return !!model && model.seat !== 'spectator' && model.status !== 'finished' && model.toMove !== model.seat
      && model.variant === 'standard';
  }

  private legal() {
    const model = this.model;
    return model && this.myTurn() ? legalMoves(model.fen, model.variant) : [];
  }

  private isOwn(piece: string | undefined): boolean {
    return !!piece && !!this.model && (piece === piece.toUpperCase()) === (this.model.seat === 'white');
  }

  private activate(square: Square): void {
    const model = this.model;
    if (!model) return;
    if (!this.myTurn()) {
      if (this.canPremove()) this.activatePremove(square);
      return;
    }
    const mine = this.isOwn(square.piece);
    if (this.selected && this.selected !== square.name && !mine) {
      this.tryMove(this.selected, square.name);
      return;
    }
    this.selected = mine && this.selected !== square.name ? square.name : undefined;
    this.context.update();
  }

  private activatePremove(square: Square): void {
    const model = this.model!;
    if (this.premove) {
      this.cancelPremove();
      return;
    }
    if (this.selected && this.selected !== square.name && !this.isOwn(square.piece)) {
      const side = model.seat as Side;
      if (premoveTargets(model.fen, side, this.selected).includes(square.name)) {
        this.premove = { from: this.selected, to: square.name };
        this.selected = undefined;
        this.context.announce(t('gamepage.premoveSet', { from: this.premove.from, to: square.name }));
      } else {
        this.selected = undefined;
      }
      this.context.update();
      return;
    }
    this.selected = this.isOwn(square.piece) && this.selected !== square.name ? square.name : undefined;
    this.context.update();
  }

  private cancelPremove(): void {
    this.premove = undefined;
    this.selected = undefined;
    this.context.announce(t('gamepage.premoveCancelled'));
    this.context.update();
  }

  /** The premove, now that it is the player's turn: played when legal (a pawn reaching the last rank becomes a queen), else dropped with words. */
  private playPremove(): void {
    const premove = this.premove;
    if (!premove || !this.myTurn()) return;
    this.premove = undefined;
    const candidates = this.legal().filter((move) => move.from === premove.from && move.to === premove.to);
    if (candidates.length === 0) {
      this.say(t('gamepage.premoveDropped', { from: premove.from, to: premove.to }), false);
      return;
    }
    const promotion = candidates.find((move) => move.promotion === 'q') ? 'q' : '';
    this.send(`${premove.from}${premove.to}${promotion}`);
  }

  private tryMove(from: string, to: string): void {
    const model = this.model;
    if (!model) return;
    const candidates = this.legal().filter((move) => move.from === from && move.to === to);
    if (model.variant === 'standard' && candidates.length === 0) {
      this.selected = undefined;
      this.say(t('game.illegalLocal', { from, to }), true);
      this.context.update();
      return;
    }
    if (candidates.some((move) => move.promotion)) {
      this.promotion = { from, to };
      this.context.update();
      requestAnimationFrame(() => (document.querySelector('.promotion button') as HTMLElement | null)?.focus());
      return;
    }
    this.send(`${from}${to}`);
  }

  private send(uci: string): void {
    this.selected = undefined;
    this.promotion = undefined;
    this.notice = undefined;
    this.connection?.move({ uci });
    this.context.update();
  }

  private submitTyped(): void {
    const model = this.model;
    if (!model) return;
    const text = this.typed.trim();
    if (!text) return;
    const legal = this.legal();
    if (model.variant === 'standard') {
      const san = matchTyped(text, legal.map((move) => move.san));
      if (!san) {
        this.say(t('game.typedIllegal', { text }), true);
        this.context.update();
        return;
      }
      this.connection?.move({ san });
    } else {
      this.connection?.move({ san: text });
    }
    this.notice = undefined;
    this.typed = '';
    this.context.update();
  }

  private command(type: 'offer-draw' | 'accept-draw' | 'decline-draw' | 'resign' | 'claim-quickplay-draw'): void {
    this.confirmResign = false;
    this.notice = undefined;
    if (!this.connection?.send({ type })) this.say(this.notConnected(), true);
    this.context.update();
  }

  private claim(claim: 'threefold-repetition' | 'fifty-moves', san?: string): void {
    this.notice = undefined;
    if (!this.connection?.send(san ? { type: 'claim-draw', claim, san } : { type: 'claim-draw', claim })) this.say(this.notConnected(), true);
    this.context.update();
  }

  private notConnected(): string {
    const words = t('game.notConnected');
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  }

  private sayClocks(): void {
    const model = this.model;
    const reading = model && this.reading(model);
    if (!reading) {
      this.context.announce(t('game.noClock'));
      return;
    }
    const left = remaining(reading, Date.now());
    this.context.announce(t('game.clocksSaid', {
      white: spokenClock(left.white, locale()), black: spokenClock(left.black, locale()),
    }));
  }

  private keyOnBoard(event: KeyboardEvent, side: Side): void {
    const steps: Record<string, [number, number]> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const sign = side === 'black' ? -1 : 1;
    const file = Math.min(7, Math.max(0, FILES.indexOf(this.focused[0]!) + step[0] * sign));
    const rank = Math.min(8, Math.max(1, Number(this.focused[1]) + step[1] * sign));
    this.focused = `${FILES[file]}${rank}`;
    this.context.update();
    (document.querySelector(`[data-square="${this.focused}"]`) as HTMLElement | null)?.focus();
  }

  private pointerUp(event: PointerEvent): void {
    const from = this.dragFrom;
    this.dragFrom = undefined;
    const target = (document.elementFromPoint(event.clientX, event.clientY) as HTMLElement | null)?.closest('[data-square]');
    const to = target?.getAttribute('data-square');
    if (!from || !to || to === from) return;
    if (this.myTurn()) {
      this.selected = from;
      this.tryMove(from, to);
    } else if (this.canPremove() && this.model) {
      this.premove = undefined;
      this.selected = from;
      this.activatePremove({ name: to, dark: false, piece: parseBoard(this.model.fen).find((square) => square.name === to)?.piece });
    }
  }

  view(): TemplateResult {
    if (this.loginNeeded) {
      return html`<h1 id="page-title" tabindex="-1">${t('game.title')}</h1>
        <p>${t('game.loginFirst')}</p>
        <button type="button" class="primary" @click=${() => this.context.login(window.location.hash)}>${t('auth.login')}</button>`;
    }
    const model = this.model;
    const classes = ['game-page', this.pref('contrast') ? 'high-contrast' : '', this.pref('large') ? 'large-board' : ''].join(' ');
    if (this.measured === 0) requestAnimationFrame(this.measure);
    return html`<div class=${classes}>
      <div class="game-head">
        <h1 id="page-title" tabindex="-1">${this.heading()}</h1>
        <p class="game-facts">
          <span class="seat">${!model ? '' : model.seat === 'spectator' ? t('game.spectator') : t('game.youPlay', { side: sideName(model.seat) })}</span>
          ${model?.timeControl ? html` <span>${t('game.timeControl', { tc: model.timeControl })}</span>` : nothing}
          <span class="connection" role="status">${t(`game.connection.${this.status}` as MessageKey)}</span>
        </p>
      </div>
      ${model ? this.gameView(model) : html`<p>${t('common.loading')}</p>`}
    </div>`;
  }

  /** «Партия — Кубок Чукотки, тур 2, доска 3», «… решающая партия (армагеддон)», «Товарищеская партия». */
  private heading(): string {
    const info = this.info;
    if (info.friendly) return t('gamepage.friendly');
    if (!info.round) return t('game.title');
    const where = info.decider
      ? t('gamepage.whereDecider', { round: info.round })
      : t('gamepage.where', { round: info.round, board: info.board ?? '' });
    return info.tournamentName ? `${info.tournamentName}: ${where}` : where;
  }

  private gameView(model: GameModel): TemplateResult {
    const bottom: Side = model.seat === 'black' ? 'black' : 'white';
    const top: Side = bottom === 'white' ? 'black' : 'white';
    return html`
      ${this.playerBar(model, top, 'top')}
      <div class="board-area">${this.boardView(model, bottom)}${this.coordinates(bottom)}</div>
      ${this.playerBar(model, bottom, 'bottom')}
      <div class="game-info">
        ${this.statusLine(model)}
        <div class="game-notice">${this.notice
          ? html`<p class=${this.notice.alert ? 'game-error' : 'game-news'} role=${this.notice.alert ? 'alert' : 'status'}>${this.notice.text}</p>`
          : nothing}</div>
        ${this.quickplayView(model)}
        ${this.controls(model)}
        ${this.moveList(model)}
      </div>
      <div class="game-more">
        ${this.arrivalNote(model)}
        ${this.pref('accessible') ? this.accessiblePanel(model) : nothing}
        ${this.options()}
      </div>
      ${this.promotion ? this.promotionDialog(model) : nothing}`;
  }

  /** Whose move, the countdown to the start, or the result: the line a glance at the board needs. */
  private statusLine(model: GameModel): TemplateResult {
    if (model.status === 'finished') {
      return html`<p class="result" role="status"><strong>${resultText(model)}</strong></p>`;
    }
    const wait = this.untilStart(model);
    if (wait > 0 && model.scheduledStart) {
      return html`<p class="scheduled">${t('gamepage.startsIn', {
        time: formatDateTime(model.scheduledStart, viewerTimeZone()), left: formatCountdown(wait),
      })}</p>`;
    }
    const side = sideName(model.toMove);
    return html`<p class="to-move">${t('game.toMove', { side })}${this.myTurn() ? html` — <strong>${t('game.yourMove')}</strong>` : nothing}
      ${this.premove ? html`<span class="premove-note">${t('gamepage.premoveShown', { from: this.premove.from, to: this.premove.to })}
        <button type="button" class="link-button" @click=${() => this.cancelPremove()}>${t('gamepage.premoveCancel')}</button></span>` : nothing}</p>`;
  }

  /** Before the start: the time by which both must be at the board (Art. 6.7.1), in the viewer's zone. */
  private arrivalNote(model: GameModel): TemplateResult {
    const deadline = model.arrivalDeadline;
    if (!deadline || model.status === 'finished' || !(Date.parse(deadline) > Date.now())) return html``;
    const moved = model.seat === 'spectator' ? model.moves.length > 0 : hasMoved(model, model.seat);
    if (moved) return html``;
    return html`<p class="arrival-deadline">${t('game.arrivalDeadline', { time: formatDateTime(deadline, viewerTimeZone()) })}</p>`;
  }

  /** One player: name, team and colour, connection, clock (running and low time said in words, not by colour alone). */
  private playerBar(model: GameModel, side: Side, place: 'top' | 'bottom'): TemplateResult {
    const name = side === 'white' ? this.info.whiteName : this.info.blackName;
    const team = side === 'white' ? this.info.whiteTeam : this.info.blackTeam;
    const you = model.seat === side;
    const shown = name ?? (you ? this.context.auth.claims()?.name : undefined) ?? (model.seat !== 'spectator' && !you ? t('gamepage.opponent') : '');
    const reading = this.reading(model);
    const presence = model.presence?.[side];
    let clock: TemplateResult | typeof nothing = nothing;
    let running = false;
    let low = false;
    if (reading) {
      const left = remaining(reading, Date.now())[side];
      running = reading.clocks.running === side && reading.clocks.status === 'running';
      low = left < LOW_TIME_MILLIS && reading.clocks.status !== 'ended';
      clock = html`<span class="clock-time" aria-label=${t('game.clockOf', { side: sideName(side), time: spokenClock(left, locale()) })}>${formatClock(left)}</span>`;
    }
    return html`<div class="player-bar ${place} ${running ? 'running' : ''} ${low ? 'low' : ''}" data-side=${side}>
      <span class="player-id">
        <span class="player-name"><span class="side-mark ${side}" aria-hidden="true"></span> ${shown || sideName(side)}${you ? html` <span class="you">${t('gamepage.you')}</span>` : nothing}</span>
        <span class="player-detail">${shown ? html`<span class="clock-side">${sideName(side)}</span>` : nothing}${team ? html`<span class="team">${team}</span>` : nothing}
          ${presence ? html`<span class="presence ${presence.connected ? 'online' : 'offline'}" data-side=${side}>${t(presence.connected ? 'game.presence.online' : 'game.presence.offline')}</span>` : nothing}</span>
      </span>
      <span class="player-clock clock ${running ? 'running' : ''} ${low ? 'low' : ''}" data-side=${side}>
        ${clock}
        ${running ? html`<span class="clock-state">${t('game.clockRunning')}</span>` : nothing}
        ${low ? html`<strong class="clock-low">${t('game.lowTime')}</strong>` : nothing}
      </span>
    </div>`;
  }

  /**
   * The coordinates over the edge squares, in the other square colour: a layer of their own, so that
   * the squares' names are only their labels (a text inside a button would have to start its name).
   */
  private coordinates(side: Side): TemplateResult {
    const files = side === 'white' ? [...FILES] : [...FILES].reverse();
    const ranks = side === 'white' ? ['8', '7', '6', '5', '4', '3', '2', '1'] : ['1', '2', '3', '4', '5', '6', '7', '8'];
    const dark = (file: string, rank: string) => (FILES.indexOf(file) + Number(rank)) % 2 === 1;
    return html`<div class="coords" aria-hidden="true">
      ${ranks.map((rank, row) => html`<span class="coord rank ${dark(files[0]!, rank) ? 'on-dark' : 'on-light'}" data-row=${row}>${rank}</span>`)}
      ${files.map((file, column) => html`<span class="coord file ${dark(file, ranks[7]!) ? 'on-dark' : 'on-light'}" data-column=${column}>${file}</span>`)}
    </div>`;
  }

  private boardView(model: GameModel, side: Side): TemplateResult {
    const lang = locale();
    const selectedTargets = this.selected
      ? (this.myTurn() ? this.legal().filter((move) => move.from === this.selected).map((move) => move.to)
        : this.canPremove() ? premoveTargets(model.fen, model.seat as Side, this.selected) : [])
      : [];
    const targets = new Set<string>(selectedTargets);
    const check = checkedKing(model.fen, model.moves[model.moves.length - 1]);
    const squares = orient(parseBoard(model.fen), side);
    const last = model.lastMove;
    return html`<div class="board" role="group" aria-label=${t('game.board', { side: sideName(side) })}
        @keydown=${(event: KeyboardEvent) => this.keyOnBoard(event, side)}
        @pointerup=${(event: PointerEvent) => this.pointerUp(event)}
        @contextmenu=${(event: Event) => { if (this.premove) { event.preventDefault(); this.cancelPremove(); } }}>
      ${squares.map((square) => {
        const isLast = !!last && (last.from === square.name || last.to === square.name);
        const isPremove = !!this.premove && (this.premove.from === square.name || this.premove.to === square.name);
        const extra = [
          this.selected === square.name ? t('game.squareSelected') : '',
          targets.has(square.name) ? t('game.squareTarget') : '',
          isLast ? t('game.squareLastMove') : '',
          check === square.name ? t('gamepage.squareCheck') : '',
          isPremove ? t('gamepage.squarePremove') : '',
        ].filter(Boolean).join(', ');
        const label = squareLabel(square, lang) + (extra ? `, ${extra}` : '');
        const white = square.piece !== undefined && square.piece === square.piece.toUpperCase();
        const classes = ['square', square.dark ? 'dark' : 'light', this.selected === square.name ? 'selected' : '',
          targets.has(square.name) ? (square.piece ? 'target capture' : 'target') : '', isLast ? 'last' : '',
          check === square.name ? 'check' : '', isPremove ? 'premove' : ''].filter(Boolean).join(' ');
        return html`<button type="button" class=${classes}
          data-square=${square.name} aria-label=${label} tabindex=${square.name === this.focused ? '0' : '-1'}
          @focus=${() => { this.focused = square.name; }}
          @click=${() => this.activate(square)}
          @pointerdown=${(event: PointerEvent) => { if (square.piece && (this.myTurn() || this.canPremove()) && this.isOwn(square.piece)) { this.dragFrom = square.name; (event.currentTarget as HTMLElement).releasePointerCapture?.(event.pointerId); } }}>
          <span aria-hidden="true" class="piece ${white ? 'white' : 'black'}">${square.piece ? GLYPHS[square.piece] : ''}</span>
        </button>`;
      })}
    </div>`;
  }

  private promotionDialog(model: GameModel): TemplateResult {
    const promotion = this.promotion!;
    const white = model.seat === 'white';
    return html`<div class="promotion" role="dialog" aria-modal="true" aria-labelledby="promotion-title"
        @keydown=${(event: KeyboardEvent) => { if (event.key === 'Escape') { this.promotion = undefined; this.context.update(); } }}>
      <h2 id="promotion-title">${t('game.promoteTo')}</h2>
      ${PROMOTIONS.map((piece) => html`<button type="button" @click=${() => this.send(`${promotion.from}${promotion.to}${piece}`)}>
        <span aria-hidden="true">${GLYPHS[white ? piece.toUpperCase() : piece]}</span> ${t(`game.piece.${piece}` as MessageKey)}</button>`)}
      <button type="button" @click=${() => { this.promotion = undefined; this.context.update(); }}>${t('game.cancel')}</button>
    </div>`;
  }

  private claims(model: GameModel): ClaimsNow {
    const key = `${model.fen}|${model.moves.length}`;
    if (this.claimCache?.key !== key) this.claimCache = { key, claims: claimsNow(model.startFen, model.moves, model.variant) };
    return this.claimCache.claims;
  }

  private controls(model: GameModel): TemplateResult {
    if (model.seat === 'spectator' || model.status === 'finished') {
      return html`${model.status === 'finished' ? html`<p><a href=${`${this.context.config.gameUrl}/api/games/${model.gameId}/pgn?notation=${this.notation()}`}
        @click=${(event: Event) => { event.preventDefault(); void this.downloadPgn(model); }}>${t('game.downloadPgn')}</a></p>` : nothing}
        ${model.seat !== 'spectator' ? this.arbiterCall() : nothing}`;
    }
    const theirOffer = model.drawOffer && model.drawOffer !== model.seat;
    const myOffer = model.drawOffer === model.seat;
    const myTurn = this.myTurn();
    const started = this.started(model);
    const claims = myTurn ? this.claims(model) : undefined;
    const notation = this.notation();
    return html`<div class="game-controls" role="group" aria-label=${t('game.actions')}>
      ${theirOffer
        ? html`<p class="draw-offer"><strong>${t('gamepage.opponentOffersDraw')}</strong></p>
          <button type="button" @click=${() => this.command('accept-draw')}>${t('game.acceptDraw')}</button>
          <button type="button" @click=${() => this.command('decline-draw')}>${t('game.declineDraw')}</button>`
        : myOffer ? html`<p class="draw-offer">${t('gamepage.youOfferedDraw')}</p>`
          : started ? html`<button type="button" @click=${() => this.command('offer-draw')}>${t('game.offerDraw')}</button>` : nothing}
      ${!started ? nothing : this.confirmResign
        ? html`<button type="button" class="danger" @click=${() => this.command('resign')}>${t('game.confirmResign')}</button>
          <button type="button" @click=${() => { this.confirmResign = false; this.context.update(); }}>${t('game.cancel')}</button>`
        : html`<button type="button" @click=${() => { this.confirmResign = true; this.context.update(); }}>${t('game.resign')}</button>`}
      ${claims?.threefold ? html`<button type="button" @click=${() => this.claim('threefold-repetition')}>${t('game.claimThreefold')}</button>` : nothing}
      ${claims?.threefoldWith.map((san) => html`<button type="button" @click=${() => this.claim('threefold-repetition', san)}>
        ${t('gamepage.claimThreefoldWith', { move: formatSan(san, notation) })}</button>`) ?? nothing}
      ${claims?.fifty ? html`<button type="button" @click=${() => this.claim('fifty-moves')}>${t('game.claimFifty')}</button>` : nothing}
      ${myTurn && canClaimQuickplay(model, Date.now()) ? html`<p class="hint" id="quickplay-explained">${t('game.quickplayExplained')}</p>
        <button type="button" aria-describedby="quickplay-explained" @click=${() => this.command('claim-quickplay-draw')}>${t('game.claimQuickplay')}</button>` : nothing}
    </div>
    ${this.arbiterCall()}`;
  }

  /** «Позвать судью»: a short optional message; then when he was called and, later, that he marked it handled. */
  private arbiterCall(): TemplateResult {
    if (!this.context.auth.claims()?.roles.includes(Role.PLAYER)) return html``;
    const call = this.call;
    if (call && !call.handledAt) {
      return html`<div class="arbiter-call">
        <p role="status"><strong>${t('gamepage.callWaiting', { time: clockTime(call.calledAt) })}${this.model?.status === 'finished' ? '' : ` ${t('gamepage.callStay')}`}</strong></p>
        ${callThread(call)}
        ${replyForm({ call, draft: this.callReply, busy: this.callReplyBusy, failure: this.callReplyFailure,
          onInput: (text) => { this.callReply = text; }, onSend: () => void this.sendReply(call) })}</div>`;
    }
    if (!this.callForm) {
      return html`<div class="arbiter-call">
        ${call?.handledAt ? html`<p role="status">${t('gamepage.callHandled', { name: call.handledBy ?? '' })}</p>${callThread(call)}` : nothing}
        <button type="button" class="call-button" @click=${() => { this.callForm = true; this.context.update(); requestAnimationFrame(() => document.getElementById('call-message')?.focus()); }}>
          ${t('gamepage.callArbiter')}</button></div>`;
    }
    return html`<form class="arbiter-call" @submit=${(event: Event) => { event.preventDefault(); void this.sendCall(); }}>
      <label for="call-message">${t('gamepage.callMessage')}</label>
      <p class="hint" id="call-message-hint">${t('gamepage.callHint', { max: MAX_CALL_MESSAGE })}</p>
      <textarea id="call-message" rows="2" maxlength=${MAX_CALL_MESSAGE} aria-describedby="call-message-hint" .value=${live(this.callMessage)}
        @input=${(event: Event) => { this.callMessage = (event.target as HTMLTextAreaElement).value; }}></textarea>
      <div class="call-actions">
        <button type="submit" class="primary" ?disabled=${this.callBusy}>${t('gamepage.callSend')}</button>
        <button type="button" @click=${() => { this.callForm = false; this.context.update(); }}>${t('game.cancel')}</button>
      </div>
    </form>`;
  }

  private async sendCall(): Promise<void> {
    this.callBusy = true;
    this.context.update();
    try {
      this.call = await this.calls.call(this.gameId, this.callMessage.trim());
      this.callForm = false;
      this.callMessage = '';
      this.context.announce(`${t('gamepage.callWaiting', { time: clockTime(this.call.calledAt) })} ${t('gamepage.callStay')}`);
      this.watchCall();
    } catch (error) {
      this.say(t('gamepage.callFailed', { reason: describeFailure(error) }), true);
    } finally {
      this.callBusy = false;
      this.context.update();
    }
  }

  /** The call as read again: the arbiter's new lines and his closing are said aloud. */
  private showCall(now: ArbiterCall): void {
    const before = this.call?.replies?.length ?? 0;
    const fresh = (now.replies ?? []).slice(before).filter((reply) => reply.authorRole === 'arbiter');
    for (const reply of fresh) this.context.announce(t('callthread.arbiterSays', { name: reply.authorName, text: reply.text }));
    if (now.handledAt && !this.call?.handledAt) {
      this.context.announce(`${t('gamepage.callHandled', { name: now.handledBy ?? '' })} ${now.note ?? ''}`.trim());
    }
    this.call = now;
    this.context.update();
  }

  private async sendReply(call: ArbiterCall): Promise<void> {
    const text = this.callReply.trim();
    if (!text || this.callReplyBusy) return;
    this.callReplyBusy = true;
    this.callReplyFailure = '';
    this.context.update();
    try {
      this.showCall(await this.calls.reply(call.id, text));
      this.callReply = '';
    } catch (error) {
      this.callReplyFailure = describeFailure(error);
    } finally {
      this.callReplyBusy = false;
      this.context.update();
    }
  }

  /** Reads the open call again now and then: the arbiter's lines, and when he closed it. */
  private watchCall(): void {
    if (this.callTimer) clearInterval(this.callTimer);
    this.callTimer = setInterval(() => {
      const open = this.call;
      if (!open || open.handledAt) {
        if (this.callTimer) clearInterval(this.callTimer);
        return;
      }
      void this.calls.ofGame(this.gameId).then((calls) => {
        const now = calls.find((call) => call.id === open.id);
        if (!now) return;
        this.showCall(now);
      }).catch(() => undefined);
    }, CALL_REFRESH_MILLIS);
  }

  /** The open quickplay claim and the arbiter's last decision, in words, for players and spectators alike. */
  private quickplayView(model: GameModel): TemplateResult {
    const decision = model.quickplayDecision;
    if (!model.quickplayClaim && !decision) return html``;
    return html`<div class="quickplay-claim">
      ${model.quickplayClaim ? html`<p><strong>${this.quickplayClaimText(model)}</strong></p>` : nothing}
      ${decision ? html`<p>${this.quickplayDecisionText(decision)}</p>` : nothing}
    </div>`;
  }

  private quickplayClaimText(model: GameModel | undefined): string {
    const claim = model?.quickplayClaim;
    if (!claim) return '';
    const mine = model.seat === claim.by;
    return [t(mine ? 'game.quickplayClaimedByYou' : 'game.quickplayClaimed', { side: sideName(claim.by) }),
      claim.postponed ? t('game.quickplayPostponed') : '',
      claim.flagFell ? t('game.quickplayFlagFell', { side: sideName(claim.flagFell) }) : t('game.quickplayGoesOn'),
    ].filter(Boolean).join(' ');
  }

  private quickplayDecisionText(decision: QuickplayDecidedEvent): string {
    return [t('game.quickplayDecision', { decision: t(`game.quickplayDecision.${decision.decision}`), article: decision.article ?? '10.2' }),
      decision.arbiter ? t('game.quickplayArbiter', { name: decision.arbiter }) : '',
      decision.timeAddedTo ? t('game.quickplayTimeAdded', { side: sideName(decision.timeAddedTo) }) : '',
      decision.reason ? t('game.arbiterReason', { reason: decision.reason }) : '',
    ].filter(Boolean).join(' ');
  }

  private async downloadPgn(model: GameModel): Promise<void> {
    try {
      const { blob } = await this.context.api.download(`${this.context.config.gameUrl}/api/games/${model.gameId}/pgn?notation=${this.notation()}`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${model.gameId}.pgn`;
      link.click();
    } catch (error) {
      this.say(describeFailure(error), true);
      this.context.update();
    }
  }

  private accessiblePanel(model: GameModel): TemplateResult {
    const legal = this.legal();
    const notation = this.notation();
    const lang = locale();
    const speech = this.speech();
    return html`<section class="accessible-panel" aria-labelledby="accessible-title">
      <h2 id="accessible-title">${t('game.accessibleTitle')}</h2>
      <form @submit=${(event: Event) => { event.preventDefault(); this.submitTyped(); }}>
        <label for="typed-move">${t('game.typeMove')}</label>
        <p class="hint" id="typed-move-hint">${t('game.typeMoveHint')}</p>
        <input id="typed-move" autocomplete="off" aria-describedby="typed-move-hint" .value=${live(this.typed)}
          ?disabled=${!this.myTurn()} @input=${(event: Event) => { this.typed = (event.target as HTMLInputElement).value; }} />
        <button type="submit" ?disabled=${!this.myTurn()}>${t('game.makeMove')}</button>
      </form>
      ${model.variant === 'standard' ? html`<form @submit=${(event: Event) => {
          event.preventDefault();
          const san = legal.find((move) => move.san === this.picked)?.san ?? legal[0]?.san;
          if (san) { this.connection?.move({ san }); this.picked = ''; }
        }}>
        <label for="legal-moves">${t('game.legalMoves', { count: legal.length })}</label>
        <select id="legal-moves" ?disabled=${legal.length === 0} @change=${(event: Event) => { this.picked = (event.target as HTMLSelectElement).value; }}>
          ${legal.map((move) => html`<option value=${move.san} ?selected=${move.san === this.picked}>${spokenMoveOnly(move, lang, speech)} (${formatSan(move.san, notation)})</option>`)}
        </select>
        <button type="submit" ?disabled=${legal.length === 0}>${t('game.playChosen')}</button>
      </form>` : nothing}
      <div class="say-buttons">
        <button type="button" @click=${() => this.sayClocks()}>${t('game.sayClocks')}</button>
        <button type="button" @click=${() => this.context.announce(this.lastMoveText(model))}>${t('game.sayLastMove')}</button>
        <button type="button" @click=${() => this.context.announce(spokenPosition(model.fen, lang, speech))}>${t('gamepage.sayPosition')}</button>
      </div>
      <div role="group" aria-label=${t('gamepage.speech')} class="speech-choice">
        <span>${t('gamepage.speech')}:</span>
        ${(['ru', 'appendix-e'] as const).map((choice) => html`<button type="button" aria-pressed=${speech === choice ? 'true' : 'false'}
          @click=${() => { this.context.storage.setItem(SPEECH_PREFERENCE, choice); this.context.update(); }}>${t(choice === 'ru' ? 'gamepage.speechRu' : 'gamepage.speechAppendix')}</button>`)}
      </div>
    </section>`;
  }

  /** The last move in words (Appendix E), «Последний ход: белые: слон Феликс один — Густав четыре.» */
  private lastMoveText(model: GameModel): string {
    const last = this.lastMove;
    if (last) return t('game.lastMoveSaid', { move: spokenMove(last, locale(), this.speech()).replace(/\.$/, '') });
    const san = model.moves[model.moves.length - 1];
    return san ? t('game.lastMoveSaid', { move: formatSan(san, this.notation()) }) : t('game.noMoves');
  }

  /** Each move as a listener hears it (Appendix E) and as it is written; cached per game length. */
  private spokenMoves(model: GameModel): string[] {
    const key = `${model.moves.length}|${this.speech()}|${locale()}`;
    if (this.spokenCache.key !== key) {
      const befores = this.positionsBefore(model);
      this.spokenCache = { key, moves: model.moves.map((san, index) => {
        const facts = befores[index] ? moveFacts(befores[index]!, san, model.variant) : undefined;
        return facts ? spokenMoveOnly(facts, locale(), this.speech()) : '';
      }) };
    }
    return this.spokenCache.moves;
  }

  private moveList(model: GameModel): TemplateResult {
    const notation = this.notation();
    const spoken = this.spokenMoves(model);
    const rows: [number, number, string, string | undefined][] = [];
    const blackFirst = model.startFen.split(' ')[1] === 'b';
    const moves = blackFirst ? ['…', ...model.moves] : model.moves;
    for (let i = 0; i < moves.length; i += 2) {
      rows.push([i / 2 + 1, i - (blackFirst ? 1 : 0), moves[i]!, moves[i + 1]]);
    }
    const show = (san: string, index: number, colour: string) => {
      if (san === '…') return html`<span class=${colour}>…</span>`;
      const words = spoken[index];
      return words ? html`<span class=${colour}><span aria-hidden="true">${formatSan(san, notation)}</span><span class="visually-hidden">${words}</span></span>`
        : html`<span class=${colour}>${formatSan(san, notation)}</span>`;
    };
    return html`<section class="moves" aria-labelledby="moves-title">
      <h2 id="moves-title">${t('game.moves')}</h2>
      ${rows.length === 0 ? html`<p>${t('game.noMoves')}</p>` : html`<ol class="move-list">
        ${rows.map(([, index, white, black]) => html`<li>${show(white, index, 'white-move')} ${black ? show(black, index + 1, 'black-move') : nothing}</li>`)}
      </ol>`}
    </section>`;
  }

  private options(): TemplateResult {
    const toggle = (name: string, key: MessageKey) => html`<button type="button" aria-pressed=${this.pref(name) ? 'true' : 'false'}
      @click=${() => this.setPref(name, !this.pref(name))}>${t(key)}</button>`;
    return html`<section class="game-options" aria-labelledby="options-title">
      <h2 id="options-title">${t('game.options')}</h2>
      <div role="group" aria-label=${t('game.notation')}>
        <span>${t('game.notation')}:</span>
        ${(['ru', 'en'] as const).map((code) => html`<button type="button" aria-pressed=${this.notation() === code ? 'true' : 'false'}
          @click=${() => { this.context.storage.setItem(NOTATION_PREFERENCE, code); this.context.update(); }}>${t(code === 'ru' ? 'game.notationRu' : 'game.notationEn')}</button>`)}
      </div>
      <div class="option-toggles">
        ${toggle('accessible', 'game.accessibleMode')}
        ${toggle('contrast', 'game.highContrast')}
        ${toggle('large', 'game.largeBoard')}
        <button type="button" aria-pressed=${this.sounds.muted ? 'true' : 'false'}
          @click=${() => { this.sounds.setMuted(!this.sounds.muted); this.context.update(); }}>${t('game.mute')}</button>
      </div>
    </section>`;
  }
}

/** The position after a SAN move (chess.js); undefined when the move cannot be read there. */
function fenAfter(fen: string, san: string): string | undefined {
  try {
    const board = new Chess(fen);
    board.move(san);
    return board.fen();
  } catch {
    return undefined;
  }
}

/** A moment of today as the viewer's clock shows it: «15:52». */
function clockTime(moment: string): string {
  return new Intl.DateTimeFormat(locale() === 'ru' ? 'ru-RU' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone: viewerTimeZone() })
    .format(new Date(moment));
}
