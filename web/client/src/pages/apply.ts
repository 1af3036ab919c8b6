import { html, nothing, type TemplateResult } from 'lit-html';
import { checkboxField, errorSummary, fieldId, groupError, inputField, selectField } from '../components';
import type { AppContext, Page } from '../context';
import { applicationDraftKey, DraftStore } from '../draft';
import { formatDate, formatDateTime, formatInZones, hasMessage, t, viewerTimeZone, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, errorsByField, problemName, toFormField } from '../problem';
import { RegistrationClient, type ApplicationView, type CompetitionView, type RosterEntryView } from '../registration';
import { Role } from '../token';
import {
  AGREEMENTS, birthDateRange, defaultDisplayName, fitDraft, isReserveRow, reserveRules, slotRule,
  toRequest, validateApplication,
  type AgreementsDraft, type ApplicationDraft, type GenderRule, type PlayerDraft, type TeamRule,
} from '../validation/application';
import { integerBetween, parseInteger, type FieldIssue } from '../validation/issue';
import { loginCardsRoute } from './login-cards';

type Stage = 'loading' | 'failed' | 'choose' | 'form' | 'done';

/** The form's labels by the server's field names; roster fields are `roster[i].<name>`. */
const LABELS: Record<string, MessageKey> = {
  schoolName: 'apply.schoolName',
  municipality: 'apply.municipality',
  leader: 'apply.leader',
  'leader.fullName': 'apply.leaderFullName',
  'leader.position': 'apply.leaderPosition',
  'leader.phone': 'apply.leaderPhone',
  'leader.email': 'apply.leaderEmail',
  director: 'apply.director',
  'director.fullName': 'apply.directorFullName',
  'director.phone': 'apply.directorPhone',
  roster: 'apply.roster',
  agreements: 'apply.agreements',
  'agreements.fairPlay': 'apply.agreementShort.fairPlay',
  'agreements.technicalMeans': 'apply.agreementShort.technicalMeans',
  'agreements.parentalConsent': 'apply.agreementShort.parentalConsent',
};

const PLAYER_LABELS: Record<string, MessageKey> = {
  surname: 'apply.surname',
  firstName: 'apply.firstName',
  patronymic: 'apply.patronymic',
  displayName: 'apply.displayName',
  grade: 'apply.grade',
  birthDate: 'apply.birthDate',
  gender: 'apply.gender',
};

/** The words for what a slot requires: "мальчик", "девочка", "мальчик или девочка". */
function who(rule: GenderRule): string {
  return t(`apply.who.${rule}`);
}

/** A gender as words, or the value itself when the server sends something new. */
function genderWord(gender: string | undefined): string {
  const key = `apply.gender.${gender ?? ''}`;
  return hasMessage(key) ? t(key) : gender ?? '';
}

/** A competition's rule as CompetitionView gives it, made a TeamRule. */
function teamRule(competition: CompetitionView): TeamRule {
  return competition;
}

/** The slots the rule gives a gender: "1-я доска — мальчик; …; Запасной игрок 2 — девочка", or nothing. */
export function compositionText(rule: TeamRule): string | undefined {
  const slots = Array.from({ length: rule.boardCount + rule.maxReserves }, (_, index) => index)
    .filter((index) => slotRule(index, rule) !== 'any')
    .map((index) => t('apply.slotRule', { slot: rowLabel(index, rule), who: who(slotRule(index, rule)) }));
  const places = reserveRules(rule);
  const reserves = places.some((place) => place !== 'any')
    ? t('apply.reserveRule', { places: places.map((place) => t(`apply.reservePlace.${place}`)).join(', ') }) : '';
  const text = [slots.length > 0 ? t('apply.composition', { slots: slots.join('; ') }) : '', reserves].filter(Boolean).join(' ');
  return text || undefined;
}

export function rowLabel(index: number, rule: Pick<TeamRule, 'boardCount'>): string {
  return index >= rule.boardCount
    ? t('apply.reserveRow', { number: index - rule.boardCount + 1 })
    : t('apply.boardRow', { number: index + 1 });
}

/** A roster entry's place: "1-я доска", "Запасной игрок 1". */
export function entryLabel(entry: RosterEntryView, boardCount: number): string {
  return entry.reserve
    ? t('apply.reserveRow', { number: entry.board - boardCount })
    : t('apply.boardRow', { number: entry.board });
}

/** Whether the player has linked an account, in words (not by colour): "привязан 5 февраля 2026 г., 12:00". */
export function linkedText(entry: Pick<RosterEntryView, 'linked' | 'linkedAt'>, timeZone: string): string {
  if (!entry.linked) {
    return t('apply.notLinked');
  }
  return entry.linkedAt ? t('apply.linked', { date: formatDateTime(entry.linkedAt, timeZone) }) : t('apply.linkedNoDate');
}

/** The page where the player redeems a code, `#/invite/{code}`. */
export function inviteRoute(code: string): string {
  return `#/invite/${encodeURIComponent(code)}`;
}

/** The invitation page's whole address, for the coach to hand out. */
export function inviteUrl(code: string): string {
  return `${window.location.origin}${window.location.pathname}${inviteRoute(code)}`;
}

/** Surname, first name and patronymic of a roster entry, when the view has them. */
export function entryFullName(entry: RosterEntryView): string {
  return [entry.surname, entry.firstName, entry.patronymic].filter((part) => part && part.trim() !== '').join(' ');
}

/**
 * The school's team application (seed 000, Appendix 1) as registration-service accepts it:
 * school, municipality, the team leader, the director, the roster in board order with each
 * player's full name, grade, date of birth and gender, and the three agreements.
 */
export class ApplyPage implements Page {
  private readonly registration: RegistrationClient;
  private stage: Stage = 'loading';
  private failure = '';
  private competitions: CompetitionView[] = [];
  private competition: CompetitionView | undefined;
  private draft: ApplicationDraft | undefined;
  private store: DraftStore<ApplicationDraft> | undefined;
  private readonly touched = new Set<string>();
  private attempted = false;
  private serverErrors = new Map<string, string[]>();
  private general = '';
  private submitting = false;
  private result: ApplicationView | undefined;
  private resultIsNew = false;
  /** The submitted application being edited: the form sends it with PUT instead of POST. */
  private editing: ApplicationView | undefined;
  private confirmingWithdrawal = false;
  private withdrawing = false;
  private withdrawFailure = '';

  constructor(private readonly context: AppContext) {
    this.registration = new RegistrationClient(context.api, context.config.registrationUrl);
  }

  title(): string {
    return t('apply.title');
  }

  enter(): void {
    if (!this.context.auth.hasRole(Role.COACH)) {
      return;
    }
    void this.load();
  }

  private async load(): Promise<void> {
    this.stage = 'loading';
    this.context.update();
    try {
      this.competitions = (await this.registration.competitions()).filter((competition) => competition.open);
      if (this.competitions.length === 1) {
        await this.choose(this.competitions[0]!);
        return;
      }
      this.stage = 'choose';
    } catch (error) {
      this.failure = describeFailure(error);
      this.stage = 'failed';
    }
    this.context.update();
  }

  private async choose(competition: CompetitionView): Promise<void> {
    this.competition = competition;
    this.stage = 'loading';
    this.context.update();
    try {
      this.result = await this.registration.myApplication(competition.id);
      this.resultIsNew = false;
      this.stage = 'done';
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) {
        this.failure = describeFailure(error);
        this.stage = 'failed';
        this.context.update();
        return;
      }
      const subject = this.context.auth.claims()?.subject ?? 'anonymous';
      this.store = new DraftStore(this.context.storage, applicationDraftKey(subject, competition.id));
      this.draft = fitDraft(this.store.load(), teamRule(competition));
      this.touched.clear();
      this.attempted = false;
      this.serverErrors = new Map();
      this.general = '';
      this.stage = 'form';
    }
    this.context.update();
  }

  view(): TemplateResult {
    const heading = html`<h1 id="page-title" tabindex="-1">${t('apply.title')}</h1>`;
    if (!this.context.auth.claims()) {
      return html`${heading}<p>${t('apply.loginFirst')}</p>
        <button type="button" class="primary" @click=${() => this.context.login('#/apply')}>${t('auth.login')}</button>`;
    }
    if (!this.context.auth.hasRole(Role.COACH)) {
      return html`${heading}<p role="alert">${t('apply.coachesOnly')}</p>`;
    }
    switch (this.stage) {
      case 'loading':
        return html`${heading}<p role="status">${t('common.loading')}</p>`;
      case 'failed':
        return html`${heading}<p role="alert">${this.failure}</p>
          <button type="button" @click=${() => void this.load()}>${t('common.retry')}</button>`;
      case 'choose':
        return html`${heading}${this.chooseView()}`;
      case 'form':
        return html`${heading}${this.formView()}`;
      case 'done':
        return html`${heading}${this.doneView()}`;
    }
  }

  private chooseView(): TemplateResult {
    if (this.competitions.length === 0) {
      return html`<p>${t('apply.noneOpen')}</p>`;
    }
    return html`<h2>${t('apply.chooseCompetition')}</h2>
      <ul class="choices">${this.competitions.map((competition) => html`<li>
        <button type="button" @click=${() => void this.choose(competition)}>${competition.name}</button>
        <span>${t('apply.deadline', { deadline: formatInZones(competition.deadline, competition.timeZone, viewerTimeZone()) })}</span>
      </li>`)}</ul>`;
  }

  private competitionSummary(competition: CompetitionView): TemplateResult {
    const composition = compositionText(teamRule(competition));
    return html`<section class="competition" aria-labelledby="competition-name">
      <h2 id="competition-name">${competition.name}</h2>
      <p>${t('apply.deadline', { deadline: formatInZones(competition.deadline, competition.timeZone, viewerTimeZone()) })}</p>
      <p>${t('apply.rule', {
        boards: competition.boardCount,
        reserves: competition.maxReserves,
        minGrade: competition.minGrade,
        maxGrade: competition.maxGrade,
      })}</p>
      ${composition ? html`<p>${composition}</p>` : nothing}
    </section>`;
  }

  private issues(): FieldIssue[] {
    return validateApplication(this.draft!, teamRule(this.competition!));
  }

  /** Whether the coach has left the field, or (for a group such as `roster[2]`) any field in it. */
  private wasTouched(field: string): boolean {
    return this.touched.has(field) || [...this.touched].some((touched) => touched.startsWith(`${field}.`));
  }

  /** What to show under a field: its own rule once touched, else what the server said about it. */
  private errorFor(field: string, issues: FieldIssue[]): string | undefined {
    if (this.attempted || this.wasTouched(field)) {
      const issue = issues.find((candidate) => candidate.field === field);
      if (issue) {
        return t(issue.key, issue.params);
      }
    }
    const server = this.serverErrors.get(field);
    return server ? server.map((message) => t('form.serverSaid', { message })).join(' ') : undefined;
  }

  /** A change to a field: the server's word on it (and on its group) no longer holds; the draft is saved. */
  private edit(field: string, change: (draft: ApplicationDraft) => void): void {
    change(this.draft!);
    this.serverErrors.delete(field);
    const group = /^(roster\[\d+\]|leader|director|agreements)\./.exec(field);
    if (group) {
      this.serverErrors.delete(group[1]!);
    }
    this.store?.save(this.draft!);
    this.context.update();
  }

  private touch(field: string): void {
    if (!this.touched.has(field)) {
      this.touched.add(field);
      this.context.update();
    }
  }

  /** A text field of the form, bound to the draft by its server name. */
  private text(field: string, issues: FieldIssue[], options: {
    label: string; hint?: string; type?: string; autocomplete?: string; required?: boolean; min?: string; max?: string;
    get: (draft: ApplicationDraft) => string; set: (draft: ApplicationDraft, value: string) => void;
  }): TemplateResult {
    return inputField({
      field, label: options.label, required: options.required ?? true, value: options.get(this.draft!),
      error: this.errorFor(field, issues),
      ...(options.hint ? { hint: options.hint } : {}),
      ...(options.type ? { type: options.type } : {}),
      ...(options.autocomplete ? { autocomplete: options.autocomplete } : {}),
      ...(options.min ? { min: options.min } : {}),
      ...(options.max ? { max: options.max } : {}),
      onInput: (value) => this.edit(field, (draft) => options.set(draft, value)),
      onBlur: () => this.touch(field),
    });
  }

  private formView(): TemplateResult {
    const competition = this.competition!;
    const rule = teamRule(competition);
    const draft = this.draft!;
    const issues = this.issues();
    const summary = this.attempted
      ? [...issues.map((issue) => ({ field: issue.field, label: this.labelOf(issue.field, rule), message: t(issue.key, issue.params) })),
        ...[...this.serverErrors].filter(([field]) => !issues.some((issue) => issue.field === field))
          .map(([field, messages]) => ({ field, label: this.labelOf(field, rule), message: messages.join(' ') }))]
      : [];
    return html`${this.competitionSummary(competition)}
      ${this.editing ? html`<h2>${t('apply.editingTitle')}</h2>` : html`<p class="hint">${t('apply.draftNote')}</p>`}
      <p class="hint">${t('apply.requiredNote')}</p>
      ${errorSummary(summary, this.general || undefined)}
      <form novalidate @submit=${(event: Event) => { event.preventDefault(); void this.submit(); }}>
        <fieldset>
          <legend>${t('apply.school')}</legend>
          ${this.text('schoolName', issues, {
            label: t('apply.schoolName'), hint: t('apply.schoolNameHint'), autocomplete: 'organization',
            get: (d) => d.schoolName, set: (d, value) => { d.schoolName = value; },
          })}
          ${this.text('municipality', issues, {
            label: t('apply.municipality'), hint: t('apply.municipalityHint'), autocomplete: 'address-level2',
            get: (d) => d.municipality, set: (d, value) => { d.municipality = value; },
          })}
        </fieldset>
        ${this.group('leader', t('apply.leader'), issues, html`
          ${this.text('leader.fullName', issues, {
            label: t('apply.leaderFullName'), hint: t('apply.leaderFullNameHint'), autocomplete: 'name',
            get: (d) => d.leader.fullName, set: (d, value) => { d.leader.fullName = value; },
          })}
          ${this.text('leader.position', issues, {
            label: t('apply.leaderPosition'), hint: t('apply.leaderPositionHint'), autocomplete: 'organization-title',
            get: (d) => d.leader.position, set: (d, value) => { d.leader.position = value; },
          })}
          ${this.text('leader.phone', issues, {
            label: t('apply.leaderPhone'), hint: t('apply.phoneHint'), type: 'tel', autocomplete: 'tel',
            get: (d) => d.leader.phone, set: (d, value) => { d.leader.phone = value; },
          })}
          ${this.text('leader.email', issues, {
            label: t('apply.leaderEmail'), hint: t('apply.leaderEmailHint'), type: 'email', autocomplete: 'email',
            get: (d) => d.leader.email, set: (d, value) => { d.leader.email = value; },
          })}`)}
        ${this.group('director', t('apply.director'), issues, html`
          ${this.text('director.fullName', issues, {
            label: t('apply.directorFullName'), hint: t('apply.directorFullNameHint'), autocomplete: 'off',
            get: (d) => d.director.fullName, set: (d, value) => { d.director.fullName = value; },
          })}
          ${this.text('director.phone', issues, {
            label: t('apply.directorPhone'), hint: t('apply.phoneHint'), type: 'tel', autocomplete: 'off',
            get: (d) => d.director.phone, set: (d, value) => { d.director.phone = value; },
          })}`)}
        <fieldset id="${fieldId('roster')}" tabindex="-1" aria-describedby="roster-hint ${fieldId('roster')}-error">
          <legend>${t('apply.roster')}</legend>
          <p class="hint" id="roster-hint">${t('apply.rosterHint', { boards: competition.boardCount, reserves: competition.maxReserves })}</p>
          ${groupError(fieldId('roster'), this.errorFor('roster', issues))}
          ${draft.roster.map((player, index) => this.rowView(index, player, issues, rule))}
        </fieldset>
        ${this.group('agreements', t('apply.agreements'), issues, html`
          <p class="hint">${t('apply.agreementsIntro')}</p>
          ${AGREEMENTS.map((agreement) => this.agreementView(agreement, issues))}`)}
        <button type="submit" class="primary" ?disabled=${this.submitting} aria-disabled=${this.submitting ? 'true' : 'false'}>
          ${this.submitting ? t('apply.submitting') : t(this.editing ? 'apply.saveChanges' : 'apply.submit')}</button>
        ${this.editing ? html`<button type="button" @click=${() => { this.editing = undefined; this.stage = 'done'; this.context.update(); }}>${t('game.cancel')}</button>` : nothing}
      </form>`;
  }

  /** A fieldset for a part of the form, with room for what the server says about the part as a whole. */
  private group(field: string, legend: string, issues: FieldIssue[], content: TemplateResult): TemplateResult {
    const id = fieldId(field);
    return html`<fieldset id=${id} tabindex="-1" aria-describedby="${id}-error">
      <legend>${legend}</legend>
      ${groupError(id, this.errorFor(field, issues))}
      ${content}
    </fieldset>`;
  }

  private agreementView(agreement: keyof AgreementsDraft, issues: FieldIssue[]): TemplateResult {
    const field = `agreements.${agreement}`;
    return checkboxField({
      field, label: t(`apply.agreement.${agreement}`), required: true, checked: this.draft!.agreements[agreement],
      error: this.errorFor(field, issues),
      onChange: (checked) => {
        this.touched.add(field);
        this.edit(field, (draft) => { draft.agreements[agreement] = checked; });
      },
    });
  }

  private rowView(index: number, player: PlayerDraft, issues: FieldIssue[], rule: TeamRule): TemplateResult {
    const reserve = isReserveRow(index, rule);
    const at = `roster[${index}]`;
    const required = slotRule(index, rule);
    const grades = Array.from({ length: rule.maxGrade - rule.minGrade + 1 }, (_, i) => String(rule.minGrade + i));
    const grade = integerBetween(`${at}.grade`, player.grade, rule.minGrade, rule.maxGrade).length === 0
      ? parseInteger(player.grade) : undefined;
    const range = grade === undefined ? undefined : birthDateRange(grade, rule);
    const set = (name: keyof PlayerDraft) => (draft: ApplicationDraft, value: string) => {
      (draft.roster[index]! as unknown as Record<string, string>)[name] = value;
    };
    const get = (name: keyof PlayerDraft) => (draft: ApplicationDraft) => draft.roster[index]![name] ?? '';
    const id = fieldId(at);
    const displayDefault = defaultDisplayName(player);
    return html`<fieldset class="player" id=${id} tabindex="-1" aria-describedby="${id}-error">
      <legend>${required === 'any' ? rowLabel(index, rule) : t('apply.slotRule', { slot: rowLabel(index, rule), who: who(required) })}${reserve
        ? html` <span class="optional">${t('apply.optional')}</span>` : nothing}</legend>
      ${groupError(id, this.errorFor(at, issues))}
      ${this.text(`${at}.surname`, issues, { label: t('apply.surname'), required: !reserve, autocomplete: 'off', get: get('surname'), set: set('surname') })}
      ${this.text(`${at}.firstName`, issues, { label: t('apply.firstName'), required: !reserve, autocomplete: 'off', get: get('firstName'), set: set('firstName') })}
      ${this.text(`${at}.patronymic`, issues, { label: t('apply.patronymic'), required: false, autocomplete: 'off', get: get('patronymic'), set: set('patronymic') })}
      ${selectField({
        field: `${at}.grade`, label: t('apply.grade'), required: !reserve, value: player.grade,
        options: [{ value: '', label: t('apply.gradeNone') }, ...grades.map((value) => ({ value, label: t('apply.gradeValue', { grade: value }) }))],
        error: this.errorFor(`${at}.grade`, issues),
        onInput: (value) => this.edit(`${at}.grade`, (d) => { d.roster[index]!.grade = value; }),
        onBlur: () => this.touch(`${at}.grade`),
      })}
      ${this.text(`${at}.birthDate`, issues, {
        label: t('apply.birthDate'), type: 'date', required: !reserve, autocomplete: 'off',
        hint: range
          ? t('apply.birthDateHint', { grade: grade!, from: formatDate(range.from), to: formatDate(range.to) })
          : t('apply.birthDateHintNoGrade'),
        ...(range ? { min: range.from, max: range.to } : {}),
        get: get('birthDate'), set: set('birthDate'),
      })}
      ${selectField({
        field: `${at}.gender`, label: t('apply.gender'), required: !reserve, value: player.gender,
        ...(required === 'any' ? {} : { hint: t('apply.genderHint', { who: who(required) }) }),
        options: [
          ...(required === 'any' || player.gender === '' ? [{ value: '', label: t('apply.genderNone') }] : []),
          { value: 'male', label: t('apply.gender.male') },
          { value: 'female', label: t('apply.gender.female') },
        ],
        error: this.errorFor(`${at}.gender`, issues),
        onInput: (value) => this.edit(`${at}.gender`, (d) => { d.roster[index]!.gender = value === 'male' || value === 'female' ? value : ''; }),
        onBlur: () => this.touch(`${at}.gender`),
      })}
      ${this.text(`${at}.displayName`, issues, {
        label: t('apply.displayName'), required: false, autocomplete: 'off',
        hint: displayDefault ? t('apply.displayNameHint', { name: displayDefault }) : t('apply.displayNameHintEmpty'),
        get: get('displayName'), set: set('displayName'),
      })}
    </fieldset>`;
  }

  private labelOf(field: string, rule: TeamRule): string {
    const row = /^roster\[(\d+)\](?:\.(\w+))?$/.exec(field);
    if (row) {
      const label = rowLabel(Number(row[1]), rule);
      if (row[2] === undefined) {
        return label;
      }
      const key = PLAYER_LABELS[row[2]];
      return `${label}, ${key ? t(key) : row[2]}`;
    }
    const key = LABELS[field];
    return key ? t(key) : field;
  }

  private focusSummary(): void {
    requestAnimationFrame(() => document.getElementById('error-summary')?.focus());
  }

  private async submit(): Promise<void> {
    if (this.submitting) {
      return;
    }
    this.attempted = true;
    this.general = '';
    const competition = this.competition!;
    if (this.issues().length > 0) {
      this.context.update();
      this.focusSummary();
      return;
    }
    const { body, rows } = toRequest(this.draft!, teamRule(competition));
    this.submitting = true;
    this.context.update();
    try {
      const editing = this.editing;
      this.result = editing ? await this.registration.updateApplication(competition.id, editing.teamId, body)
        : await this.registration.submitApplication(competition.id, body);
      this.resultIsNew = !editing;
      this.editing = undefined;
      this.store?.clear();
      this.stage = 'done';
      this.context.update();
      this.context.announce(editing ? t('apply.updated') : t('apply.accepted', { arrival: this.result.arrival }));
      requestAnimationFrame(() => document.getElementById('confirmation-title')?.focus());
    } catch (error) {
      if (error instanceof ApiError && problemName(error.problem) === 'already-applied') {
        await this.choose(competition);
        return;
      }
      this.serverErrors = new Map([...errorsByField(error instanceof ApiError ? error.problem : { type: '', title: '', status: 0 })]
        .map(([field, messages]) => [toFormField(field, rows), messages] as const));
      this.general = describeFailure(error);
      this.context.update();
      this.focusSummary();
    } finally {
      this.submitting = false;
      this.context.update();
    }
  }

  /** Until the deadline the coach may change or withdraw an application still active (the server's rule). */
  private changeable(application: ApplicationView, competition: CompetitionView): boolean {
    return application.status !== 'withdrawn' && new Date(competition.deadline).getTime() > this.context.now().getTime();
  }

  /** The submitted application back in the form, to send again whole. */
  private startEditing(application: ApplicationView): void {
    const competition = this.competition!;
    const rule = teamRule(competition);
    this.editing = application;
    this.store = undefined;
    this.draft = fitDraft({
      schoolName: application.schoolName, municipality: application.municipality,
      leader: application.leader ?? {}, director: application.director ?? {},
      roster: Array.from({ length: rule.boardCount + rule.maxReserves }, (_, index) => {
        const entry = application.roster.find((each) => each.board === index + 1);
        return entry ? {
          surname: entry.surname ?? '', firstName: entry.firstName ?? '', patronymic: entry.patronymic ?? '', displayName: entry.displayName,
          grade: String(entry.grade), birthDate: entry.birthDate ?? '', gender: entry.gender ?? '',
        } : {};
      }),
      agreements: application.agreements ?? {},
    }, rule);
    this.touched.clear();
    this.attempted = false;
    this.serverErrors = new Map();
    this.general = '';
    this.stage = 'form';
    this.context.update();
    requestAnimationFrame(() => document.getElementById('page-title')?.focus());
  }

  private async withdraw(application: ApplicationView): Promise<void> {
    this.withdrawing = true;
    this.withdrawFailure = '';
    this.context.update();
    try {
      this.result = await this.registration.withdrawApplication(application.competitionId, application.teamId);
      this.confirmingWithdrawal = false;
      this.context.announce(t('apply.withdrawn'));
    } catch (error) {
      this.withdrawFailure = describeFailure(error);
    } finally {
      this.withdrawing = false;
      this.context.update();
    }
  }

  private changeView(application: ApplicationView, competition: CompetitionView): TemplateResult {
    if (!this.changeable(application, competition)) return html``;
    return html`<section class="application-actions no-print" aria-labelledby="change-title">
      <h3 id="change-title">${t('apply.changeTitle')}</h3>
      <p>${t('apply.changeUntil', { deadline: formatInZones(competition.deadline, competition.timeZone, viewerTimeZone()) })}</p>
      <p><button type="button" class="primary" @click=${() => this.startEditing(application)}>${t('apply.edit')}</button>
        ${this.confirmingWithdrawal ? nothing
          : html`<button type="button" class="danger" @click=${() => { this.confirmingWithdrawal = true; this.context.update(); }}>${t('apply.withdraw')}</button>`}</p>
      ${this.confirmingWithdrawal ? html`<div class="confirm" role="group" aria-labelledby="withdraw-question">
        <p id="withdraw-question"><strong>${t('apply.withdrawQuestion', { school: application.schoolName })}</strong></p>
        <button type="button" class="danger" ?disabled=${this.withdrawing} @click=${() => void this.withdraw(application)}>${t('apply.withdrawYes')}</button>
        <button type="button" @click=${() => { this.confirmingWithdrawal = false; this.context.update(); }}>${t('game.cancel')}</button>
      </div>` : nothing}
      ${this.withdrawFailure ? html`<p class="form-failure" role="alert">${this.withdrawFailure}</p>` : nothing}
    </section>`;
  }

  private doneView(): TemplateResult {
    const application = this.result!;
    const competition = this.competition!;
    const leader = application.leader;
    const director = application.director;
    const leaderText = leader
      ? [[leader.fullName, leader.position].filter(Boolean).join(', '), leader.phone, leader.email].filter(Boolean).join('; ')
      : '';
    const directorText = director ? [director.fullName, director.phone].filter(Boolean).join('; ') : '';
    const codes = application.roster.some((entry) => entry.invitationCode);
    return html`${this.competitionSummary(competition)}
      <section class="confirmation" aria-labelledby="confirmation-title">
        <h2 id="confirmation-title" tabindex="-1">${this.resultIsNew ? t('apply.acceptedTitle') : t('apply.alreadyTitle')}</h2>
        <p role="status">${t('apply.accepted', { arrival: application.arrival })}</p>
        ${application.status === 'withdrawn' ? html`<p>${t('apply.withdrawn')}</p>` : nothing}
        ${application.trialMatch && application.status !== 'withdrawn' ? html`<p>${t('apply.trialMatch')}</p>` : nothing}
        <dl>
          <dt>${t('apply.schoolName')}</dt><dd>${application.schoolName}</dd>
          <dt>${t('apply.municipality')}</dt><dd>${application.municipality}</dd>
          ${leaderText ? html`<dt>${t('apply.leader')}</dt><dd>${leaderText}</dd>` : nothing}
          ${directorText ? html`<dt>${t('apply.director')}</dt><dd>${directorText}</dd>` : nothing}
          <dt>${t('apply.submittedAt')}</dt><dd>${formatInZones(application.submittedAt, competition.timeZone, viewerTimeZone())}</dd>
        </dl>
        ${codes ? html`<p class="hint">${t('apply.invitationHint')}</p>` : nothing}
        <p><a href=${loginCardsRoute(application.competitionId, application.teamId)}>${t('cards.link')}</a></p>
        ${this.changeView(application, competition)}
        <div class="table-scroll" role="region" aria-labelledby="roster-caption" tabindex="0">
        <table class="roster-table">
          <caption id="roster-caption">${t('apply.roster')}</caption>
          <thead><tr>
            <th scope="col">${t('apply.position')}</th><th scope="col">${t('apply.fullName')}</th>
            <th scope="col">${t('apply.displayName')}</th><th scope="col">${t('apply.grade')}</th>
            <th scope="col">${t('apply.birthDate')}</th><th scope="col">${t('apply.gender')}</th>
            <th scope="col">${t('apply.account')}</th>
            ${codes ? html`<th scope="col">${t('apply.invitationCode')}</th><th scope="col">${t('apply.inviteLink')}</th>` : nothing}
          </tr></thead>
          <tbody>${application.roster.map((entry) => html`<tr>
            <th scope="row">${entryLabel(entry, competition.boardCount)}</th>
            <td>${entryFullName(entry)}</td><td>${entry.displayName}</td><td>${entry.grade}</td>
            <td>${entry.birthDate ? formatDate(entry.birthDate) : ''}</td><td>${genderWord(entry.gender)}</td>
            <td>${linkedText(entry, competition.timeZone)}</td>
            ${codes ? html`<td><code>${entry.invitationCode ?? ''}</code></td>
              <td class="address">${entry.invitationCode ? html`<a href=${inviteRoute(entry.invitationCode)}>${inviteUrl(entry.invitationCode)}</a>` : nothing}</td>` : nothing}
          </tr>`)}</tbody>
        </table>
        </div>
      </section>`;
  }
}
