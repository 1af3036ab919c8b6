import { html, nothing, type TemplateResult } from 'lit-html';
import type { AppContext } from '../context';
import { formatDateTime, formatInZones, t, viewerTimeZone } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { TournamentClient } from '../tournament/client';

/** One of game-service's `GET /api/games/mine`: the fields of GET /api/games/{id} the list shows, and the caller's seat. */
export interface MyGame {
  id: string;
  competitionId: string | null;
  round: number;
  board: number;
  scheduledStart: string;
  /** `scheduled`, `playing` or `finished`. */
  status: string;
  result: string | null;
  seat: 'white' | 'black';
}

/**
 * «Мои партии» on `#/games` for a player: his games (game-service's `/api/games/mine`, newest
 * scheduled first), each a link to its board with the board, the colour, the start (in the
 * tournament's zone where a tournament of its competition says it, else the viewer's) and the status.
 */
export class MyGames {
  private games: MyGame[] | undefined;
  private failure = '';
  private zones = new Map<string, string>();

  constructor(private readonly context: AppContext) {}

  async load(): Promise<void> {
    try {
      this.games = await this.context.api.get<MyGame[]>(`${this.context.config.gameUrl}/api/games/mine`);
    } catch (error) {
      this.failure = describeFailure(error);
    }
    this.context.update();
    if (this.games?.some((game) => game.competitionId)) {
      // The zone is a nicety: without tournament-service the times are the viewer's own.
      try {
        const tournaments = await new TournamentClient(this.context.api, this.context.config.tournamentUrl).tournaments();
        this.zones = new Map(tournaments.map((tournament) => [tournament.competitionId, tournament.timeZone]));
        this.context.update();
      } catch {
        // left in the viewer's zone
      }
    }
  }

  private startText(game: MyGame): string {
    const zone = game.competitionId ? this.zones.get(game.competitionId) : undefined;
    return zone ? formatInZones(game.scheduledStart, zone, viewerTimeZone()) : formatDateTime(game.scheduledStart, viewerTimeZone());
  }

  private statusText(game: MyGame): string {
    if (game.status === 'finished') {
      return game.result ? t('myGames.finishedWith', { result: game.result.replace(/1\/2/g, '½') }) : t('myGames.finished');
    }
    return game.status === 'playing' ? t('myGames.playing') : t('myGames.scheduled');
  }

  view(): TemplateResult {
    return html`<section aria-labelledby="my-games-title">
      <h2 id="my-games-title">${t('games.mine')}</h2>
      ${this.failure ? html`<p role="alert">${this.failure}</p>` : nothing}
      ${this.games === undefined && !this.failure ? html`<p role="status">${t('common.loading')}</p>` : nothing}
      ${this.games?.length === 0 ? html`<p>${t('myGames.none')}</p>` : nothing}
      ${this.games && this.games.length > 0 ? html`<ul class="my-games">${this.games.map((game) => html`<li>
        <a href=${`#/games/${game.id}`}>${t('myGames.game', {
          board: game.board, seat: game.seat === 'white' ? t('myGames.white') : t('myGames.black'), start: this.startText(game),
        })}</a> — ${this.statusText(game)}</li>`)}</ul>` : nothing}
    </section>`;
  }
}
