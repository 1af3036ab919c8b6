import { html, nothing, type TemplateResult } from 'lit-html';
import { errorSummary, formFailure, inputField } from '../components';
import type { AppContext, Page } from '../context';
import { formatDate, formatInZones, t, viewerTimeZone, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, errorsByField } from '../problem';
import { RegistrationClient, type ApplicationView, type CompetitionView } from '../registration';
import { Role } from '../token';
import { compositionText, entryFullName, entryLabel, linkedText } from './apply';
import { loginCardsRoute } from './login-cards';
import { StaffInvitations } from './organizer-staff';
import { TournamentCreation } from './organizer-tournament';
import { saveFile } from './tournament-exports';
import {
  defaultCompetition, toOpenCompetition, validateCompetition, type CompetitionDraft,
} from '../validation/competition';
import { timeZoneField } from './time-zones';
import type { FieldIssue } from '../validation/issue';

const LABELS: Record<keyof CompetitionDraft, MessageKey> = {
  name: 'organizer.name',
  deadline: 'organizer.deadlineField',
  timeZone: 'organizer.timeZone',
  boardCount: 'organizer.boardCount',
  maxReserves: 'organizer.maxReserves',
  minGrade: 'organizer.minGrade',
  maxGrade: 'organizer.maxGrade',
};

/**
 * The organizer's page: open a competition for applications, read and export the applications,
 * and create a competition's tournaments.
 */
export class OrganizerPage implements Page {
  private readonly registration: RegistrationClient;
  private draft: CompetitionDraft = defaultCompetition();
  private readonly touched = new Set<string>();
  private attempted = false;
  private serverErrors = new Map<string, string[]>();
  private general = '';
  private opening = false;
  private competitions: CompetitionView[] = [];
  private listFailure = '';
  private selected: CompetitionView | undefined;
  private applications: ApplicationView[] | undefined;
  private applicationsFailure = '';
  private exportFailure = '';
  private readonly creation: TournamentCreation;
  private readonly staff: StaffInvitations;

  constructor(private readonly context: AppContext) {
    this.registration = new RegistrationClient(context.api, context.config.registrationUrl);
    this.creation = new TournamentCreation(context);
    this.staff = new StaffInvitations(context);
  }

  title(): string {
    return t('organizer.title');
  }

  enter(): void {
    if (this.context.auth.hasRole(Role.ORGANIZER)) {
      void this.loadCompetitions();
      void this.staff.load();
    }
  }

  private async loadCompetitions(): Promise<void> {
    try {
      this.competitions = await this.registration.competitions();
      this.listFailure = '';
    } catch (error) {
      this.listFailure = describeFailure(error);
    }
    this.context.update();
  }

  private async showApplications(competition: CompetitionView): Promise<void> {
    this.selected = competition;
    this.applications = undefined;
    this.applicationsFailure = '';
    this.context.update();
    try {
      this.applications = await this.registration.applications(competition.id);
      this.context.announce(t('organizer.applicationsLoaded', { count: this.applications.length, name: competition.name }));
    } catch (error) {
      this.applicationsFailure = describeFailure(error);
    }
    this.context.update();
    requestAnimationFrame(() => document.getElementById('applications-title')?.focus());
  }

  view(): TemplateResult {
    const heading = html`<h1 id="page-title" tabindex="-1">${t('organizer.title')}</h1>`;
    if (!this.context.auth.claims()) {
      return html`${heading}<p>${t('organizer.loginFirst')}</p>
        <button type="button" class="primary" @click=${() => this.context.login('#/organizer')}>${t('auth.login')}</button>`;
    }
    if (!this.context.auth.hasRole(Role.ORGANIZER)) {
      return html`${heading}<p role="alert">${t('organizer.organizersOnly')}</p>`;
    }
    return html`${heading}${this.openView()}${this.listView()}${this.applicationsView()}${this.creation.view()}${this.staff.view()}`;
  }

  private errorFor(field: keyof CompetitionDraft, issues: FieldIssue[]): string | undefined {
    if (this.attempted || this.touched.has(field)) {
      const issue = issues.find((candidate) => candidate.field === field);
      if (issue) {
        return t(issue.key, issue.params);
      }
    }
    const server = this.serverErrors.get(field);
    return server ? server.map((message) => t('form.serverSaid', { message })).join(' ') : undefined;
  }

  private field(field: keyof CompetitionDraft, issues: FieldIssue[], extra: { type?: string; min?: number; max?: number; hint?: string; list?: string } = {}): TemplateResult {
    return inputField({
      field, label: t(LABELS[field]), required: true, value: this.draft[field],
      error: this.errorFor(field, issues), ...extra,
      onInput: (value) => {
        this.draft = { ...this.draft, [field]: value };
        this.serverErrors.delete(field);
        this.context.update();
      },
      onBlur: () => { this.touched.add(field); this.context.update(); },
    });
  }

  private openView(): TemplateResult {
    const issues = validateCompetition(this.draft, this.context.now());
    const summary = this.attempted
      ? [...issues.map((issue) => ({ field: issue.field, label: t(LABELS[issue.field as keyof CompetitionDraft]), message: t(issue.key, issue.params) })),
        ...[...this.serverErrors].filter(([field]) => !issues.some((issue) => issue.field === field))
          .map(([field, messages]) => ({ field, label: field in LABELS ? t(LABELS[field as keyof CompetitionDraft]) : field, message: messages.join(' ') }))]
      : [];
    return html`<section aria-labelledby="open-title">
      <h2 id="open-title">${t('organizer.openTitle')}</h2>
      ${errorSummary(summary, this.general || undefined)}
      <form novalidate @submit=${(event: Event) => { event.preventDefault(); void this.open(); }}>
        ${this.field('name', issues)}
        ${this.field('deadline', issues, { type: 'datetime-local', hint: t('organizer.deadlineHint') })}
        ${timeZoneField({ field: 'timeZone', label: t(LABELS.timeZone), value: this.draft.timeZone, now: this.context.now(),
          hint: t('organizer.timeZoneHint'), error: this.errorFor('timeZone', issues),
          onInput: (value) => { this.draft = { ...this.draft, timeZone: value }; this.serverErrors.delete('timeZone'); this.context.update(); } })}
        <fieldset>
          <legend>${t('organizer.teamRule')}</legend>
          ${this.field('boardCount', issues, { type: 'number', min: 1, max: 16 })}
          ${this.field('maxReserves', issues, { type: 'number', min: 0, max: 4 })}
          ${this.field('minGrade', issues, { type: 'number', min: 1, max: 11 })}
          ${this.field('maxGrade', issues, { type: 'number', min: 1, max: 11 })}
        </fieldset>
        <button type="submit" class="primary" ?disabled=${this.opening}>${t('organizer.open')}</button>
      </form>
    </section>`;
  }

  private async open(): Promise<void> {
    this.attempted = true;
    this.general = '';
    if (validateCompetition(this.draft, this.context.now()).length > 0) {
      this.context.update();
      requestAnimationFrame(() => document.getElementById('error-summary')?.focus());
      return;
    }
    this.opening = true;
    this.context.update();
    try {
      const opened = await this.registration.openCompetition(toOpenCompetition(this.draft));
      this.draft = defaultCompetition();
      this.attempted = false;
      this.touched.clear();
      this.serverErrors = new Map();
      this.context.announce(t('organizer.opened', { name: opened.name }));
      await this.loadCompetitions();
    } catch (error) {
      this.serverErrors = error instanceof ApiError ? errorsByField(error.problem) : new Map();
      this.general = describeFailure(error);
      requestAnimationFrame(() => document.getElementById('error-summary')?.focus());
    } finally {
      this.opening = false;
      this.context.update();
    }
  }

  private listView(): TemplateResult {
    return html`<section aria-labelledby="competitions-title">
      <h2 id="competitions-title">${t('organizer.competitions')}</h2>
      ${this.listFailure ? html`<p role="alert">${this.listFailure}</p>` : nothing}
      ${this.competitions.length === 0 && !this.listFailure ? html`<p>${t('organizer.noCompetitions')}</p>` : nothing}
      ${this.competitions.length > 0 ? html`<div class="table-scroll" role="region" aria-labelledby="competitions-title" tabindex="0"><table>
        <thead><tr>
          <th scope="col">${t('organizer.name')}</th><th scope="col">${t('organizer.deadlineField')}</th>
          <th scope="col">${t('organizer.status')}</th><th scope="col">${t('organizer.teamRule')}</th>
          <th scope="col"><span class="visually-hidden">${t('organizer.actions')}</span></th>
        </tr></thead>
        <tbody>${this.competitions.map((competition) => html`<tr>
          <th scope="row">${competition.name}</th>
          <td>${formatInZones(competition.deadline, competition.timeZone, viewerTimeZone())}</td>
          <td>${competition.open ? t('organizer.statusOpen') : t('organizer.statusClosed')}</td>
          <td>${t('apply.rule', { boards: competition.boardCount, reserves: competition.maxReserves, minGrade: competition.minGrade, maxGrade: competition.maxGrade })}
            ${compositionText(competition) ?? nothing}</td>
          <td><button type="button" @click=${() => void this.showApplications(competition)}
            aria-label=${t('organizer.showApplicationsOf', { name: competition.name })}>${t('organizer.showApplications')}</button>
            <button type="button" @click=${() => void this.creation.open(competition)}
            aria-label=${t('organizer.tournamentsOf', { name: competition.name })}>${t('organizer.tournaments')}</button></td>
        </tr>`)}</tbody>
      </table></div>` : nothing}
    </section>`;
  }

  /** The applications as a file: organizers only, so fetched with the token and handed to the browser. */
  private async download(competition: CompetitionView, kind: 'export.csv' | 'summary.html'): Promise<void> {
    this.exportFailure = '';
    try {
      const file = await this.registration.applicationsExport(competition.id, kind);
      saveFile(file.blob, file.filename ?? `applications-${competition.id}.${kind === 'export.csv' ? 'csv' : 'html'}`);
      this.context.announce(t('organizer.exported'));
    } catch (error) {
      this.exportFailure = describeFailure(error);
      this.context.announce(this.exportFailure);
    }
    this.context.update();
  }

  private applicationsView(): TemplateResult {
    const competition = this.selected;
    if (!competition) {
      return html``;
    }
    return html`<section aria-labelledby="applications-title">
      <h2 id="applications-title" tabindex="-1">${t('organizer.applicationsTo', { name: competition.name })}</h2>
      ${this.applicationsFailure ? html`<p role="alert">${this.applicationsFailure}</p>` : nothing}
      <p class="downloads">
        <button type="button" @click=${() => void this.download(competition, 'export.csv')}>${t('organizer.exportCsv')}</button>
        <button type="button" @click=${() => void this.download(competition, 'summary.html')}>${t('organizer.exportSummary')}</button>
      </p>
      ${formFailure(this.exportFailure || undefined)}
      ${this.applications === undefined && !this.applicationsFailure ? html`<p role="status">${t('common.loading')}</p>` : nothing}
      ${this.applications?.length === 0 ? html`<p>${t('organizer.noApplications')}</p>` : nothing}
      ${this.applications && this.applications.length > 0 ? html`<div class="table-scroll" role="region" aria-labelledby="applications-title" tabindex="0"><table class="applications">
        <thead><tr>
          <th scope="col">${t('organizer.arrival')}</th><th scope="col">${t('apply.schoolName')}</th>
          <th scope="col">${t('apply.municipality')}</th><th scope="col">${t('organizer.contacts')}</th>
          <th scope="col">${t('apply.submittedAt')}</th><th scope="col">${t('apply.roster')}</th>
        </tr></thead>
        <tbody>${this.applications.map((application) => html`<tr>
          <td>${application.arrival}${application.status === 'withdrawn' ? ` (${t('organizer.withdrawn')})` : ''}${application.trialMatch && application.status !== 'withdrawn' ? ` (${t('organizer.trialMatch')})` : ''}</td>
          <th scope="row">${application.schoolName}
            <a class="cards-link" href=${loginCardsRoute(competition.id, application.teamId)}>${t('cards.linkOf', { school: application.schoolName })}</a></th>
          <td>${application.municipality}</td>
          <td>${application.leader ? html`<p>${t('organizer.leaderLine', {
            name: application.leader.fullName ?? '—', position: application.leader.position ?? '—',
            phone: application.leader.phone ?? '—', email: application.leader.email ?? '—',
          })}</p>` : nothing}${application.director ? html`<p>${t('organizer.directorLine', {
            name: application.director.fullName ?? '—', phone: application.director.phone ?? '—',
          })}</p>` : nothing}</td>
          <td>${formatInZones(application.submittedAt, competition.timeZone, viewerTimeZone())}</td>
          <td><ol class="roster">${application.roster.map((entry) => {
            const details = [entryFullName(entry), entry.birthDate ? formatDate(entry.birthDate) : ''].filter(Boolean).join(', ');
            return html`<li>${entryLabel(entry, competition.boardCount)}: ${entry.displayName}, ${t('apply.gradeValue', { grade: entry.grade ?? '—' })}${details ? ` (${details})` : ''};
              ${t('organizer.account', { state: linkedText(entry, competition.timeZone) })}</li>`;
          })}</ol></td>
        </tr>`)}</tbody>
      </table></div>` : nothing}
    </section>`;
  }
}
