import { html, type TemplateResult } from 'lit-html';
import { pageAwaitingData } from '../components';
import type { AppContext, Page } from '../context';
import { t, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError } from '../problem';
import { RegistrationClient, type StaffInvitationView, type StaffRole } from '../registration';
import { AccountCreation } from './account-form';

const ROLE_WORDS: Record<StaffRole, MessageKey> = {
  coach: 'staff.role.coach',
  arbiter: 'staff.role.arbiter',
  federation: 'staff.role.federation',
};

/** A staff role in words: «тренер (руководитель команды школы)». */
export function staffRoleText(role: StaffRole): string {
  return ROLE_WORDS[role] ? t(ROLE_WORDS[role]) : role;
}

/** Where each role starts after its first login. */
const HOME: Record<StaffRole, string> = { coach: '#/apply', arbiter: '#/arbiter', federation: '#/tournaments' };

/**
 * A coach's, arbiter's or federation reader's invitation (`#/staff-invite/{code}`, the link from an
 * organizer): whom it is for and in which role (GET /api/staff-invitations/{code}, anonymous), then
 * «Создать учётную запись» (POST .../account), or, for someone who has one, the login.
 */
export class StaffInvitePage implements Page {
  private readonly registration: RegistrationClient;
  private invitation: StaffInvitationView | undefined;
  private failure = '';
  private readonly account: AccountCreation;

  constructor(private readonly context: AppContext, private readonly code: string) {
    this.registration = new RegistrationClient(context.api, context.config.registrationUrl);
    this.account = new AccountCreation(context, (request) => this.registration.createStaffAccount(code.trim(), request));
  }

  title(): string {
    return t('staffInvite.title');
  }

  enter(): void {
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.invitation = await this.registration.staffInvitation(this.code.trim());
    } catch (error) {
      this.failure = error instanceof ApiError && error.status === 404 ? t('staffInvite.unknown') : describeFailure(error);
    }
    this.context.update();
  }

  view(): TemplateResult {
    const invitation = this.invitation;
    if (!invitation) {
      return pageAwaitingData(t('staffInvite.title'), this.failure);
    }
    const home = HOME[invitation.role] ?? '#/';
    return html`<h1 id="page-title" tabindex="-1">${t('staffInvite.title')}</h1>
      <p>${t('staffInvite.for', { name: `${invitation.firstName} ${invitation.lastName}`, role: staffRoleText(invitation.role) })}</p>
      <dl class="invitation">
        <dt>${t('staffInvite.name')}</dt><dd>${invitation.firstName} ${invitation.lastName}</dd>
        <dt>${t('staffInvite.role')}</dt><dd>${staffRoleText(invitation.role)}</dd>
      </dl>
      ${invitation.accountExists && !this.account.created
        ? html`<p role="status">${t('staffInvite.accountExists')}</p>
          <button type="button" class="primary" @click=${() => this.context.login(home)}>${t('auth.login')}</button>`
        : html`<div class="account-choices">
          <section aria-labelledby="create-account-title">
            <h2 id="create-account-title">${t('account.createTitle')}</h2>
            <p class="hint">${t('staffInvite.createIntro')}</p>
            ${this.account.view({ route: home, next: t('staffInvite.accountNext') })}
          </section>
          <section aria-labelledby="have-account-title">
            <h2 id="have-account-title">${t('account.haveOne')}</h2>
            <p>${t('staffInvite.haveOneText')}</p>
            <button type="button" @click=${() => this.context.login(home)}>${t('auth.login')}</button>
          </section>
        </div>`}`;
  }
}
