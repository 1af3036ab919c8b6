import { html, nothing, type TemplateResult } from 'lit-html';
import { errorSummary, focusSoon, inputField, selectField } from '../components';
import type { AppContext } from '../context';
import { formatDateTime, t, viewerTimeZone, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, errorsByField } from '../problem';
import { RegistrationClient, STAFF_ROLES, type InviteStaff, type StaffInvitation, type StaffRole } from '../registration';
import { staffRoleText } from './staff-invite';

type StaffField = keyof InviteStaff;

const LABELS: Record<StaffField, MessageKey> = {
  role: 'staff.roleField',
  firstName: 'staff.firstName',
  lastName: 'staff.lastName',
};

/** The address an invitee opens: `<origin>/#/staff-invite/{code}`. */
export function staffInvitationAddress(origin: string, code: string): string {
  return `${origin}/#/staff-invite/${encodeURIComponent(code)}`;
}

/**
 * On the organizer page: «Пригласить тренера, судью или представителя федерации» (POST
 * /api/staff-invitations) and the invitations made so far, each with its code, its address and
 * whether its account exists.
 */
export class StaffInvitations {
  private readonly registration: RegistrationClient;
  private draft: { role: StaffRole | ''; firstName: string; lastName: string } = { role: '', firstName: '', lastName: '' };
  private attempted = false;
  private serverErrors = new Map<string, string>();
  private general = '';
  private busy = false;
  private list: StaffInvitation[] | undefined;
  private listFailure = '';

  constructor(private readonly context: AppContext, private readonly origin = window.location.origin) {
    this.registration = new RegistrationClient(context.api, context.config.registrationUrl);
  }

  async load(): Promise<void> {
    try {
      this.list = await this.registration.staffInvitations();
      this.listFailure = '';
    } catch (error) {
      this.listFailure = describeFailure(error);
    }
    this.context.update();
  }

  private issues(): Map<StaffField, string> {
    const issues = new Map<StaffField, string>();
    if (this.draft.role === '') issues.set('role', t('staff.chooseRole'));
    for (const field of ['firstName', 'lastName'] as const) {
      if (this.draft[field].trim() === '') issues.set(field, t('validation.required'));
    }
    return issues;
  }

  private errorFor(field: StaffField): string | undefined {
    return (this.attempted ? this.issues().get(field) : undefined) ?? this.serverErrors.get(field);
  }

  private async invite(): Promise<void> {
    if (this.busy) return;
    this.attempted = true;
    this.general = '';
    this.serverErrors = new Map();
    if (this.issues().size > 0) {
      this.context.update();
      focusSoon('staff-summary');
      return;
    }
    this.busy = true;
    this.context.update();
    try {
      const invitation = await this.registration.inviteStaff({
        role: this.draft.role as StaffRole, firstName: this.draft.firstName.trim(), lastName: this.draft.lastName.trim(),
      });
      this.draft = { role: '', firstName: '', lastName: '' };
      this.attempted = false;
      this.list = [invitation, ...(this.list ?? []).filter((other) => other.code !== invitation.code)];
      this.context.announce(t('staff.invited', {
        name: `${invitation.firstName} ${invitation.lastName}`, role: staffRoleText(invitation.role), code: invitation.code,
      }));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of errorsByField(error.problem)) {
          this.serverErrors.set(field, t('form.serverSaid', { message: messages.join('; ') }));
        }
      }
      this.general = describeFailure(error);
      focusSoon('staff-summary');
    } finally {
      this.busy = false;
      this.context.update();
    }
  }

  view(): TemplateResult {
    const summary = this.attempted || this.serverErrors.size > 0
      ? (Object.keys(LABELS) as StaffField[]).flatMap((field) => {
        const message = this.errorFor(field);
        return message ? [{ field: `staff-${field}`, label: t(LABELS[field]), message }] : [];
      })
      : [];
    return html`<section aria-labelledby="staff-title">
      <h2 id="staff-title">${t('staff.title')}</h2>
      <p class="hint">${t('staff.intro')}</p>
      ${errorSummary(summary, this.general || undefined, 'staff-summary')}
      <form class="invite-staff" novalidate @submit=${(event: Event) => { event.preventDefault(); void this.invite(); }}>
        ${selectField({
          field: 'staff-role', label: t(LABELS.role), value: this.draft.role, required: true, error: this.errorFor('role'),
          options: [{ value: '', label: t('staff.chooseRoleOption') }, ...STAFF_ROLES.map((role) => ({ value: role, label: staffRoleText(role) }))],
          onInput: (value) => { this.draft = { ...this.draft, role: value as StaffRole | '' }; this.serverErrors.delete('role'); this.context.update(); },
        })}
        ${(['firstName', 'lastName'] as const).map((field) => inputField({
          field: `staff-${field}`, label: t(LABELS[field]), value: this.draft[field], required: true, error: this.errorFor(field),
          autocomplete: 'off',
          onInput: (value) => { this.draft = { ...this.draft, [field]: value }; this.serverErrors.delete(field); this.context.update(); },
        }))}
        <button type="submit" class="primary" ?disabled=${this.busy}>${t('staff.invite')}</button>
      </form>
      <h3>${t('staff.listTitle')}</h3>
      ${this.listFailure ? html`<p role="alert">${this.listFailure}</p>` : nothing}
      ${this.list === undefined && !this.listFailure ? html`<p role="status">${t('common.loading')}</p>` : nothing}
      ${this.list?.length === 0 ? html`<p>${t('staff.none')}</p>` : nothing}
      ${this.list && this.list.length > 0 ? html`<ul class="staff-invitations">${this.list.map((invitation) => this.itemView(invitation))}</ul>` : nothing}
    </section>`;
  }

  private itemView(invitation: StaffInvitation): TemplateResult {
    const address = staffInvitationAddress(this.origin, invitation.code);
    return html`<li>
      <p><strong>${invitation.firstName} ${invitation.lastName}</strong> — ${staffRoleText(invitation.role)}
        <span class="hint">(${t('staff.createdAt', { time: formatDateTime(invitation.createdAt, viewerTimeZone()) })})</span></p>
      <dl>
        <dt>${t('staff.code')}</dt><dd><code>${invitation.code}</code></dd>
        <dt>${t('staff.link')}</dt><dd class="address"><a href=${address}>${address}</a></dd>
        <dt>${t('staff.account')}</dt><dd>${invitation.accountExists
          ? (invitation.username ? t('cards.accountOf', { username: invitation.username }) : t('cards.accountMade'))
          : t('cards.noAccount')}</dd>
      </dl>
    </li>`;
  }
}
