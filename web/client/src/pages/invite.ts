import { html, nothing, type TemplateResult } from 'lit-html';
import { fieldId, inputField } from '../components';
import type { AppContext, Page } from '../context';
import { t, type MessageKey } from '../i18n/i18n';
import { describeInvitationFailure } from '../messages';
import { RegistrationClient, type RedeemedInvitation } from '../registration';
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
 * A player's invitation (`#/invite`, `#/invite/{code}` from the coach's link): the code of the
 * player's roster entry links the account to it (POST /api/invitations/{code}/redeem of
 * registration-service). Redeeming one's own code again is a success that changes nothing.
 */
export class InvitePage implements Page {
  private readonly registration: RegistrationClient;
  private code: string;
  private codeError = '';
  private failure = '';
  private busy = false;
  private result: RedeemedInvitation | undefined;

  constructor(private readonly context: AppContext, code = '') {
    this.registration = new RegistrationClient(context.api, context.config.registrationUrl);
    this.code = code;
  }

  title(): string {
    return t('invite.title');
  }

  enter(): void {}

  /** Where the login comes back to: the same page with the code of the link. */
  private route(): string {
    const code = normalizeInvitationCode(this.code);
    return code ? `#/invite/${encodeURIComponent(code)}` : '#/invite';
  }

  private async redeem(): Promise<void> {
    if (this.busy) {
      return;
    }
    const code = normalizeInvitationCode(this.code);
    const issue = invitationCodeIssue(code);
    this.failure = '';
    if (issue) {
      this.codeError = t(issue.key, issue.params);
      this.context.update();
      document.getElementById(fieldId('invitationCode'))?.focus();
      return;
    }
    this.codeError = '';
    this.busy = true;
    this.context.update();
    try {
      this.result = await this.registration.redeemInvitation(code);
      this.busy = false;
      this.context.update();
      this.context.announce(this.linkedText(this.result));
      requestAnimationFrame(() => document.getElementById('invite-result-title')?.focus());
    } catch (error) {
      const failure = describeInvitationFailure(error);
      if (failure.aboutCode) {
        this.codeError = failure.text;
      } else {
        this.failure = failure.text;
      }
      this.busy = false;
      this.context.update();
      if (failure.aboutCode) {
        document.getElementById(fieldId('invitationCode'))?.focus();
      }
    }
  }

  private linkedText(result: RedeemedInvitation): string {
    return t('invite.linked', { school: result.schoolName, name: result.displayName, board: result.board });
  }

  view(): TemplateResult {
    const heading = html`<h1 id="page-title" tabindex="-1">${t('invite.title')}</h1>`;
    if (!this.context.auth.claims()) {
      return html`${heading}<p>${t('invite.loginFirst')}</p>
        <button type="button" class="primary" @click=${() => this.context.login(this.route())}>${t('auth.login')}</button>`;
    }
    if (!this.context.auth.hasRole(Role.PLAYER)) {
      return html`${heading}<p role="alert">${t('invite.playersOnly')}</p>`;
    }
    if (this.result) {
      return html`${heading}${this.resultView(this.result)}`;
    }
    return html`${heading}
      <p>${t('invite.intro')}</p>
      <form class="redeem-invitation" novalidate @submit=${(event: Event) => { event.preventDefault(); void this.redeem(); }}>
        ${inputField({
          field: 'invitationCode', label: t('invite.code'), hint: t('invite.codeHint'), value: this.code,
          error: this.codeError || undefined, required: true, autocomplete: 'off',
          onInput: (value) => { this.code = value; if (this.codeError) { this.codeError = ''; this.context.update(); } },
        })}
        <button type="submit" class="primary" ?disabled=${this.busy} aria-disabled=${this.busy ? 'true' : 'false'}>
          ${this.busy ? t('invite.submitting') : t('invite.submit')}</button>
      </form>
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
        <dt>${t('invite.competition')}</dt><dd><code>${result.competitionId}</code></dd>
      </dl>
      <p class="hint">${t('invite.boardHint')}</p>
      <p><a href="#/games">${t('nav.games')}</a> — ${t('invite.next')}</p>
    </section>`;
  }
}
