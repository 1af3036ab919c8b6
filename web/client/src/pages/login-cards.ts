import { html, nothing, type TemplateResult } from 'lit-html';
import { toString as qrSvg } from 'qrcode';
import { confirmation, focusSoon, formFailure, pageAwaitingData } from '../components';
import type { AppContext, Page } from '../context';
import { t } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, problemName } from '../problem';
import { RegistrationClient, type LoginCard, type ResetPassword } from '../registration';
import { Role } from '../token';

/** The coach's page of a team's login cards. */
export function loginCardsRoute(competitionId: string, teamId: string): string {
  return `#/competitions/${encodeURIComponent(competitionId)}/teams/${encodeURIComponent(teamId)}/login-cards`;
}

/** The address a child opens (or scans) to create the account: `<origin>/#/invite/{code}`. */
export function invitationAddress(origin: string, code: string): string {
  return `${origin}/#/invite/${encodeURIComponent(code)}`;
}

/** A QR code of a text as an SVG image address, drawn by the `qrcode` library (error correction M, as phones read it from paper). */
export async function qrImage(text: string): Promise<string> {
  const svg = await qrSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The login cards of a team (`#/competitions/{c}/teams/{t}/login-cards`, the own coach or an
 * organizer): one card to cut out per child with the name, the place in the roster, the
 * invitation code, its address and a QR code of it, and whether the account exists. A child's
 * password is reset here (confirmed first; the new one is shown once).
 */
export class LoginCardsPage implements Page {
  private readonly registration: RegistrationClient;
  private cards: LoginCard[] | undefined;
  private schoolName = '';
  private failure = '';
  private readonly images = new Map<string, string>();
  private confirming: string | undefined;
  private resetting: string | undefined;
  private readonly passwords = new Map<string, ResetPassword>();
  private readonly resetFailures = new Map<string, string>();

  constructor(private readonly context: AppContext, private readonly competitionId: string, private readonly teamId: string,
    private readonly origin = window.location.origin) {
    this.registration = new RegistrationClient(context.api, context.config.registrationUrl);
  }

  title(): string {
    return t('cards.title');
  }

  private allowed(): boolean {
    return this.context.auth.hasRole(Role.COACH) || this.context.auth.hasRole(Role.ORGANIZER);
  }

  enter(): void {
    if (this.context.auth.claims() && this.allowed()) {
      void this.load();
    }
  }

  private async load(): Promise<void> {
    try {
      this.cards = await this.registration.loginCards(this.competitionId, this.teamId);
    } catch (error) {
      this.failure = describeFailure(error);
      this.context.update();
      return;
    }
    this.context.update();
    // The school's name heads the page; without it the cards still say all a child needs.
    this.registration.application(this.competitionId, this.teamId)
      .then((application) => { this.schoolName = application.schoolName; this.context.update(); })
      .catch(() => undefined);
    await Promise.all(this.cards.map(async (card) => {
      this.images.set(card.invitationCode, await qrImage(invitationAddress(this.origin, card.invitationCode)));
    }));
    this.context.update();
  }

  private async reset(card: LoginCard): Promise<void> {
    this.confirming = undefined;
    this.resetting = card.playerId;
    this.resetFailures.delete(card.playerId);
    this.context.update();
    try {
      const reset = await this.registration.resetPassword(this.competitionId, this.teamId, card.playerId);
      this.passwords.set(card.playerId, reset);
      this.context.announce(t('cards.resetDone', { name: `${card.firstName} ${card.lastName}` }));
    } catch (error) {
      this.resetFailures.set(card.playerId, error instanceof ApiError && problemName(error.problem) === 'no-account'
        ? t('cards.noAccountYet') : describeFailure(error));
    }
    this.resetting = undefined;
    this.context.update();
    focusSoon(`reset-${card.playerId}`);
  }

  view(): TemplateResult {
    if (!this.context.auth.claims()) {
      return html`<h1 id="page-title" tabindex="-1">${t('cards.title')}</h1><p>${t('cards.loginFirst')}</p>
        <button type="button" class="primary" @click=${() => this.context.login(loginCardsRoute(this.competitionId, this.teamId))}>${t('auth.login')}</button>`;
    }
    if (!this.allowed()) {
      return html`<h1 id="page-title" tabindex="-1">${t('cards.title')}</h1><p role="alert">${t('cards.coachesOnly')}</p>`;
    }
    const cards = this.cards;
    if (!cards) {
      return pageAwaitingData(t('cards.title'), this.failure);
    }
    return html`<h1 id="page-title" tabindex="-1">${this.schoolName ? t('cards.titleOf', { school: this.schoolName }) : t('cards.title')}</h1>
      <div class="no-print">
        <p>${t('cards.intro')}</p>
        <p><button type="button" class="primary" @click=${() => window.print()}>${t('cards.print')}</button></p>
      </div>
      ${cards.length === 0 ? html`<p>${t('cards.none')}</p>` : html`<ul class="login-cards">${cards.map((card) => this.cardView(card))}</ul>`}`;
  }

  private cardView(card: LoginCard): TemplateResult {
    const name = `${card.firstName} ${card.lastName}`;
    const address = invitationAddress(this.origin, card.invitationCode);
    const image = this.images.get(card.invitationCode);
    const reset = this.passwords.get(card.playerId);
    return html`<li class="login-card" data-player=${card.playerId}>
      <h2>${name}</h2>
      <p class="card-board">${t('cards.board', { board: card.board })}</p>
      <div class="card-body">
        ${image ? html`<img class="qr" src=${image} alt=${t('cards.qrAlt', { name })} width="132" height="132" />` : html`<span class="qr"></span>`}
        <dl>
          <dt>${t('invite.code')}</dt><dd><code class="invitation-code">${card.invitationCode}</code></dd>
          <dt>${t('cards.address')}</dt><dd class="address"><a href=${address}>${address}</a></dd>
          <dt>${t('cards.account')}</dt><dd>${card.accountExists
            ? (card.username ? t('cards.accountOf', { username: card.username }) : t('cards.accountMade'))
            : t('cards.noAccount')}</dd>
        </dl>
      </div>
      <p class="card-steps">${card.accountExists ? t('cards.stepsLogin') : t('cards.stepsCreate')}</p>
      ${reset ? html`<div class="new-password" role="status">
        <p>${t('cards.newPassword', { username: reset.username })} <code>${reset.password}</code></p>
        <p class="hint">${t('cards.newPasswordOnce')}</p>
      </div>` : nothing}
      ${card.accountExists ? html`<div class="no-print">${this.confirming === card.playerId
        ? confirmation(`confirm-${card.playerId}`, t('cards.resetQuestion', { name, username: card.username ?? '' }), t('cards.resetYes'),
          () => void this.reset(card), () => { this.confirming = undefined; this.context.update(); })
        : html`<button type="button" id=${`reset-${card.playerId}`} ?disabled=${this.resetting === card.playerId}
            aria-label=${t('cards.resetOf', { name })} @click=${() => { this.confirming = card.playerId; this.context.update(); }}>${t('cards.reset')}</button>`}
        ${formFailure(this.resetFailures.get(card.playerId))}</div>` : nothing}
    </li>`;
  }
}
