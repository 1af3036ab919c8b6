import { html, nothing, type TemplateResult } from 'lit-html';
import { pageAwaitingData } from '../components';
import type { AppContext, Page } from '../context';
import { applyEvent, fromState, type GameModel } from '../game/model';
import { formatSan, savedNotation } from '../game/notation';
import { GameConnection, socketUrl, type ConnectionStatus, type ServerMessage, type SocketLike } from '../game/protocol';
import { clockFace, miniBoard, resultText, sideName, unplayedResult } from '../game/view';
import { formatInZones, t, viewerTimeZone, type MessageKey } from '../i18n/i18n';
import { describeTournamentFailure } from '../messages';
import { TournamentClient, type BoardView, type MatchView, type StandingsView, type TournamentView } from '../tournament/client';
import { teamNames } from '../tournament/names';
import { boardScore, readableResult } from '../tournament/score';
import { matchStateText } from '../tournament/status';
import { MatchChatPanel, mayChat } from './match-chat';
import { Role } from '../token';
import { crosstableView } from './standings';
import { matchResult, scoreLine } from './tournament';

/** How often the match is read again while it is not over (boards published, the decider scheduled). */
export const MATCH_REFRESH_MILLIS = 30_000;
/** After a game ends, the tournament scores it from game-service's event: read the match again soon. */
export const RESULT_REFRESH_MILLIS = 3_000;

/** One game of the match as a spectator sees it over its own socket. */
interface Watch {
  board: BoardView;
  connection: GameConnection;
  status: ConnectionStatus;
  model?: GameModel | undefined;
}

/**
 * The spectator view of a team match (`#/tournaments/{id}/matches/{matchId}`): every board at once,
 * each a small picture with both clocks, whose move it is and its result, watched over its own
 * read-only game socket; the board score as the games end, the match score once the tournament
 * has scored it, and the Armageddon decider when the boards are level. A board leads to the live
 * board of its game. A game's end is said in the polite live region; single moves are not, four
 * boards at once would drown a screen reader (the live board announces them).
 */
export class MatchPage implements Page {
  private readonly client: TournamentClient;
  private tournament: TournamentView | undefined;
  private standings: StandingsView | undefined;
  private match: MatchView | undefined;
  private failure = '';
  private loginNeeded = false;
  private readonly watches = new Map<string, Watch>();
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private readonly refreshes = new Set<ReturnType<typeof setTimeout>>();
  private left = false;
  private delaySeconds = 0;
  /** The captains' and officials' chat; never made for anyone else (a child's page has none). */
  private readonly chat: MatchChatPanel | undefined;

  constructor(private readonly context: AppContext, private readonly tournamentId: string, private readonly matchId: string,
    private readonly socketFactory: (url: string) => SocketLike = (url) => new WebSocket(url) as unknown as SocketLike) {
    this.client = new TournamentClient(context.api, context.config.tournamentUrl);
    this.chat = mayChat(context.auth.claims()?.roles ?? []) ? new MatchChatPanel(context, tournamentId, matchId) : undefined;
  }

  title(): string {
    return t('match.title');
  }

  enter(): void {
    void this.load();
    this.chat?.enter();
  }

  leave(): void {
    this.left = true;
    this.chat?.leave();
    this.watches.forEach((watch) => watch.connection.close());
    this.timers.forEach((timer) => clearInterval(timer));
    this.refreshes.forEach((timer) => clearTimeout(timer));
  }

  private async load(): Promise<void> {
    const [tournament, match, standings] = await Promise.allSettled([
      this.client.tournament(this.tournamentId), this.client.match(this.tournamentId, this.matchId), this.client.standings(this.tournamentId),
    ]);
    if (tournament.status === 'rejected' || match.status === 'rejected') {
      this.failure = describeTournamentFailure(tournament.status === 'rejected' ? tournament.reason : (match as PromiseRejectedResult).reason);
      this.context.update();
      return;
    }
    if (this.left) return;
    this.tournament = tournament.value;
    this.standings = standings.status === 'fulfilled' ? standings.value : undefined;
    this.show(match.value);
    this.timers.push(setInterval(() => this.tick(), 500));
    this.timers.push(setInterval(() => { if (this.match?.status !== 'ended') void this.refresh(); }, MATCH_REFRESH_MILLIS));
  }

  private async refresh(): Promise<void> {
    try {
      const [match, standings] = await Promise.all([this.client.match(this.tournamentId, this.matchId),
        this.client.standings(this.tournamentId).catch(() => this.standings)]);
      this.standings = standings;
      if (!this.left) this.show(match);
    } catch {
      // The boards go on over their sockets; the next refresh tries again.
    }
  }

  private show(match: MatchView): void {
    this.match = match;
    for (const board of [...match.boards, ...(match.decider ? [match.decider] : [])]) {
      if (!this.watches.has(board.gameId)) this.watch(board);
    }
    this.context.update();
  }

  private watch(board: BoardView): void {
    const connection = new GameConnection({
      url: socketUrl(this.context.config.gameUrl, board.gameId),
      token: () => this.context.auth.accessToken(),
      socket: this.socketFactory,
      onMessage: (message) => this.receive(watch, message),
      onStatus: (status) => { watch.status = status; this.context.update(); },
    });
    const watch: Watch = { board, connection, status: 'connecting' };
    this.watches.set(board.gameId, watch);
    connection.connect();
  }

  private receive(watch: Watch, message: ServerMessage): void {
    switch (message.type) {
      case 'state': {
        watch.model = fromState(message, Date.now());
        // A spectator who is not an official sees the games late (the tournament's spectator delay).
        const delay = (message as { delaySeconds?: number | null }).delaySeconds;
        if (delay) this.delaySeconds = delay;
        break;
      }
      case 'error':
        if (message.code === 'unauthorized' && !this.context.auth.claims()) this.loginNeeded = true;
        break;
      case 'presence':
        // Who is at the board now: the coach sees on match day which of his children are online.
        if (!watch.model) return;
        watch.model = { ...watch.model, presence: { white: message.white, black: message.black } };
        break;
      case 'resumed':
      case 'ack':
        return;
      default:
        if (!watch.model) return;
        watch.model = applyEvent(watch.model, message, Date.now()).model;
        if (message.type === 'game-ended') this.ended(watch);
    }
    this.context.update();
  }

  private ended(watch: Watch): void {
    const match = this.match;
    if (!match || !watch.model) return;
    this.context.announce(t('match.boardEnded', { board: this.boardName(watch.board), result: readableResult(resultText(watch.model)), score: this.boardScoreText(match) }));
    const timer = setTimeout(() => { this.refreshes.delete(timer); void this.refresh(); }, RESULT_REFRESH_MILLIS);
    this.refreshes.add(timer);
  }

  private tick(): void {
    if ([...this.watches.values()].some((watch) => watch.model?.clock?.clocks.status === 'running')) this.context.update();
  }

  private isDecider(board: BoardView): boolean {
    return this.match?.decider?.gameId === board.gameId;
  }

  private boardName(board: BoardView): string {
    return this.isDecider(board) ? t('match.decider') : t('match.board', { board: board.board });
  }

  /** A board's result: the live game's when the socket told it, else the tournament's. */
  private resultOf(board: BoardView): string | null | undefined {
    return this.watches.get(board.gameId)?.model?.result ?? board.result;
  }

  private names(): (teamId: string) => string {
    return teamNames(this.tournament, this.standings);
  }

  private boardScoreText(match: MatchView): string {
    const score = boardScore(match, (board) => this.resultOf(board));
    return t('match.boardScore', { score: scoreLine(match, this.names(), score.first, score.second), finished: score.finished, boards: match.boards.length });
  }

  view(): TemplateResult {
    const match = this.match;
    const tournament = this.tournament;
    if (!match || !tournament) {
      return pageAwaitingData(t('match.title'), this.failure);
    }
    const name = this.names();
    const base = `#/tournaments/${encodeURIComponent(tournament.id)}`;
    return html`<h1 id="page-title" tabindex="-1">${t('match.heading', { first: name(match.firstTeamId), second: name(match.secondTeamId) })}</h1>
      <p><a href=${base}>${tournament.name}</a> · <a href=${`${base}/standings`}>${t('match.standingsLink')}</a></p>
      <p>${t('match.round', { round: match.round, time: formatInZones(match.scheduledStart, tournament.timeZone, viewerTimeZone()) })}</p>
      <section class="match-score" aria-labelledby="score-title">
        <h2 id="score-title">${t('match.score')}</h2>
        ${match.boards.length > 0 ? html`<p class="board-score">${this.boardScoreText(match)}</p>` : nothing}
        <p class="match-state">${matchStateText(match, tournament.timeZone, this.context.now())}</p>
        ${match.forfeitedByTeamId ? html`<p class="match-forfeit">${t('match.forfeited', { team: name(match.forfeitedByTeamId) })}</p>` : nothing}
        ${match.status === 'ended' ? html`<p class="match-result"><strong>${this.outcome(match, name)}</strong> ${matchResult(match, name)}</p>` : nothing}
      </section>
      ${this.chat ? this.chat.view(match.firstTeamId, match.secondTeamId, name, tournament.timeZone,
        this.context.auth.hasRole(Role.ARBITER) || this.context.auth.hasRole(Role.ORGANIZER)) : nothing}
      ${this.loginNeeded ? html`<p class="notice">${t('match.loginToWatch')}</p>
        <button type="button" class="primary" @click=${() => this.context.login(window.location.hash)}>${t('auth.login')}</button>` : nothing}
      ${match.boards.length > 0 ? html`<section aria-labelledby="boards-title">
        <h2 id="boards-title">${t('match.boards')}</h2>
        ${this.delaySeconds > 0 ? html`<p class="hint spectator-delay">${t('match.delayed', { seconds: this.delaySeconds })}</p>` : nothing}
        <ul class="board-cards">${match.boards.map((board) => this.boardCard(match, board))}</ul>
      </section>` : nothing}
      ${match.decider ? html`<section aria-labelledby="decider-title">
        <h2 id="decider-title">${t('match.decider')}</h2>
        <p>${t('match.deciderIntro', { board: tournament.deciderBoard })}</p>
        <ul class="board-cards">${this.boardCard(match, match.decider)}</ul>
      </section>` : nothing}
      ${this.standings && this.standings.rows.length > 0 ? crosstableView(this.standings, name, tournament.id, this.client) : nothing}`;
  }

  private outcome(match: MatchView, name: (teamId: string) => string): string {
    switch (match.outcome) {
      case 'first-team-won':
        return t('match.outcome.won', { team: name(match.firstTeamId) });
      case 'second-team-won':
        return t('match.outcome.won', { team: name(match.secondTeamId) });
      default:
        return t('match.outcome.level');
    }
  }

  private boardCard(match: MatchView, board: BoardView): TemplateResult {
    const watch = this.watches.get(board.gameId);
    const model = watch?.model;
    const name = this.names();
    const teamOf = (side: 'white' | 'black') => {
      const white = board.whiteTeamId;
      const teamId = side === 'white' ? white : white === match.firstTeamId ? match.secondTeamId : match.firstTeamId;
      const playerName = side === 'white' ? board.whitePlayerName : board.blackPlayerName;
      // One element: in the clock's flex row a loose «, » would stand apart, a gap before the comma.
      return html`<span class="who">${playerName ? html`<span class="player-name">${playerName}</span>, ` : nothing}<span class="team">${name(teamId)}</span>${presenceOf(side)}</span>`;
    };
    // Until the game ends: whether the player is connected to his board now.
    const presenceOf = (side: 'white' | 'black') => {
      const presence = model?.presence?.[side];
      if (!presence || model?.status === 'finished') return nothing;
      return html` <span class=${presence.connected ? 'presence online' : 'presence offline'}>(${t(presence.connected ? 'game.presence.online' : 'game.presence.offline')})</span>`;
    };
    const player = (side: 'white' | 'black') => model?.clock
      ? clockFace(model.clock, side, Date.now(), teamOf(side))
      : html`<div class="player" data-side=${side}><span class="clock-side">${sideName(side)}</span> ${teamOf(side)}</div>`;
    const heading = this.boardName(board);
    return html`<li class="board-card" data-board=${board.board}>
      <h3>${heading}</h3>
      ${player('black')}
      <a class="mini-board-link" href=${`#/games/${encodeURIComponent(board.gameId)}`}>
        ${model ? miniBoard(model.fen, model.lastMove) : nothing}
        <span class="open-game">${t('match.openGame', { board: heading })}</span>
      </a>
      ${player('white')}
      <p class="board-state">${this.boardState(board, model)}</p>
      ${watch && watch.status !== 'open' ? html`<p class="connection">${t(`game.connection.${watch.status}` as MessageKey)}</p>` : nothing}
    </li>`;
  }

  private boardState(board: BoardView, model: GameModel | undefined): TemplateResult {
    if (!model) {
      if (board.unplayed && board.result) return html`<strong>${t('match.resultUnplayed', { result: unplayedResult(board.result) })}</strong>`;
      return board.result ? html`<strong>${t('match.result', { result: readableResult(board.result) })}</strong>` : html`${t('common.loading')}`;
    }
    if (model.status === 'finished') {
      return html`<strong>${readableResult(resultText(model))}</strong>`;
    }
    // A result the tournament holds for a game not played out (an arbiter's correction) is the board's result.
    if (board.result) {
      return html`<strong>${board.unplayed ? t('match.resultUnplayed', { result: unplayedResult(board.result) })
        : t('match.result', { result: readableResult(board.result) })}</strong>`;
    }
    const last = model.moves[model.moves.length - 1];
    if (!last) {
      return html`${t('match.notStarted')}`;
    }
    return html`${t('game.toMove', { side: sideName(model.toMove) })}. ${t('match.lastMove', { move: formatSan(last, savedNotation(this.context.storage)) })}`;
  }
}
