import { html, nothing, render } from 'lit-html';
import { Api } from './api';
import { Auth } from './auth';
import { loadConfig } from './config';
import type { AppContext, Page } from './context';
import { initLocale, locale, LOCALES, onLocaleChange, setLocale, t } from './i18n/i18n';
import { ApplyPage } from './pages/apply';
import { ArbiterPage } from './pages/arbiter';
import { FederationPage } from './pages/federation';
import { GamePage } from './pages/game';
import { GamesPage } from './pages/games';
import { HomePage } from './pages/home';
import { InvitePage } from './pages/invite';
import { LoginCardsPage } from './pages/login-cards';
import { MatchPage } from './pages/match';
import { OrganizerPage } from './pages/organizer';
import { StaffInvitePage } from './pages/staff-invite';
import { StandingsPage } from './pages/standings';
import { TournamentPage } from './pages/tournament';
import { TournamentsPage } from './pages/tournaments';
import { Role } from './token';

const root = document.getElementById('app')!;

async function start(): Promise<void> {
  root.replaceChildren();
  initLocale(window.localStorage);
  document.documentElement.lang = locale();
  const config = await loadConfig();
  const auth = new Auth(config, window.location.origin);
  let announcement = '';
  // On a phone the menu is a disclosure: closed on every new page.
  let menuOpen = false;
  let notice = '';
  const context: AppContext = {
    config,
    auth,
    api: new Api(() => auth.accessToken()),
    storage: window.localStorage,
    update: () => draw(),
    announce: (message) => {
      // Emptied first, so that the same words said twice are heard twice.
      announcement = '';
      draw();
      requestAnimationFrame(() => { announcement = message; draw(); });
    },
    login: (route, loginHint) => void auth.login(route, locale(), loginHint),
    now: () => new Date(),
  };
  const routes: Record<string, () => Page> = {
    '#/': () => new HomePage(context),
    '#/apply': () => new ApplyPage(context),
    '#/organizer': () => new OrganizerPage(context),
    '#/games': () => new GamesPage(context),
    '#/arbiter': () => new ArbiterPage(context),
    '#/tournaments': () => new TournamentsPage(context),
  };
  let page: Page = routes['#/']!();

  function show(route: string): void {
    page.leave?.();
    menuOpen = false;
    const game = /^#\/games\/([0-9A-Za-z-]+)$/.exec(route);
    const invite = /^#\/invite(?:\/([^/]*))?$/.exec(route);
    const staffInvite = /^#\/staff-invite\/([^/]+)$/.exec(route);
    const cards = /^#\/competitions\/([0-9A-Za-z-]+)\/teams\/([0-9A-Za-z-]+)\/login-cards$/.exec(route);
    const tournament = /^#\/tournaments\/([0-9A-Za-z-]+)(?:\/(standings|federation)|\/matches\/([0-9A-Za-z-]+))?$/.exec(route);
    page = game ? new GamePage(context, game[1]!)
      : invite ? new InvitePage(context, decodeRoutePart(invite[1] ?? ''))
        : staffInvite ? new StaffInvitePage(context, decodeRoutePart(staffInvite[1]!))
        : cards ? new LoginCardsPage(context, cards[1]!, cards[2]!)
        : tournament ? tournamentPage(tournament[1]!, tournament[2], tournament[3])
          : (routes[route] ?? routes['#/']!)();
    page.enter();
    draw();
    document.title = `${page.title()} — TeamChess`;
  }

  /** `#/tournaments/{id}`, its `/standings`, `/federation` and `/matches/{matchId}`: public, no login needed. */
  function tournamentPage(id: string, view: string | undefined, matchId: string | undefined): Page {
    return view === 'federation' ? new FederationPage(context, id)
      : view ? new StandingsPage(context, id)
      : matchId ? new MatchPage(context, id, matchId)
        : new TournamentPage(context, id);
  }

  function decodeRoutePart(part: string): string {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  }

  function draw(): void {
    const claims = auth.claims();
    render(html`<a class="skip-link" href="#main" @click=${(event: Event) => { event.preventDefault(); document.getElementById('main')?.focus(); }}>${t('nav.skip')}</a>
      <header>
        <a class="brand" href="#/">TeamChess</a>
        <button type="button" class="menu-toggle" aria-expanded=${menuOpen ? 'true' : 'false'} aria-controls="site-nav"
          @click=${() => { menuOpen = !menuOpen; draw(); }}>${t('nav.menu')}</button>
        <nav id="site-nav" class=${menuOpen ? 'open' : ''} aria-label=${t('nav.label')}>
          <ul>
            <li><a href="#/" aria-current=${page instanceof HomePage ? 'page' : 'false'}>${t('nav.home')}</a></li>
            <li><a href="#/tournaments" aria-current=${page instanceof TournamentsPage ? 'page' : 'false'}>${t('nav.tournaments')}</a></li>
            ${claims?.roles.includes(Role.COACH) ? html`<li><a href="#/apply" aria-current=${page instanceof ApplyPage ? 'page' : 'false'}>${t('nav.apply')}</a></li>` : nothing}
            ${claims ? html`<li><a href="#/games" aria-current=${page instanceof GamesPage || page instanceof GamePage ? 'page' : 'false'}>${t('nav.games')}</a></li>` : nothing}
            ${claims?.roles.includes(Role.PLAYER) ? html`<li><a href="#/invite" aria-current=${page instanceof InvitePage ? 'page' : 'false'}>${t('nav.invite')}</a></li>` : nothing}
            ${claims?.roles.includes(Role.ORGANIZER) ? html`<li><a href="#/organizer" aria-current=${page instanceof OrganizerPage ? 'page' : 'false'}>${t('nav.organizer')}</a></li>` : nothing}
            ${claims?.roles.includes(Role.ARBITER) || claims?.roles.includes(Role.ORGANIZER) ? html`<li><a href="#/arbiter" aria-current=${page instanceof ArbiterPage ? 'page' : 'false'}>${t('nav.arbiter')}</a></li>` : nothing}
          </ul>
        </nav>
        <div class="language" role="group" aria-label=${t('nav.language')}>
          ${LOCALES.map((code) => html`<button type="button" lang=${code} aria-pressed=${locale() === code ? 'true' : 'false'}
            @click=${() => setLocale(code, window.localStorage)}>${code === 'ru' ? 'Русский' : 'English'}</button>`)}
        </div>
        <div class="account">
          ${claims
            ? html`<span class="user">${t('auth.signedInAs', { name: claims.name })}</span>
              <button type="button" @click=${() => void auth.logout()}>${t('auth.logout')}</button>`
            : html`<button type="button" @click=${() => context.login(window.location.hash || '#/')}>${t('auth.login')}</button>`}
        </div>
      </header>
      <main id="main" tabindex="-1">${notice ? html`<p class="notice" role="alert">${notice}</p>` : nothing}${page.view()}</main>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true" id="announcer">${announcement}</div>`, root);
  }

  onLocaleChange(() => {
    document.documentElement.lang = locale();
    document.title = `${page.title()} — TeamChess`;
    draw();
  });
  auth.onChange(() => draw());
  window.addEventListener('hashchange', () => {
    show(window.location.hash);
    // A new page: the keyboard and the screen reader start at its heading.
    requestAnimationFrame(() => document.getElementById('page-title')?.focus());
  });

  let returnTo: string | undefined;
  try {
    returnTo = await auth.start(window.location, window.history);
  } catch (error) {
    notice = t('auth.failed', { detail: error instanceof Error ? error.message : String(error) });
  }
  if (returnTo && returnTo.startsWith('#/')) {
    window.history.replaceState(null, '', `${window.location.pathname}${returnTo}`);
  }
  show(window.location.hash || '#/');
}

start().catch((error: unknown) => {
  render(html`<main><h1>TeamChess</h1><p role="alert">${t('error.startFailed', {
    detail: error instanceof Error ? error.message : String(error),
  })}</p></main>`, root);
});
