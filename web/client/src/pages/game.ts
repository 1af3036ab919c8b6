import { html, nothing, type TemplateResult } from 'lit-html';
import { live } from 'lit-html/directives/live.js';
import type { AppContext, Page } from '../context';
import { formatDateTime, hasMessage, locale, t, viewerTimeZone, type MessageKey } from '../i18n/i18n';
import { GLYPHS, orient, parseBoard, squareLabel, type Square } from '../game/board';
import { LOW_TIME_MILLIS, remaining, spokenClock } from '../game/clock';
import { applyEvent, fromState, hasMoved, legalMoves, type GameModel } from '../game/model';
import { formatSan, matchTyped, NOTATION_PREFERENCE, savedNotation, spokenMove, type Notation } from '../game/notation';
import { GameConnection, socketUrl, type ConnectionStatus, type Presence, type QuickplayDecidedEvent, type ServerMessage, type SocketLike } from '../game/protocol';
import { canClaimQuickplay } from '../game/quickplay';
import { Sounds } from '../game/sound';
import { clockFace, resultText, sideName } from '../game/view';

const PREFS = 'teamchess.game.';
const PROMOTIONS = ['q', 'r', 'b', 'n'] as const;
const FILES = 'abcdefgh';

/**
 * The live board of one game (`#/games/{id}`): the board as 64 labelled buttons (click-click,
 * drag with pointer events, arrow keys), the moves in Russian or English notation, the clocks
 * counting down from the server's snapshot, draw/resign/claim, the connection's state, and an
 * accessible mode where moves are typed or picked from the legal ones and announced in words.
 */
export class GamePage implements Page {
  private model: GameModel | undefined;
  private connection: GameConnection | undefined;
  private status: ConnectionStatus = 'connecting';
  private error = '';
  private loginNeeded = false;
  private selected: string | undefined;
  private focused = 'e2';
  private dragFrom: string | undefined;
  private promotion: { from: string; to: string } | undefined;
  private confirmResign = false;
  private typed = '';
  private picked = '';
  private timer: ReturnType<typeof setInterval> | undefined;
  private lowTimeWarned = false;
  private readonly sounds: Sounds;

  constructor(private readonly context: AppContext, private readonly gameId: string,
    private readonly socketFactory: (url: string) => SocketLike = (url) => new WebSocket(url) as unknown as SocketLike) {
    this.sounds = new Sounds(context.storage);
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
      onStatus: (status) => { this.status = status; this.context.update(); },
    });
    this.connection.connect();
    this.timer = setInterval(() => this.tick(), 200);
    document.addEventListener('keydown', this.shortcut);
  }

  /** Alt+C says both clocks, Alt+M the last move, wherever the focus is. */
  private readonly shortcut = (event: KeyboardEvent): void => {
    if (!event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.code === 'KeyC') {
      event.preventDefault();
      this.sayClocks();
    } else if (event.code === 'KeyM' && this.model) {
      event.preventDefault();
      this.context.announce(this.lastMoveText(this.model));
    }
  };

  leave(): void {
    document.removeEventListener('keydown', this.shortcut);
    this.connection?.close();
    if (this.timer) clearInterval(this.timer);
  }

  private pref(name: string): boolean {
    return this.context.storage.getItem(PREFS + name) === 'true';
  }

  private setPref(name: string, value: boolean): void {
    this.context.storage.setItem(PREFS + name, String(value));
    this.context.update();
  }

  private notation(): Notation {
    return savedNotation(this.context.storage);
  }

  private tick(): void {
    const model = this.model;
    if (!model?.clock || model.clock.clocks.status !== 'running') return;
    if (model.seat !== 'spectator' && !this.lowTimeWarned) {
      const left = remaining(model.clock, Date.now())[model.seat];
      if (left < LOW_TIME_MILLIS && model.clock.clocks.running === model.seat) {
        this.lowTimeWarned = true;
        this.sounds.play('low-time');
        this.context.announce(t('game.lowTimeSaid', { time: spokenClock(left, locale()) }));
      }
    }
    this.context.update();
  }

  private receive(message: ServerMessage): void {
    const now = Date.now();
    switch (message.type) {
      case 'state': {
        const before = this.model?.presence;
        this.model = fromState(message, now);
        if (!message.presence && before) this.model.presence = before;
        this.error = '';
        this.presenceChanged(before);
        break;
      }
      case 'resumed':
        if (this.model) {
          const before = this.model.presence;
          this.model = { ...this.model, seat: message.seat, presence: message.presence ?? before };
          this.presenceChanged(before);
        }
        this.error = '';
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
        this.loginNeeded = message.code === 'unauthorized' && !this.context.auth.claims();
        this.error = t('game.serverError', { message: this.errorText(message.code), code: message.code, reason: message.reason ?? '' });
        this.context.announce(this.error);
        break;
      default: {
        if (!this.model) return;
        const { model, move } = applyEvent(this.model, message, now);
        this.model = model;
        if (move) {
          this.selected = undefined;
          this.error = '';
          this.sounds.play(move.san.endsWith('+') || move.san.endsWith('#') ? 'check' : move.captured ? 'capture' : 'move');
          this.context.announce(spokenMove(move, locale()));
        }
        if (message.type === 'draw-offered') this.context.announce(t('game.drawOfferedBy', { side: sideName(message.by) }));
        if (message.type === 'draw-declined') this.context.announce(t('game.drawDeclined'));
        if (message.type === 'quickplay-claimed' || message.type === 'flag-fell') this.context.announce(this.quickplayClaimText(this.model));
        if (message.type === 'quickplay-decided') this.context.announce(this.quickplayDecisionText(message));
        if (message.type === 'game-ended') {
          this.sounds.play('game-end');
          // After the move's words, so that both are heard.
          setTimeout(() => this.context.announce(this.model ? resultText(this.model) : ''), 1200);
        }
      }
    }
    this.context.update();
  }

  /**
   * Announces a change of the opponent's connection (a player only; a spectator hears nothing).
   * Nothing on the first presence known: only a change is news.
   */
  private presenceChanged(before: Presence | undefined): void {
    const model = this.model;
    if (!model || !before || !model.presence || model.seat === 'spectator') return;
    const opponent = model.seat === 'white' ? 'black' : 'white';
    const was = before[opponent]?.connected === true;
    const is = model.presence[opponent]?.connected === true;
    if (was !== is) this.context.announce(t(is ? 'game.opponentBack' : 'game.opponentLeft'));
  }

  /** A player's connection in words: «в сети» / «не в сети»; nothing while unknown. */
  private presenceView(model: GameModel, side: 'white' | 'black'): TemplateResult {
    const presence = model.presence?.[side];
    if (!presence) return html``;
    const online = presence.connected === true;
    return html`<span class="presence ${online ? 'online' : 'offline'}" data-side=${side}>${t(online ? 'game.presence.online' : 'game.presence.offline')}</span>`;
  }

  /** Before the start: the time by which both must be at the board (Art. 6.7.1), in the viewer's zone. */
  private arrivalNote(model: GameModel): TemplateResult {
    const deadline = model.arrivalDeadline;
    if (!deadline || model.status === 'finished' || !(Date.parse(deadline) > Date.now())) return html``;
    const moved = model.seat === 'spectator' ? model.moves.length > 0 : hasMoved(model, model.seat);
    if (moved) return html``;
    return html`<p class="arrival-deadline">${t('game.arrivalDeadline', { time: formatDateTime(deadline, viewerTimeZone()) })}</p>`;
  }

  private errorText(code: string): string {
    const key = `game.error.${code}`;
    return hasMessage(key) ? t(key) : code;
  }

  private myTurn(): boolean {
    const model = this.model;
    return !!model && model.seat !== 'spectator' && model.status !== 'finished' && model.toMove === model.seat
      && this.status === 'open';
  }

  private legal() {
    const model = this.model;
    return model && this.myTurn() ? legalMoves(model.fen, model.variant) : [];
  }

  private activate(square: Square): void {
    if (!this.myTurn() || !this.model) return;
    const mine = square.piece && (square.piece === square.piece.toUpperCase()) === (this.model.seat === 'white');
    if (this.selected && this.selected !== square.name && !mine) {
      this.tryMove(this.selected, square.name);
      return;
    }
    this.selected = mine && this.selected !== square.name ? square.name : undefined;
    this.context.update();
  }

  private tryMove(from: string, to: string): void {
    const model = this.model;
    if (!model) return;
    const candidates = this.legal().filter((move) => move.from === from && move.to === to);
    if (model.variant === 'standard' && candidates.length === 0) {
      this.error = t('game.illegalLocal', { from, to });
      this.selected = undefined;
      this.context.announce(this.error);
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
    this.error = '';
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
        this.error = t('game.typedIllegal', { text });
        this.context.announce(this.error);
        this.context.update();
        return;
      }
      this.connection?.move({ san });
    } else {
      this.connection?.move({ san: text });
    }
    this.typed = '';
    this.context.update();
  }

  private command(type: 'offer-draw' | 'accept-draw' | 'decline-draw' | 'resign' | 'claim-quickplay-draw'): void {
    this.confirmResign = false;
    if (!this.connection?.send({ type })) {
      this.error = t('game.notConnected');
    }
    this.context.update();
  }

  private claim(claim: 'threefold-repetition' | 'fifty-moves'): void {
    if (!this.connection?.send({ type: 'claim-draw', claim })) {
      this.error = t('game.notConnected');
    }
    this.context.update();
  }

  private sayClocks(): void {
    const clock = this.model?.clock;
    if (!clock) {
      this.context.announce(t('game.noClock'));
      return;
    }
    const left = remaining(clock, Date.now());
    this.context.announce(t('game.clocksSaid', {
      white: spokenClock(left.white, locale()), black: spokenClock(left.black, locale()),
    }));
  }

  private keyOnBoard(event: KeyboardEvent, side: 'white' | 'black'): void {
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
    if (from && to && to !== from) {
      this.selected = from;
      this.tryMove(from, to);
    }
  }

  view(): TemplateResult {
    if (this.loginNeeded) {
      return html`<h1 id="page-title" tabindex="-1">${t('game.title')}</h1>
        <p>${t('game.loginFirst')}</p>
        <button type="button" class="primary" @click=${() => this.context.login(window.location.hash)}>${t('auth.login')}</button>`;
    }
    const model = this.model;
    const classes = ['game', this.pref('contrast') ? 'high-contrast' : '', this.pref('large') ? 'large-board' : ''].join(' ');
    return html`<div class=${classes}>
      <h1 id="page-title" tabindex="-1">${t('game.title')}</h1>
      <p class="connection" role="status">${t(`game.connection.${this.status}` as MessageKey)}</p>
      ${this.error ? html`<p class="game-error" role="alert"><span class="error-word">${t('form.errorWord')}</span> ${this.error}</p>` : nothing}
      ${model ? this.gameView(model) : html`<p>${t('common.loading')}</p>`}
      ${this.options()}
    </div>`;
  }

  private gameView(model: GameModel): TemplateResult {
    const side = model.seat === 'black' ? 'black' : 'white';
    const top = side === 'white' ? 'black' : 'white';
    return html`<p class="seat">${model.seat === 'spectator' ? t('game.spectator') : t('game.youPlay', { side: sideName(model.seat) })}
        ${model.timeControl ? html` ${t('game.timeControl', { tc: model.timeControl })}` : nothing}</p>
      ${model.status === 'scheduled' && model.scheduledStart && Date.parse(model.scheduledStart) > Date.now()
        ? html`<p class="scheduled">${t('game.startsAt', { time: formatDateTime(model.scheduledStart, viewerTimeZone()) })}</p>` : nothing}
      ${this.arrivalNote(model)}
      ${model.status === 'finished' ? html`<p class="result" role="status"><strong>${resultText(model)}</strong></p>`
        : html`<p class="to-move">${t('game.toMove', { side: sideName(model.toMove) })}${this.myTurn() ? html` — <strong>${t('game.yourMove')}</strong>` : nothing}</p>`}
      ${this.quickplayView(model)}
      <div class="game-layout">
        <div>
          ${this.clockView(model, top)}
          ${this.boardView(model, side)}
          ${this.clockView(model, side)}
        </div>
        <div class="side-panel">
          ${this.controls(model)}
          ${this.pref('accessible') ? this.accessiblePanel(model) : nothing}
          ${this.moveList(model)}
        </div>
      </div>
      ${this.promotion ? this.promotionDialog(model) : nothing}`;
  }

  private clockView(model: GameModel, side: 'white' | 'black'): TemplateResult {
    if (!model.clock) {
      return model.presence ? html`<div class="player" data-side=${side}>
        <span class="clock-side">${sideName(side)}</span> ${this.presenceView(model, side)}</div>` : html``;
    }
    return clockFace(model.clock, side, Date.now(), this.presenceView(model, side));
  }

  private boardView(model: GameModel, side: 'white' | 'black'): TemplateResult {
    const lang = locale();
    const targets = new Set<string>(this.selected ? this.legal().filter((move) => move.from === this.selected).map((move) => move.to) : []);
    const squares = orient(parseBoard(model.fen), side);
    return html`<div class="board" role="group" aria-label=${t('game.board', { side: sideName(side) })}
        @keydown=${(event: KeyboardEvent) => this.keyOnBoard(event, side)}
        @pointerup=${(event: PointerEvent) => this.pointerUp(event)}>
      ${squares.map((square) => {
        const extra = [
          this.selected === square.name ? t('game.squareSelected') : '',
          targets.has(square.name) ? t('game.squareTarget') : '',
          model.lastMove && (model.lastMove.from === square.name || model.lastMove.to === square.name) ? t('game.squareLastMove') : '',
        ].filter(Boolean).join(', ');
        const label = squareLabel(square, lang) + (extra ? `, ${extra}` : '');
        const white = square.piece !== undefined && square.piece === square.piece.toUpperCase();
        return html`<button type="button" class="square ${square.dark ? 'dark' : 'light'} ${this.selected === square.name ? 'selected' : ''} ${targets.has(square.name) ? 'target' : ''} ${extra.includes(t('game.squareLastMove')) ? 'last' : ''}"
          data-square=${square.name} aria-label=${label} tabindex=${square.name === this.focused ? '0' : '-1'}
          @focus=${() => { this.focused = square.name; }}
          @click=${() => this.activate(square)}
          @pointerdown=${(event: PointerEvent) => { if (square.piece && this.myTurn()) { this.dragFrom = square.name; (event.currentTarget as HTMLElement).releasePointerCapture?.(event.pointerId); } }}>
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

  private controls(model: GameModel): TemplateResult {
    if (model.seat === 'spectator' || model.status === 'finished') {
      return html`${model.status === 'finished' ? html`<p><a href=${`${this.context.config.gameUrl}/api/games/${model.gameId}/pgn?notation=${this.notation()}`}
        @click=${(event: Event) => { event.preventDefault(); void this.downloadPgn(model); }}>${t('game.downloadPgn')}</a></p>` : nothing}`;
    }
    const theirOffer = model.drawOffer && model.drawOffer !== model.seat;
    const myTurn = this.myTurn();
    return html`<div class="game-controls" role="group" aria-label=${t('game.actions')}>
      ${theirOffer
        ? html`<p class="draw-offer"><strong>${t('game.drawOfferedBy', { side: sideName(model.drawOffer!) })}</strong></p>
          <button type="button" @click=${() => this.command('accept-draw')}>${t('game.acceptDraw')}</button>
          <button type="button" @click=${() => this.command('decline-draw')}>${t('game.declineDraw')}</button>`
        : html`<button type="button" ?disabled=${model.drawOffer === model.seat} @click=${() => this.command('offer-draw')}>
            ${model.drawOffer === model.seat ? t('game.drawOffered') : t('game.offerDraw')}</button>`}
      ${this.confirmResign
        ? html`<button type="button" class="danger" @click=${() => this.command('resign')}>${t('game.confirmResign')}</button>
          <button type="button" @click=${() => { this.confirmResign = false; this.context.update(); }}>${t('game.cancel')}</button>`
        : html`<button type="button" @click=${() => { this.confirmResign = true; this.context.update(); }}>${t('game.resign')}</button>`}
      ${myTurn ? html`<button type="button" @click=${() => this.claim('threefold-repetition')}>${t('game.claimThreefold')}</button>
        <button type="button" @click=${() => this.claim('fifty-moves')}>${t('game.claimFifty')}</button>` : nothing}
      ${myTurn && canClaimQuickplay(model, Date.now()) ? html`<p class="hint" id="quickplay-explained">${t('game.quickplayExplained')}</p>
        <button type="button" aria-describedby="quickplay-explained" @click=${() => this.command('claim-quickplay-draw')}>${t('game.claimQuickplay')}</button>` : nothing}
    </div>`;
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
    const token = await this.context.auth.accessToken();
    const response = await fetch(`${this.context.config.gameUrl}/api/games/${model.gameId}/pgn?notation=${this.notation()}`,
      { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      this.error = t('error.server', { status: response.status, detail: response.statusText });
      this.context.update();
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = `${model.gameId}.pgn`;
    link.click();
  }

  private accessiblePanel(model: GameModel): TemplateResult {
    const legal = this.legal();
    const notation = this.notation();
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
          ${legal.map((move) => html`<option value=${move.san} ?selected=${move.san === this.picked}>${formatSan(move.san, notation)}</option>`)}
        </select>
        <button type="submit" ?disabled=${legal.length === 0}>${t('game.playChosen')}</button>
      </form>` : nothing}
      <button type="button" @click=${() => this.sayClocks()}>${t('game.sayClocks')}</button>
      <button type="button" @click=${() => this.context.announce(this.lastMoveText(model))}>${t('game.sayLastMove')}</button>
    </section>`;
  }

  private lastMoveText(model: GameModel): string {
    const last = model.moves[model.moves.length - 1];
    return last ? t('game.lastMoveSaid', { move: formatSan(last, this.notation()) }) : t('game.noMoves');
  }

  private moveList(model: GameModel): TemplateResult {
    const notation = this.notation();
    const rows: [number, string, string | undefined][] = [];
    const blackFirst = model.startFen.split(' ')[1] === 'b';
    const moves = blackFirst ? ['…', ...model.moves] : model.moves;
    for (let i = 0; i < moves.length; i += 2) {
      rows.push([i / 2 + 1, moves[i]!, moves[i + 1]]);
    }
    const show = (san: string) => (san === '…' ? san : formatSan(san, notation));
    return html`<section aria-labelledby="moves-title">
      <h2 id="moves-title">${t('game.moves')}</h2>
      ${rows.length === 0 ? html`<p>${t('game.noMoves')}</p>` : html`<ol class="move-list">
        ${rows.map(([, white, black]) => html`<li><span class="white-move">${show(white)}</span> ${black ? html`<span class="black-move">${show(black)}</span>` : nothing}</li>`)}
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
      ${toggle('accessible', 'game.accessibleMode')}
      ${toggle('contrast', 'game.highContrast')}
      ${toggle('large', 'game.largeBoard')}
      <button type="button" aria-pressed=${this.sounds.muted ? 'true' : 'false'}
        @click=${() => { this.sounds.setMuted(!this.sounds.muted); this.context.update(); }}>${t('game.mute')}</button>
    </section>`;
  }
}
