import { html, nothing, type TemplateResult } from 'lit-html';
import { errorSummary, inputField, selectField } from '../components';
import type { AppContext } from '../context';
import { formatInZones, t, viewerTimeZone, zonedLocalToInstant, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, errorsByField } from '../problem';
import type { CompetitionView } from '../registration';
import { TournamentClient, type TournamentSummary } from '../tournament/client';
import { formatName } from '../tournament/names';
import {
  defaultTournament, FORMATS, MAX_DEFAULT_TIME_MINUTES, PLAYOFF_PLACE_CHOICES, MAX_LINE_UP_DEADLINE_MINUTES, toCreateTournament, validateTournament, type TournamentDraft,
} from '../validation/tournament';
import { PUBLIC_NAMES } from './tournament-names';
import { timeZoneField } from './time-zones';
import type { FieldIssue } from '../validation/issue';

const LABELS: Record<keyof TournamentDraft, MessageKey> = {
  name: 'create.name',
  format: 'create.format',
  rounds: 'create.rounds',
  boards: 'create.boards',
  timeControl: 'create.timeControl',
  firstRoundStart: 'create.firstRoundStart',
  timeZone: 'create.timeZone',
  roundIntervalDays: 'create.roundIntervalDays',
  drawnMatch: 'create.drawnMatch',
  deciderBoard: 'create.deciderBoard',
  lineUpDeadlineMinutes: 'create.lineUpDeadlineMinutes',
  spectatorDelaySeconds: 'create.spectatorDelaySeconds',
  defaultTimeMinutes: 'create.defaultTimeMinutes',
  playoffPlaces: 'create.playoffPlaces',
  publicNames: 'create.publicNames',
};

/** The form's field for a server field name: `boards` -> `tournament.boards` (the competition form has its own `name`). */
const formField = (field: string) => `tournament.${field}`;

/**
 * The organizer's tournaments of a competition on the organizer page: the ones created, and the
 * form to create one from the competition's registered teams (tournament-service publishes round 1
 * at once). The client checks what the service checks; the service's field errors land under their
 * fields and in the summary.
 */
export class TournamentCreation {
  private readonly client: TournamentClient;
  private competition: CompetitionView | undefined;
  private draft: TournamentDraft | undefined;
  private attempted = false;
  private serverErrors = new Map<string, string[]>();
  private general = '';
  private busy = false;
  private created: { id: string; name: string } | undefined;
  private tournaments: TournamentSummary[] | undefined;
  private listFailure = '';

  constructor(private readonly context: AppContext) {
    this.client = new TournamentClient(context.api, context.config.tournamentUrl);
  }

  /** Shows the competition's tournaments and a fresh form for a new one. */
  async open(competition: CompetitionView): Promise<void> {
    this.competition = competition;
    this.draft = defaultTournament(competition);
    this.attempted = false;
    this.serverErrors = new Map();
    this.general = '';
    this.created = undefined;
    this.tournaments = undefined;
    this.context.update();
    requestAnimationFrame(() => document.getElementById('create-title')?.focus());
    await this.loadTournaments(competition);
  }

  private async loadTournaments(competition: CompetitionView): Promise<void> {
    try {
      this.tournaments = await this.client.tournaments(competition.id);
      this.listFailure = '';
    } catch (error) {
      this.listFailure = describeFailure(error);
    }
    this.context.update();
  }

  view(): TemplateResult | typeof nothing {
    const competition = this.competition;
    const draft = this.draft;
    if (!competition || !draft) return nothing;
    const issues = validateTournament(draft, this.context.now());
    const shown = this.attempted ? issues : [];
    const summary = [
      ...shown.map((issue) => ({ field: formField(issue.field), label: t(LABELS[issue.field as keyof TournamentDraft]), message: t(issue.key, issue.params) })),
      ...[...this.serverErrors].filter(([field]) => !shown.some((issue) => issue.field === field))
        .map(([field, messages]) => ({ field: formField(field), label: field in LABELS ? t(LABELS[field as keyof TournamentDraft]) : field.startsWith('teamIds') ? t('create.teams') : field, message: messages.join(' ') })),
    ];
    return html`<section aria-labelledby="create-title">
      <h2 id="create-title" tabindex="-1">${t('create.title', { name: competition.name })}</h2>
      ${this.listView()}
      ${this.created ? html`<p class="confirmation" role="status">${t('create.created', { name: this.created.name })}
        <a href=${`#/tournaments/${encodeURIComponent(this.created.id)}`}>${t('create.openCreated', { name: this.created.name })}</a></p>` : nothing}
      ${errorSummary(summary, this.general || undefined, 'create-summary')}
      <form novalidate @submit=${(event: Event) => { event.preventDefault(); void this.create(competition, draft); }}>
        <p class="hint">${t('create.hint')}</p>
        ${this.input('name', issues)}
        ${selectField({
          field: formField('format'), label: t('create.format'), value: draft.format, error: this.errorFor('format', issues),
          options: FORMATS.map((format) => ({ value: format, label: formatName(format) })),
          onInput: (value) => this.set('format', value),
        })}
        ${draft.format === 'swiss' ? this.input('rounds', issues, { type: 'number', min: 1, max: 99, hint: t('create.roundsHint'), required: true }) : nothing}
        ${this.input('boards', issues, { type: 'number', min: 1, max: 32 })}
        ${this.input('timeControl', issues, { hint: t('create.timeControlHint') })}
        ${timeZoneField({ field: formField('timeZone'), label: t(LABELS.timeZone), value: draft.timeZone, now: this.context.now(),
          error: this.errorFor('timeZone', issues), onInput: (value) => this.set('timeZone', value) })}
        ${this.input('firstRoundStart', issues, { type: 'datetime-local', required: false,
          hint: t('create.firstRoundStartHint', { zone: draft.timeZone, time: this.chosen(draft) }) })}
        ${this.input('roundIntervalDays', issues, { type: 'number', min: 1, max: 366 })}
        ${selectField({
          field: formField('drawnMatch'), label: t('create.drawnMatch'), value: draft.drawnMatch, error: this.errorFor('drawnMatch', issues),
          options: ['armageddon', 'none'].map((rule) => ({ value: rule, label: t(`create.drawnMatch.${rule}` as MessageKey) })),
          onInput: (value) => this.set('drawnMatch', value),
        })}
        ${draft.drawnMatch === 'armageddon' ? this.input('deciderBoard', issues, { type: 'number', min: 1, max: 32 }) : nothing}
        ${selectField({
          field: formField('playoffPlaces'), label: t('create.playoffPlaces'), value: draft.playoffPlaces, error: this.errorFor('playoffPlaces', issues),
          options: [{ value: '', label: t('create.playoffPlaces.none') },
            ...PLAYOFF_PLACE_CHOICES.map((places) => ({ value: places, label: t(`create.playoffPlaces.${places}` as MessageKey) }))],
          onInput: (value) => this.set('playoffPlaces', value), hint: t('create.playoffPlacesHint'),
        })}
        ${this.input('lineUpDeadlineMinutes', issues, { type: 'number', min: 0, max: MAX_LINE_UP_DEADLINE_MINUTES, required: false,
          hint: t('create.lineUpDeadlineHint', { max: MAX_LINE_UP_DEADLINE_MINUTES }) })}
        ${this.input('spectatorDelaySeconds', issues, { type: 'number', min: 0, max: 3600, hint: t('create.spectatorDelayHint') })}
        ${this.input('defaultTimeMinutes', issues, { type: 'number', min: 0, max: MAX_DEFAULT_TIME_MINUTES, hint: t('create.defaultTimeHint') })}
        ${selectField({
          field: formField('publicNames'), label: t('create.publicNames'), value: draft.publicNames, error: this.errorFor('publicNames', issues),
          hint: t('create.publicNamesHint'),
          options: PUBLIC_NAMES.map((policy) => ({ value: policy, label: t(`publicNames.${policy}` as MessageKey) })),
          onInput: (value) => this.set('publicNames', value),
        })}
        <button type="submit" class="primary" ?disabled=${this.busy}>${t('create.submit')}</button>
      </form>
    </section>`;
  }

  private listView(): TemplateResult {
    const tournaments = this.tournaments;
    return html`${this.listFailure ? html`<p class="notice" role="alert">${this.listFailure}</p>`
      : !tournaments ? html`<p role="status">${t('common.loading')}</p>`
        : tournaments.length === 0 ? html`<p>${t('create.none')}</p>`
          : html`<ul class="tournaments">${tournaments.map((tournament) => html`<li>
            <a href=${`#/tournaments/${encodeURIComponent(tournament.id)}`}>${tournament.name}</a>
            (${formatName(tournament.format)})</li>`)}</ul>`}`;
  }

  /** The typed start in the tournament's zone and the viewer's; the service's default when empty. */
  private chosen(draft: TournamentDraft): string {
    if (!draft.firstRoundStart) return t('create.firstRoundDefault');
    try {
      return formatInZones(zonedLocalToInstant(draft.firstRoundStart, draft.timeZone), draft.timeZone, viewerTimeZone());
    } catch {
      return '—';
    }
  }

  private errorFor(field: keyof TournamentDraft, issues: FieldIssue[]): string | undefined {
    const issue = this.attempted ? issues.find((candidate) => candidate.field === field) : undefined;
    if (issue) return t(issue.key, issue.params);
    const server = this.serverErrors.get(field);
    return server ? server.map((message) => t('form.serverSaid', { message })).join(' ') : undefined;
  }

  private set(field: keyof TournamentDraft, value: string): void {
    this.draft = { ...this.draft!, [field]: value };
    this.serverErrors.delete(field);
    this.context.update();
  }

  private input(field: keyof TournamentDraft, issues: FieldIssue[],
    extra: { type?: string; min?: number; max?: number; hint?: string; list?: string; required?: boolean } = {}): TemplateResult {
    return inputField({
      field: formField(field), label: t(LABELS[field]), required: true, value: this.draft![field],
      error: this.errorFor(field, issues), ...extra,
      onInput: (value) => this.set(field, value),
    });
  }

  private async create(competition: CompetitionView, draft: TournamentDraft): Promise<void> {
    this.attempted = true;
    this.general = '';
    this.created = undefined;
    const issues = validateTournament(draft, this.context.now());
    if (issues.length > 0) {
      this.context.update();
      requestAnimationFrame(() => document.getElementById('create-summary')?.focus());
      return;
    }
    this.busy = true;
    this.context.update();
    try {
      const created = await this.client.createTournament(toCreateTournament(competition.id, draft));
      this.created = { id: created.id, name: created.name };
      this.draft = defaultTournament(competition);
      this.attempted = false;
      this.serverErrors = new Map();
      this.context.announce(t('create.created', { name: created.name }));
      await this.loadTournaments(competition);
    } catch (error) {
      this.serverErrors = error instanceof ApiError ? errorsByField(error.problem) : new Map();
      this.general = describeFailure(error);
      requestAnimationFrame(() => document.getElementById('create-summary')?.focus());
    } finally {
      this.busy = false;
      this.context.update();
    }
  }
}
