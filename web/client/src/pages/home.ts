import { html, nothing } from 'lit-html';
import type { AppContext, Page } from '../context';
import { t } from '../i18n/i18n';
import { Role } from '../token';

/** The start page: what TeamChess is, and the way to each page the user's roles open. */
export class HomePage implements Page {
  constructor(private readonly context: AppContext) {}

  title(): string {
    return t('home.title');
  }

  enter(): void {}

  view() {
    const claims = this.context.auth.claims();
    return html`<h1 id="page-title" tabindex="-1">${t('home.title')}</h1>
      <p>${t('home.intro')}</p>
      <p><a href="#/tournaments">${t('nav.tournaments')}</a> — ${t('home.tournamentsText')}</p>
      ${claims
        ? html`<ul class="cards">
            <li><a href="#/games">${t('nav.games')}</a> — ${t('home.gamesText')}</li>
            ${claims.roles.includes(Role.COACH) ? html`<li><a href="#/apply">${t('nav.apply')}</a> — ${t('home.applyText')}</li>` : nothing}
            ${claims.roles.includes(Role.PLAYER) ? html`<li><a href="#/invite">${t('nav.invite')}</a> — ${t('home.inviteText')}</li>` : nothing}
            ${claims.roles.includes(Role.ORGANIZER) ? html`<li><a href="#/organizer">${t('nav.organizer')}</a> — ${t('home.organizerText')}</li>` : nothing}
          </ul>
`
        : html`<p>${t('home.loginFirst')}</p>
          <button type="button" class="primary" @click=${() => this.context.login('#/')}>${t('auth.login')}</button>`}`;
  }
}
