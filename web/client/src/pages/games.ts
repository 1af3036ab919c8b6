import { html, nothing, type TemplateResult } from 'lit-html';
import { inputField } from '../components';
import type { AppContext, Page } from '../context';
import { t } from '../i18n/i18n';
import { Role } from '../token';
import { FriendlyGameForm } from './friendly-game';
import { MyGames } from './my-games';

/** A game's or player's id as the services write it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Local date and time for a datetime-local field, `2026-03-07T10:00`. */
export function localInput(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * The games (`#/games`): a player's own games, open a game by its id, and for organizers and arbiters a friendly game
 * between two players picked by name ({@link FriendlyGameForm}), opened right after it is created.
 */
export class GamesPage implements Page {
  private openId = '';
  private openError = '';
  private readonly friendly: FriendlyGameForm;
  private readonly mine: MyGames;

  constructor(private readonly context: AppContext) {
    this.mine = new MyGames(context);
    this.friendly = new FriendlyGameForm(context);
  }

  title(): string {
    return t('games.title');
  }

  enter(): void {
    const roles = this.context.auth.claims()?.roles ?? [];
    if (roles.includes(Role.ORGANIZER) || roles.includes(Role.ARBITER)) void this.friendly.load();
    if (this.context.auth.claims()?.roles.includes(Role.PLAYER)) {
      void this.mine.load();
    }
  }

  leave(): void {
    this.mine.stop();
  }

  private open(): void {
    const id = this.openId.trim();
    if (!UUID.test(id)) {
      this.openError = t('games.idInvalid');
      this.context.update();
      return;
    }
    window.location.hash = `#/games/${id}`;
  }

  view(): TemplateResult {
    const claims = this.context.auth.claims();
    if (!claims) {
      return html`<h1 id="page-title" tabindex="-1">${t('games.title')}</h1><p>${t('game.loginFirst')}</p>
        <button type="button" class="primary" @click=${() => this.context.login('#/games')}>${t('auth.login')}</button>`;
    }
    const canCreate = claims.roles.includes(Role.ORGANIZER) || claims.roles.includes(Role.ARBITER);
    return html`<h1 id="page-title" tabindex="-1">${t('games.title')}</h1>
      ${claims.roles.includes(Role.PLAYER) ? this.mine.view() : nothing}
      <form class="open-game" @submit=${(event: Event) => { event.preventDefault(); this.open(); }}>
        ${inputField({ field: 'gameId', label: t('games.gameId'), hint: t('games.gameIdHint'), value: this.openId, error: this.openError || undefined,
          onInput: (value) => { this.openId = value; this.openError = ''; } })}
        <button type="submit" class="primary">${t('games.open')}</button>
      </form>
      ${canCreate ? this.friendly.view() : nothing}`;
  }
}
