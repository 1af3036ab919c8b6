import { html, nothing, type TemplateResult } from 'lit-html';
import type { AppContext } from '../context';
import { formatDateTime, formatInZones, t, viewerTimeZone } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { TournamentClient, type TournamentSummary } from '../tournament/client';
import { formatCountdown } from '../game/clock';
import { unplayedResult } from '../game/view';
import '../game/lobby.css';

/** One of game-service's `GET /api/games/mine`: the fields of GET /api/games/{id} the list shows, and the caller's seat. */
export interface MyGame {
  id: string;
  matchId?: string;
  competitionId: string | null;
  round: number;
  board: number;
  scheduledStart: string;
  /** `scheduled`, `playing` or `finished`. */
  status: string;
  result: string | null;
  termination?: string | null;
  seat: 'white' | 'black';
}

/** The opponent and teams of the next game, from tournament-service's match (absent for a friendly game). */
interface NextGameFacts { opponent?: string; ownTeam?: string; opposingTeam?: string; decider?: boolean }

/** How often the lobby reads the games again (a round published, a game started or ended). */
export const LOBBY_REFRESH_MILLIS = 60_000;
/** A reminder this long before a game's start (in the browser's notifications, once per game). */
export const REMINDER_MILLIS = 5 * 60_000;
const NOTIFY_ASKED = 'teamchess.lobby.notificationsAsked';
const KNOWN_GAMES = 'teamchess.lobby.knownGames';
const REMINDED = 'teamchess.lobby.reminded';

/** The game a player should go to next: one in play first, else the soonest scheduled; undefined when none is ahead. */
export function nextGame(games: readonly MyGame[]): MyGame | undefined {
  const playing = games.filter((game) => game.status === 'playing');
  if (playing.length > 0) return playing[0];
  return games.filter((game) => game.status === 'scheduled')
    .sort((a, b) => Date.parse(a.scheduledStart) - Date.parse(b.scheduledStart))[0];
}

/** The games not yet seen by this browser (a round published since): their ids. */
export function newGames(games: readonly MyGame[], known: ReadonlySet<string>): MyGame[] {
  return games.filter((game) => game.status !== 'finished' && !known.has(game.id));
}

/**
 * A child's lobby on `#/games` (a player): «Следующая партия» with the tournament, round, board,
 * opponent, colour, the start in the tournament's zone and the viewer's, a countdown and a big button
 * to the board; the other games ahead; the games played with their results and PGN. Browser
 * notifications, asked for once, when a round with his game is published and a few minutes before a
 * game; both are also said on the page. Read again every minute.
 */
export class MyGames {
  private games: MyGame[] | undefined;
  private failure = '';
  private tournaments = new Map<string, TournamentSummary>();
  private facts = new Map<string, NextGameFacts>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private refresher: ReturnType<typeof setInterval> | undefined;
  private downloadFailure = '';

  constructor(private readonly context: AppContext, private readonly notifications: NotificationPort = browserNotifications()) {}

  async load(): Promise<void> {
    await this.read(true);
    this.timer = setInterval(() => this.tick(), 1000);
    this.refresher = setInterval(() => void this.read(false), LOBBY_REFRESH_MILLIS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.refresher) clearInterval(this.refresher);
  }

  private async read(first: boolean): Promise<void> {
    try {
      this.games = await this.context.api.get<MyGame[]>(`${this.context.config.gameUrl}/api/games/mine`);
      this.failure = '';
    } catch (error) {
      if (first) this.failure = describeFailure(error);
    }
    this.context.update();
    if (!this.games) return;
    const client = new TournamentClient(this.context.api, this.context.config.tournamentUrl);
    if (this.games.some((game) => game.competitionId) && (first || this.tournaments.size === 0)) {
      // The names and zones are a nicety: without tournament-service the times are the viewer's own.
      try {
        this.tournaments = new Map((await client.tournaments()).map((tournament) => [tournament.competitionId, tournament]));
      } catch {
        // left without names, in the viewer's zone
      }
    }
    const next = nextGame(this.games);
    if (next?.competitionId && next.matchId && !this.facts.has(next.id)) {
      const tournament = this.tournaments.get(next.competitionId);
      if (tournament) {
        try {
          const match = await client.match(tournament.id, next.matchId);
          const board = match.decider?.gameId === next.id ? match.decider : match.boards.find((one) => one.gameId === next.id);
          if (board) {
            const ownTeamId = (next.seat === 'white') === (board.whiteTeamId === match.firstTeamId) ? match.firstTeamId : match.secondTeamId;
            const name = (id: string) => (id === match.firstTeamId ? match.firstTeamName : match.secondTeamName) ?? undefined;
            this.facts.set(next.id, {
              opponent: (next.seat === 'white' ? board.blackPlayerName : board.whitePlayerName) ?? undefined,
              ownTeam: name(ownTeamId),
              opposingTeam: name(ownTeamId === match.firstTeamId ? match.secondTeamId : match.firstTeamId),
              decider: match.decider?.gameId === next.id,
            });
          }
        } catch {
          // the card says what it knows
        }
      }
    }
    this.announceNew(first);
    this.context.update();
  }

  /** A game this browser has not seen (a round published): a notification, unless it is the first visit. */
  private announceNew(first: boolean): void {
    const storage = this.context.storage;
    const saved = storage.getItem(KNOWN_GAMES);
    const known = new Set<string>(saved ? JSON.parse(saved) as string[] : []);
    const fresh = newGames(this.games ?? [], known);
    for (const game of this.games ?? []) known.add(game.id);
    storage.setItem(KNOWN_GAMES, JSON.stringify([...known]));
    // The first visit of a browser knows nothing: everything would be "new".
    if (fresh.length === 0 || (first && saved === null)) return;
    for (const game of fresh) {
      const text = t('lobby.newGame', { round: game.round, board: game.board, seat: t(game.seat === 'white' ? 'myGames.white' : 'myGames.black'),
        start: this.startText(game) });
      this.notifications.show(t('lobby.notifyTitle'), text, `#/games/${game.id}`);
      this.context.announce(text);
    }
  }

  /** Every second: the countdown, and the reminder a few minutes before the start (once per game). */
  private tick(): void {
    const next = this.games && nextGame(this.games);
    if (!next) return;
    const left = Date.parse(next.scheduledStart) - this.context.now().getTime();
    const key = `${REMINDED}.${next.id}`;
    if (next.status === 'scheduled' && left > 0 && left <= REMINDER_MILLIS && !this.context.storage.getItem(key)) {
      this.context.storage.setItem(key, 'true');
      const text = t('lobby.reminder', { minutes: Math.ceil(left / 60_000), board: next.board });
      this.notifications.show(t('lobby.notifyTitle'), text, `#/games/${next.id}`);
      this.context.announce(text);
    }
    this.context.update();
  }

  private startText(game: MyGame): string {
    const zone = game.competitionId ? this.tournaments.get(game.competitionId)?.timeZone : undefined;
    return zone ? formatInZones(game.scheduledStart, zone, viewerTimeZone()) : formatDateTime(game.scheduledStart, viewerTimeZone());
  }

  private statusText(game: MyGame): string {
    if (game.status === 'finished') {
      if (game.result === '*') return t('lobby.voided');
      // A game not played (Art. 24.3) reads +/−, −/+ or −/−.
      const unplayed = game.termination === 'no-show' || game.termination === 'forfeit';
      return game.result ? t('myGames.finishedWith', { result: unplayed ? unplayedResult(game.result) : game.result.replace(/1\/2/g, '½') })
        : t('myGames.finished');
    }
    return game.status === 'playing' ? t('myGames.playing') : t('myGames.scheduled');
  }

  private where(game: MyGame): string {
    const tournament = game.competitionId ? this.tournaments.get(game.competitionId)?.name : undefined;
    if (!game.competitionId) return t('gamepage.friendly');
    const place = this.facts.get(game.id)?.decider ? t('gamepage.whereDecider', { round: game.round })
      : t('gamepage.where', { round: game.round, board: game.board });
    return tournament ? `${tournament}: ${place}` : place;
  }

  private async downloadPgn(game: MyGame): Promise<void> {
    try {
      const { blob, filename } = await this.context.api.download(`${this.context.config.gameUrl}/api/games/${game.id}/pgn?notation=ru`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = filename ?? `${game.id}.pgn`;
      link.click();
    } catch (error) {
      this.downloadFailure = describeFailure(error);
      this.context.update();
    }
  }

  view(): TemplateResult {
    const games = this.games ?? [];
    const next = nextGame(games);
    // Every game ahead, the next one too: its card is the quick way, the list the whole picture.
    const ahead = games.filter((game) => game.status !== 'finished')
      .sort((a, b) => Date.parse(a.scheduledStart) - Date.parse(b.scheduledStart));
    const played = games.filter((game) => game.status === 'finished');
    return html`<section class="lobby" aria-labelledby="my-games-title">
      <h2 id="my-games-title">${t('games.mine')}</h2>
      ${this.failure ? html`<p role="alert">${this.failure}</p>` : nothing}
      ${this.games === undefined && !this.failure ? html`<p role="status">${t('common.loading')}</p>` : nothing}
      ${this.games?.length === 0 ? html`<p>${t('myGames.none')}</p>` : nothing}
      ${next ? this.nextCard(next) : this.games && this.games.length > 0 ? html`<p>${t('lobby.nothingAhead')}</p>` : nothing}
      ${this.notificationOffer()}
      ${ahead.length > 0 ? html`<h3>${t('lobby.ahead')}</h3><ul class="my-games">${ahead.map((game) => this.item(game))}</ul>` : nothing}
      ${played.length > 0 ? html`<h3>${t('lobby.played')}</h3>
        ${this.downloadFailure ? html`<p role="alert">${this.downloadFailure}</p>` : nothing}
        <ul class="my-games played">${played.map((game) => html`${this.item(game, html` <button type="button" class="link-button"
          @click=${() => void this.downloadPgn(game)}>${t('lobby.pgn')}<span class="visually-hidden"> ${t('lobby.pgnOf', { where: this.where(game) })}</span></button>`)}`)}</ul>` : nothing}
    </section>`;
  }

  private item(game: MyGame, after: TemplateResult | typeof nothing = nothing): TemplateResult {
    return html`<li><a href=${`#/games/${game.id}`}>${t('myGames.game', {
      board: game.board, seat: game.seat === 'white' ? t('myGames.white') : t('myGames.black'), start: this.startText(game),
    })}</a> — ${this.statusText(game)}${game.competitionId ? html` <span class="game-where">(${this.where(game)})</span>` : nothing}${after}</li>`;
  }

  /** «Следующая партия»: where, against whom, with which colour, when, how long until then, and the way to the board. */
  private nextCard(game: MyGame): TemplateResult {
    const facts = this.facts.get(game.id) ?? {};
    const left = Date.parse(game.scheduledStart) - this.context.now().getTime();
    const playing = game.status === 'playing' || left <= 0;
    return html`<article class="next-game" aria-labelledby="next-game-title">
      <h3 id="next-game-title">${playing ? t('lobby.nowPlaying') : t('lobby.nextGame')}</h3>
      <p class="next-where">${this.where(game)}</p>
      <dl>
        ${facts.opponent ? html`<dt>${t('lobby.opponent')}</dt><dd>${facts.opponent}${facts.opposingTeam ? ` (${facts.opposingTeam})` : ''}</dd>` : nothing}
        ${facts.ownTeam ? html`<dt>${t('lobby.team')}</dt><dd>${facts.ownTeam}</dd>` : nothing}
        <dt>${t('lobby.colour')}</dt><dd><span class="side-mark ${game.seat}" aria-hidden="true"></span> ${t(game.seat === 'white' ? 'lobby.white' : 'lobby.black')}</dd>
        <dt>${t('lobby.start')}</dt><dd>${this.startText(game)}</dd>
      </dl>
      ${playing ? nothing : html`<p class="countdown">${t('lobby.startsIn')} <strong class="countdown-time">${left >= 86_400_000
        ? t('lobby.days', { days: Math.floor(left / 86_400_000) }) : formatCountdown(left)}</strong></p>`}
      <a class="to-board" href=${`#/games/${game.id}`}>${playing ? t('lobby.toBoardNow') : t('lobby.toBoard')}</a>
    </article>`;
  }

  /** Asked once: a button, never a prompt on arrival; nothing when the browser has no notifications or the answer is known. */
  private notificationOffer(): TemplateResult {
    if (!this.notifications.supported() || this.notifications.permission() !== 'default' || this.context.storage.getItem(NOTIFY_ASKED)) {
      return html``;
    }
    return html`<p class="notify-offer">${t('lobby.notifyExplained')}
      <button type="button" @click=${() => {
        this.context.storage.setItem(NOTIFY_ASKED, 'true');
        void this.notifications.ask().then(() => this.context.update());
      }}>${t('lobby.notifyAsk')}</button></p>`;
  }
}

/** The browser's notifications as the lobby uses them (a fake in the tests). */
export interface NotificationPort {
  supported(): boolean;
  permission(): NotificationPermission;
  ask(): Promise<NotificationPermission>;
  /** Shown only when allowed; a click brings the page to the route. */
  show(title: string, body: string, route: string): void;
}

export function browserNotifications(): NotificationPort {
  const available = () => typeof window !== 'undefined' && 'Notification' in window;
  return {
    supported: available,
    permission: () => (available() ? Notification.permission : 'denied'),
    ask: () => (available() ? Notification.requestPermission() : Promise.resolve('denied' as NotificationPermission)),
    show: (title, body, route) => {
      if (!available() || Notification.permission !== 'granted') return;
      const notification = new Notification(title, { body, tag: route, lang: 'ru' });
      notification.onclick = () => { window.focus(); window.location.hash = route; };
    },
  };
}
