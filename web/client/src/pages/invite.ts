import { html, nothing, type TemplateResult } from 'lit-html';
import { fieldId, focusSoon, inputField } from '../components';
import type { AppContext, Page } from '../context';
import { t, type MessageKey } from '../i18n/i18n';
import { describeInvitationFailure } from '../messages';
import { RegistrationClient, type InvitationView, type RedeemedInvitation } from '../registration';
import { AccountCreation } from './account-form';
import { Role } from '../token';

/** registration-service's codes: 10 characters of the RFC 4648 base32 alphabet (ApplicationService). */
export const INVITATION_CODE = /^[A-Z2-7]{10}$/;
const CODE_LENGTH = 10;

/** Cyrillic capitals drawn exactly like Latin ones, typed when the keyboard is left in Russian. */
const LOOKALIKES: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X',
};

/**
 * A code as typed made the server's form: capitals, without spaces, dashes, dots or underscores,
 * Cyrillic look-alikes read as the Latin letters they look like. The server itself only trims and
 * upper-cases, so the page sends the code already clean.
 */
export function normalizeInvitationCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—―_.]/g, '')
    .replace(/[АВЕКМНОРСТХ]/g, (letter) => LOOKALIKES[letter]!);
}

/** What is wrong with a normalised code before it is sent, or nothing. */
export function invitationCodeIssue(code: string): { key: MessageKey; params?: Record<string, number> } | undefined {
  if (code === '') {
    return { key: 'validation.required' };
  }
  if (/[0189]/.test(code)) {
    return { key: 'invite.codeDigits' };
  }
  if (!/^[A-Z2-7]*$/.test(code)) {
    return { key: 'invite.codeChars' };
  }
  if (code.length !== CODE_LENGTH) {
    return { key: 'invite.codeLength', params: { count: code.length } };
  }
  return undefined;
}

/**
 * A child's invitation (`#/invite/{code}`, the link or QR code on the coach's login card; `#/invite`
 * asks for the code): whom the code is for (GET /api/invitations/{code}), then «Создать учётную
 * запись» (POST .../account, anonymous; then the login with the new name, landing on «Мои партии»)
 * beside «У меня уже есть учётная запись» (log in, then POST .../redeem links it). Redeeming one's
 * own code again is a success that changes nothing.
 */
export class InvitePage implements Page {
  private readonly registration: RegistrationClient;
  private code: string;
  private codeError = '';
  private invitation: InvitationView | undefined;
  private loadFailure = '';
  private loading = false;
  private failure = '';
  private busy = false;
  private result: RedeemedInvitation | undefined;
  private readonly account: AccountCreation;

  constructor(private readonly context: AppContext, code = '') {
    this.registration = new RegistrationClient(context.api, context.config.registrationUrl);
    this.code = code;
    this.account = new AccountCreation(context, (request) => this.registration.createPlayerAccount(this.normalized(), request));
  }

  title(): string {
    return t('invite.title');
  }

  enter(): void {
    const code = this.normalized();
    if (code === '') return;
    const issue = invitationCodeIssue(code);
    if (issue) {
      this.codeError = t(issue.key, issue.params);
      return;
    }
    void this.load(code);
  }

  private normalized(): string {
    return normalizeInvitationCode(this.code);
  }

  /** Where the login comes back to: the same page with the code of the link. */
  private route(): string {
    const code = this.normalized();
    return code ? `#/invite/${encodeURIComponent(code)}` : '#/invite';
  }

  private async load(code: string): Promise<void> {
    this.loading = true;
    this.context.update();
    try {
      this.invitation = await this.registration.invitation(code);
    } catch (error) {
      const failure = describeInvitationFailure(error);
      if (failure.aboutCode) this.codeError = failure.text;
      else this.loadFailure = failure.text;
    }
    this.loading = false;
    this.context.update();
  }

  /** The typed code checked, then its own address: the page of that invitation. */
  private lookUp(): void {
    const code = this.normalized();
    const issue = invitationCodeIssue(code);
    if (issue) {
      this.codeError = t(issue.key, issue.params);
      this.context.update();
      document.getElementById(fieldId('invitationCode'))?.focus();
      return;
    }
    window.location.hash = `#/invite/${code}`;
  }

  private async redeem(): Promise<void> {
    if (this.busy) return;
    this.failure = '';
    this.busy = true;
    this.context.update();
    try {
      this.result = await this.registration.redeemInvitation(this.normalized());
      this.context.announce(this.linkedText(this.result));
      focusSoon('invite-result-title');
    } catch (error) {
      this.failure = describeInvitationFailure(error).text;
    }
    this.busy = false;
    this.context.update();
  }

  private linkedText(result: RedeemedInvitation): string {
    return t('invite.linked', { school: result.schoolName, name: result.displayName, board: result.board });
  }

  view(): TemplateResult {
    const heading = html`<h1 id="page-title" tabindex="-1">${t('invite.title')}</h1>`;
    if (this.result) {
      return html`${heading}${this.resultView(this.result)}`;
    }
    if (this.loading) {
      return html`${heading}<p role="status">${t('common.loading')}</p>`;
    }
    if (this.loadFailure) {
      return html`${heading}<p class="notice" role="alert">${this.loadFailure}</p>`;
    }
    if (!this.invitation) {
      return html`${heading}${this.codeView()}`;
    }
    const invitation = this.invitation;
    return html`${heading}
      <p>${t('invite.for', { name: `${invitation.firstName} ${invitation.lastName}` })}</p>
      <dl class="invitation">
        <dt>${t('invite.player')}</dt><dd>${invitation.firstName} ${invitation.lastName}</dd>
        <dt>${t('invite.board')}</dt><dd>${invitation.board}</dd>
        <dt>${t('invite.team')}</dt><dd>${invitation.teamName}</dd>
        <dt>${t('invite.competitionName')}</dt><dd>${invitation.competitionName}</dd>
      </dl>
      ${invitation.accountExists && !this.account.created ? this.existingAccountView() : html`<div class="account-choices">
        <section aria-labelledby="create-account-title">
          <h2 id="create-account-title">${t('account.createTitle')}</h2>
          <p class="hint">${t('invite.createIntro')}</p>
          ${this.account.view({ route: '#/games', next: t('invite.accountNext') })}
        </section>
        <section aria-labelledby="have-account-title">
          <h2 id="have-account-title">${t('account.haveOne')}</h2>
          ${this.redeemView()}
        </section>
      </div>`}`;
  }

  private codeView(): TemplateResult {
    return html`<p>${t('invite.intro')}</p>
      <form class="find-invitation" novalidate @submit=${(event: Event) => { event.preventDefault(); this.lookUp(); }}>
        ${inputField({
          field: 'invitationCode', label: t('invite.code'), hint: t('invite.codeHint'), value: this.code,
          error: this.codeError || undefined, required: true, autocomplete: 'off',
          onInput: (value) => { this.code = value; if (this.codeError) { this.codeError = ''; this.context.update(); } },
        })}
        <button type="submit" class="primary">${t('invite.find')}</button>
      </form>`;
  }

  /** The account exists already (made from this code): log in with it. */
  private existingAccountView(): TemplateResult {
    return html`<p role="status">${t('invite.accountExists')}</p>
      ${this.context.auth.claims()
        ? html`<p><a href="#/games">${t('games.mine')}</a></p>`
        : html`<button type="button" class="primary" @click=${() => this.context.login('#/games')}>${t('auth.login')}</button>`}`;
  }

  private redeemView(): TemplateResult {
    if (!this.context.auth.claims()) {
      return html`<p>${t('invite.loginFirst')}</p>
        <button type="button" @click=${() => this.context.login(this.route())}>${t('auth.login')}</button>`;
    }
    if (!this.context.auth.hasRole(Role.PLAYER)) {
      return html`<p role="alert">${t('invite.playersOnly')}</p>`;
    }
    return html`<p>${t('invite.redeemIntro', { name: this.context.auth.claims()!.name })}</p>
      <button type="button" ?disabled=${this.busy} @click=${() => void this.redeem()}>${this.busy ? t('invite.submitting') : t('invite.submit')}</button>
      <p class="error" id="invite-failure" role="alert">${this.failure
        ? html`<span class="error-word">${t('form.errorWord')}</span> ${this.failure}`
        : nothing}</p>`;
  }

  private resultView(result: RedeemedInvitation): TemplateResult {
    return html`<section class="confirmation" aria-labelledby="invite-result-title">
      <h2 id="invite-result-title" tabindex="-1">${t('invite.linkedTitle')}</h2>
      <p role="status">${this.linkedText(result)}</p>
      <dl>
        <dt>${t('invite.school')}</dt><dd>${result.schoolName}</dd>
        <dt>${t('invite.board')}</dt><dd>${result.board}</dd>
        <dt>${t('invite.displayName')}</dt><dd>${result.displayName}</dd>
      </dl>
      <p class="hint">${t('invite.boardHint')}</p>
      <p><a href="#/games">${t('games.mine')}</a> — ${t('invite.next')}</p>
    </section>`;
  }
}
