import { html, type TemplateResult } from 'lit-html';
import { errorSummary, fieldId, focusSoon, formFailure, inputField } from '../components';
import type { AppContext } from '../context';
import { t, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, errorsByField, problemName } from '../problem';
import type { AccountRequest } from '../registration';

/** The realm's password policy (deploy/keycloak: `length(8) and notUsername`), restated for hints before sending. */
export const MIN_PASSWORD_LENGTH = 8;
/** What Keycloak takes as a username: Latin letters, digits and `_ . - @`, 3 to 255 of them (stored in lower case). */
const USERNAME = /^[A-Za-z0-9_.@-]+$/;
const MIN_USERNAME_LENGTH = 3;

export interface AccountDraft {
  username: string;
  password: string;
  passwordAgain: string;
}

type AccountField = keyof AccountDraft;

const LABELS: Record<AccountField, MessageKey> = {
  username: 'account.username',
  password: 'account.password',
  passwordAgain: 'account.passwordAgain',
};

/** What is wrong with a new account's name and password before they are sent, by field. */
export function accountIssues(draft: AccountDraft): Map<AccountField, string> {
  const issues = new Map<AccountField, string>();
  const username = draft.username.trim();
  if (username === '') {
    issues.set('username', t('validation.required'));
  } else if (/\s/.test(username)) {
    issues.set('username', t('account.usernameSpaces'));
  } else if (!USERNAME.test(username)) {
    issues.set('username', t('account.usernameChars'));
  } else if (username.length < MIN_USERNAME_LENGTH) {
    issues.set('username', t('account.usernameShort', { min: MIN_USERNAME_LENGTH }));
  }
  if (draft.password === '') {
    issues.set('password', t('validation.required'));
  } else if ([...draft.password].length < MIN_PASSWORD_LENGTH) {
    issues.set('password', t('account.passwordShort', { min: MIN_PASSWORD_LENGTH, count: [...draft.password].length }));
  } else if (username !== '' && draft.password.toLowerCase() === username.toLowerCase()) {
    issues.set('password', t('account.passwordIsUsername'));
  }
  if (draft.passwordAgain === '') {
    issues.set('passwordAgain', t('validation.required'));
  } else if (draft.passwordAgain !== draft.password) {
    issues.set('passwordAgain', t('account.passwordsDiffer'));
  }
  return issues;
}

/**
 * «Создать учётную запись»: a name and a password typed twice, checked as the realm checks them,
 * sent by `create` (a child's or a staff invitation's account request). The server's field errors
 * land under the fields; a taken name, a used invitation and an unreachable Keycloak are said in
 * words. Once made, the account's name is kept for the login that follows.
 */
export class AccountCreation {
  private draft: AccountDraft = { username: '', password: '', passwordAgain: '' };
  private readonly touched = new Set<AccountField>();
  private attempted = false;
  private serverErrors = new Map<string, string>();
  private failure = '';
  private busy = false;
  created: string | undefined;

  constructor(private readonly context: AppContext, private readonly create: (request: AccountRequest) => Promise<{ username: string }>) {}

  private errorFor(field: AccountField, issues: Map<AccountField, string>): string | undefined {
    const issue = this.attempted || this.touched.has(field) ? issues.get(field) : undefined;
    return issue ?? this.serverErrors.get(field);
  }

  private async submit(): Promise<void> {
    if (this.busy) return;
    this.attempted = true;
    this.failure = '';
    this.serverErrors = new Map();
    if (accountIssues(this.draft).size > 0) {
      this.context.update();
      focusSoon('account-summary');
      return;
    }
    this.busy = true;
    this.context.update();
    try {
      const account = await this.create({ username: this.draft.username.trim(), password: this.draft.password });
      this.created = account.username;
      this.draft = { username: '', password: '', passwordAgain: '' };
      this.context.announce(t('account.created', { username: account.username }));
      focusSoon('account-created-title');
    } catch (error) {
      this.refused(error);
      focusSoon(this.serverErrors.size > 0 ? 'account-summary' : 'account-failure');
    } finally {
      this.busy = false;
      this.context.update();
    }
  }

  private refused(error: unknown): void {
    const name = error instanceof ApiError ? problemName(error.problem) : undefined;
    if (name === 'username-taken') {
      this.serverErrors.set('username', t('account.usernameTaken'));
      return;
    }
    if (error instanceof ApiError && error.status === 400) {
      for (const [field, messages] of errorsByField(error.problem)) {
        this.serverErrors.set(field, t('form.serverSaid', { message: messages.join('; ') }));
      }
      if (this.serverErrors.size > 0) return;
    }
    this.failure = name === 'invitation-used' ? t('account.invitationUsed')
      : error instanceof ApiError && error.status === 503 ? t('account.unavailable')
        : error instanceof ApiError && error.status === 404 ? t('account.invitationUnknown')
          : describeFailure(error);
  }

  /** The form, or once the account is made, the words that say so and the login button. */
  view(after: { route: string; next: string }): TemplateResult {
    if (this.created) {
      return html`<div class="confirmation">
        <h3 id="account-created-title" tabindex="-1">${t('account.createdTitle')}</h3>
        <p role="status">${t('account.created', { username: this.created })}</p>
        <p>${after.next}</p>
        <button type="button" class="primary" @click=${() => this.context.login(after.route, this.created)}>${t('account.loginNow', { username: this.created })}</button>
      </div>`;
    }
    const issues = accountIssues(this.draft);
    const summary = this.attempted
      ? (Object.keys(LABELS) as AccountField[]).flatMap((field) => {
        const message = this.errorFor(field, issues);
        return message ? [{ field: `account-${field}`, label: t(LABELS[field]), message }] : [];
      })
      : [];
    return html`${errorSummary(summary, undefined, 'account-summary')}
      <form class="create-account" novalidate @submit=${(event: Event) => { event.preventDefault(); void this.submit(); }}>
        ${this.field('username', issues, { hint: t('account.usernameHint'), autocomplete: 'username' })}
        ${this.field('password', issues, { hint: t('account.passwordHint', { min: MIN_PASSWORD_LENGTH }), autocomplete: 'new-password', type: 'password' })}
        ${this.field('passwordAgain', issues, { autocomplete: 'new-password', type: 'password' })}
        <div id="account-failure" tabindex="-1">${formFailure(this.failure || undefined)}</div>
        <button type="submit" class="primary" ?disabled=${this.busy}>${this.busy ? t('account.creating') : t('account.create')}</button>
      </form>`;
  }

  private field(field: AccountField, issues: Map<AccountField, string>, extra: { hint?: string; autocomplete: string; type?: string }): TemplateResult {
    return inputField({
      field: `account-${field}`, label: t(LABELS[field]), value: this.draft[field], required: true,
      error: this.errorFor(field, issues), ...extra,
      onInput: (value) => {
        this.draft = { ...this.draft, [field]: value };
        this.serverErrors.delete(field);
        this.context.update();
      },
      onBlur: () => { this.touched.add(field); this.context.update(); },
    });
  }
}

/** The id of a field of the account form, for tests and links. */
export const accountFieldId = (field: AccountField): string => fieldId(`account-${field}`);
