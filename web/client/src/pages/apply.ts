import { html, nothing, type TemplateResult } from 'lit-html';
import { errorSummary, fieldId, inputField, selectField } from '../components';
import type { AppContext, Page } from '../context';
import { applicationDraftKey, DraftStore } from '../draft';
import { formatInZones, t, viewerTimeZone, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, errorsByField, problemName, toFormField } from '../problem';
import { RegistrationClient, type ApplicationView, type CompetitionView } from '../registration';
import { Role } from '../token';
import {
  fitDraft, isReserveRow, toRequest, validateApplication,
  type ApplicationDraft, type TeamRule,
} from '../validation/application';
import type { FieldIssue } from '../validation/issue';

type Stage = 'loading' | 'failed' | 'choose' | 'form' | 'done';

/**
 * The school's team application (seed 000, Appendix 1) with the fields registration-service
 * accepts: school, municipality, and the roster in board order with each player's grade.
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
      this.draft = fitDraft(this.store.load(), competition);
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
    return html`<section class="competition" aria-labelledby="competition-name">
      <h2 id="competition-name">${competition.name}</h2>
      <p>${t('apply.deadline', { deadline: formatInZones(competition.deadline, competition.timeZone, viewerTimeZone()) })}</p>
      <p>${t('apply.rule', {
        boards: competition.boardCount,
        reserves: competition.maxReserves,
        minGrade: competition.minGrade,
        maxGrade: competition.maxGrade,
      })}</p>
    </section>`;
  }

  private issues(): FieldIssue[] {
    return validateApplication(this.draft!, this.competition!);
  }

  /** What to show under a field: its own rule once touched, else what the server said about it. */
  private errorFor(field: string, issues: FieldIssue[]): string | undefined {
    if (this.attempted || this.touched.has(field)) {
      const issue = issues.find((candidate) => candidate.field === field);
      if (issue) {
        return t(issue.key, issue.params);
      }
    }
    const server = this.serverErrors.get(field);
    return server ? server.map((message) => t('form.serverSaid', { message })).join(' ') : undefined;
  }

  private edit(field: string, change: (draft: ApplicationDraft) => void): void {
    change(this.draft!);
    this.serverErrors.delete(field);
    this.store?.save(this.draft!);
    this.context.update();
  }

  private touch(field: string): void {
    if (!this.touched.has(field)) {
      this.touched.add(field);
      this.context.update();
    }
  }

  private formView(): TemplateResult {
    const competition = this.competition!;
    const draft = this.draft!;
    const issues = this.issues();
    const summary = this.attempted
      ? [...issues.map((issue) => ({ field: issue.field, label: this.labelOf(issue.field, competition), message: t(issue.key, issue.params) })),
        ...[...this.serverErrors].filter(([field]) => !issues.some((issue) => issue.field === field))
          .map(([field, messages]) => ({ field, label: this.labelOf(field, competition), message: messages.join(' ') }))]
      : [];
    const rosterError = this.serverErrors.get('roster');
    return html`${this.competitionSummary(competition)}
      <p class="hint">${t('apply.draftNote')}</p>
      ${errorSummary(summary, this.general || undefined)}
      <form novalidate @submit=${(event: Event) => { event.preventDefault(); void this.submit(); }}>
        <fieldset>
          <legend>${t('apply.school')}</legend>
          ${inputField({
            field: 'schoolName', label: t('apply.schoolName'), hint: t('apply.schoolNameHint'), required: true,
            value: draft.schoolName, error: this.errorFor('schoolName', issues), autocomplete: 'organization',
            onInput: (value) => this.edit('schoolName', (d) => { d.schoolName = value; }),
            onBlur: () => this.touch('schoolName'),
          })}
          ${inputField({
            field: 'municipality', label: t('apply.municipality'), hint: t('apply.municipalityHint'), required: true,
            value: draft.municipality, error: this.errorFor('municipality', issues), autocomplete: 'address-level2',
            onInput: (value) => this.edit('municipality', (d) => { d.municipality = value; }),
            onBlur: () => this.touch('municipality'),
          })}
        </fieldset>
        <fieldset aria-describedby="roster-hint ${fieldId('roster')}-error">
          <legend>${t('apply.roster')}</legend>
          <p class="hint" id="roster-hint">${t('apply.rosterHint', { boards: competition.boardCount, reserves: competition.maxReserves })}</p>
          <p class="error" id="${fieldId('roster')}-error" aria-live="polite">${rosterError
            ? html`<span class="error-word">${t('form.errorWord')}</span> ${rosterError.map((message) => t('form.serverSaid', { message })).join(' ')}`
            : nothing}</p>
          ${draft.roster.map((player, index) => this.rowView(index, player.displayName, player.grade, issues, competition))}
        </fieldset>
        <button type="submit" class="primary" ?disabled=${this.submitting} aria-disabled=${this.submitting ? 'true' : 'false'}>
          ${this.submitting ? t('apply.submitting') : t('apply.submit')}</button>
      </form>`;
  }

  private rowView(index: number, displayName: string, grade: string, issues: FieldIssue[], rule: TeamRule): TemplateResult {
    const reserve = isReserveRow(index, rule);
    const nameField = `roster[${index}].displayName`;
    const gradeField = `roster[${index}].grade`;
    const grades = Array.from({ length: rule.maxGrade - rule.minGrade + 1 }, (_, i) => String(rule.minGrade + i));
    return html`<fieldset class="player">
      <legend>${this.rowLabel(index, rule)}${reserve ? html` <span class="optional">${t('apply.optional')}</span>` : nothing}</legend>
      ${inputField({
        field: nameField, label: t('apply.playerName'), required: !reserve, value: displayName,
        error: this.errorFor(nameField, issues), autocomplete: 'off',
        onInput: (value) => this.edit(nameField, (d) => { d.roster[index]!.displayName = value; }),
        onBlur: () => this.touch(nameField),
      })}
      ${selectField({
        field: gradeField, label: t('apply.grade'), required: !reserve, value: grade,
        options: [{ value: '', label: t('apply.gradeNone') }, ...grades.map((value) => ({ value, label: t('apply.gradeValue', { grade: value }) }))],
        error: this.errorFor(gradeField, issues),
        onInput: (value) => this.edit(gradeField, (d) => { d.roster[index]!.grade = value; }),
        onBlur: () => this.touch(gradeField),
      })}
    </fieldset>`;
  }

  private rowLabel(index: number, rule: TeamRule): string {
    return isReserveRow(index, rule)
      ? t('apply.reserveRow', { number: index - rule.boardCount + 1 })
      : t('apply.boardRow', { number: index + 1 });
  }

  private labelOf(field: string, rule: TeamRule): string {
    const row = /^roster\[(\d+)\]\.(displayName|grade)$/.exec(field);
    if (row) {
      const key: MessageKey = row[2] === 'grade' ? 'apply.grade' : 'apply.playerName';
      return `${this.rowLabel(Number(row[1]), rule)}, ${t(key)}`;
    }
    const labels: Record<string, MessageKey> = {
      schoolName: 'apply.schoolName', municipality: 'apply.municipality', roster: 'apply.roster',
    };
    return labels[field] ? t(labels[field]!) : field;
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
    const { body, rows } = toRequest(this.draft!, competition);
    this.submitting = true;
    this.context.update();
    try {
      this.result = await this.registration.submitApplication(competition.id, body);
      this.resultIsNew = true;
      this.store?.clear();
      this.stage = 'done';
      this.context.update();
      this.context.announce(t('apply.accepted', { arrival: this.result.arrival }));
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

  private doneView(): TemplateResult {
    const application = this.result!;
    const competition = this.competition!;
    return html`${this.competitionSummary(competition)}
      <section class="confirmation" aria-labelledby="confirmation-title">
        <h2 id="confirmation-title" tabindex="-1">${this.resultIsNew ? t('apply.acceptedTitle') : t('apply.alreadyTitle')}</h2>
        <p role="status">${t('apply.accepted', { arrival: application.arrival })}</p>
        <dl>
          <dt>${t('apply.schoolName')}</dt><dd>${application.schoolName}</dd>
          <dt>${t('apply.municipality')}</dt><dd>${application.municipality}</dd>
          <dt>${t('apply.submittedAt')}</dt><dd>${formatInZones(application.submittedAt, competition.timeZone, viewerTimeZone())}</dd>
        </dl>
        <table>
          <caption>${t('apply.roster')}</caption>
          <thead><tr><th scope="col">${t('apply.position')}</th><th scope="col">${t('apply.playerName')}</th><th scope="col">${t('apply.grade')}</th></tr></thead>
          <tbody>${application.roster.map((entry) => html`<tr>
            <th scope="row">${entry.reserve
              ? t('apply.reserveRow', { number: entry.board - competition.boardCount })
              : t('apply.boardRow', { number: entry.board })}</th>
            <td>${entry.displayName}</td><td>${entry.grade}</td></tr>`)}</tbody>
        </table>
      </section>`;
  }
}
