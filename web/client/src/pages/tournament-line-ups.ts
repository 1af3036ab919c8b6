import { html, nothing, type TemplateResult } from 'lit-html';
import { fieldId, formFailure, groupError, selectField } from '../components';
import type { AppContext } from '../context';
import { formatInZones, t, viewerTimeZone } from '../i18n/i18n';
import { describeTournamentFailure, splitRefusal } from '../messages';
import { ApiError, problemName } from '../problem';
import { RegistrationClient, type ApplicationView, type RosterEntryView } from '../registration';
import type { LineUpView, RoundView, TournamentClient, TournamentView } from '../tournament/client';
import { validateLineUp } from '../validation/line-up';

/** Where the team and its roster come from: the coach's own application, or the one an organizer chose. */
export type TeamSource = (registration: RegistrationClient, tournament: TournamentView) => Promise<ApplicationView>;

/** The signed-in coach's team: his application to the tournament's competition. */
export const coachTeam: TeamSource = (registration, tournament) => registration.myApplication(tournament.competitionId);

/**
 * The «Состав на тур» forms on the tournament page: for each round where a team has a match, its
 * line-up (submitted or the default), changeable until the round is published. A coach's team and
 * its roster come from his own application in registration-service, an organizer's from the
 * application of the team he chose (tournament-service lists no rosters); the client checks what
 * tournament-service checks, the server's field errors land under `players` and `players[i]`, a
 * 409 stands in words above the form.
 */
export class LineUps {
  private readonly registration: RegistrationClient;
  private team: string | undefined;
  /** The team's roster in its order, board 1 first, reserves after. */
  private roster: RosterEntryView[] = [];
  private readonly lineUps = new Map<number, LineUpView>();
  private readonly drafts = new Map<number, string[]>();
  /** By `{round}.{field}`, the server's field names. */
  private readonly errors = new Map<string, string>();
  /** Why a round's line-up was refused, by round. */
  private readonly failures = new Map<number, string>();
  /** Why a round's line-up could not be read, by round; read again with the schedule. */
  private readonly unread = new Map<number, string>();
  /** Why the coach's application, and so his team, could not be read. */
  private teamFailure = '';
  private readonly done = new Map<number, string>();
  private busy: number | undefined;

  /** @param changed reads the schedule again after a refusal that says it changed (the round was published) */
  constructor(private readonly context: AppContext, private readonly client: TournamentClient,
    private readonly changed: () => Promise<void>, private readonly source: TeamSource = coachTeam) {
    this.registration = new RegistrationClient(context.api, context.config.registrationUrl);
  }

  /** The team whose line-ups are shown, once found in the tournament. */
  get teamId(): string | undefined {
    return this.team;
  }

  /** Finds the team in the tournament and reads its line-up for each round it plays. */
  async load(tournament: TournamentView): Promise<void> {
    try {
      const application = await this.source(this.registration, tournament);
      const team = tournament.teams.some((each) => each.teamId === application.teamId) ? application.teamId : undefined;
      if (team !== this.team) {
        // Another team (the organizer chose one): nothing of the previous one stays.
        this.lineUps.clear();
        this.errors.clear();
        this.failures.clear();
        this.done.clear();
      }
      this.team = team;
      this.roster = [...application.roster].sort((first, second) => first.board - second.board);
    } catch (error) {
      this.team = undefined;
      // No application to this competition: the coach has no team here, and nothing to show.
      if (!(error instanceof ApiError && error.status === 404)) {
        this.teamFailure = describeTournamentFailure(error);
      }
      return;
    }
    this.teamFailure = '';
    const teamId = this.teamId;
    if (!teamId) return;
    this.drafts.clear();
    this.unread.clear();
    await Promise.all(tournament.rounds.filter((round) => this.plays(round)).map(async (round) => {
      try {
        this.lineUps.set(round.round, await this.client.lineUp(tournament.id, round.round, teamId));
      } catch (error) {
        this.unread.set(round.round, describeTournamentFailure(error));
      }
    }));
  }

  private plays(round: RoundView): boolean {
    return round.matches.some((match) => match.firstTeamId === this.teamId || match.secondTeamId === this.teamId);
  }

  /** Why the coach's team could not be found, once above the rounds; nothing when all is well. */
  notice(): TemplateResult | typeof nothing {
    return this.teamFailure ? html`<p class="notice" role="alert">${t('lineUp.teamUnknown', { detail: this.teamFailure })}</p>` : nothing;
  }

  /** The round's line-up: a form while it is open, a list once the round is published; nothing where the team does not play. */
  view(tournament: TournamentView, round: RoundView): TemplateResult | typeof nothing {
    if (!this.teamId || !this.plays(round)) return nothing;
    const number = round.round;
    const failure = this.failures.get(number) ?? this.unread.get(number);
    const done = this.done.get(number);
    const lineUp = this.lineUps.get(number);
    return html`<section class="line-up" aria-labelledby=${`line-up-${number}-title`}>
      <h4 id=${`line-up-${number}-title`}>${t('lineUp.title', { round: number })}</h4>
      ${formFailure(failure)}
      ${done ? html`<p class="confirmation">${done}</p>` : nothing}
      ${!lineUp ? (failure ? nothing : html`<p role="status">${t('common.loading')}</p>`)
        : html`<p>${this.state(lineUp, tournament.timeZone)}</p>
          ${lineUp.open && !round.published ? this.form(tournament, round, lineUp) : this.readOnly(lineUp)}`}
    </section>`;
  }

  /** Whose line-up it is: submitted (by whom, when) or the default. */
  private state(lineUp: LineUpView, timeZone: string): string {
    const closed = lineUp.open ? '' : ` ${t('lineUp.closed')}`;
    return lineUp.submitted && lineUp.submittedAt
      ? `${t('lineUp.submitted', { who: lineUp.submittedBy ?? '—', time: formatInZones(lineUp.submittedAt, timeZone, viewerTimeZone()) })}${closed}`
      : `${t('lineUp.default')}${closed}`;
  }

  private readOnly(lineUp: LineUpView): TemplateResult {
    return html`<ol class="line-up-boards">${lineUp.players.map((player, index) => html`<li>${t('lineUp.boardPlayer', {
      board: index + 1, player: this.name(player),
    })}</li>`)}</ol>`;
  }

  /** A player's name from the coach's roster; «Игрок 3» by roster position when registration gives no name. */
  private name(playerId: string): string {
    const position = this.roster.findIndex((entry) => entry.playerId === playerId);
    const entry = this.roster[position];
    if (!entry) return t('lineUp.unknownPlayer', { id: playerId.slice(0, 8) });
    const name = entry.displayName || t('lineUp.player', { number: position + 1 });
    return entry.reserve ? t('lineUp.reserve', { name }) : name;
  }

  private draft(number: number, lineUp: LineUpView, boards: number): string[] {
    let draft = this.drafts.get(number);
    if (!draft) {
      draft = Array.from({ length: boards }, (_, index) => lineUp.players[index] ?? '');
      this.drafts.set(number, draft);
    }
    return draft;
  }

  private form(tournament: TournamentView, round: RoundView, lineUp: LineUpView): TemplateResult {
    const number = round.round;
    const until = round.lineUpDeadline
      ? t('lineUp.until', { time: formatInZones(round.lineUpDeadline, tournament.timeZone, viewerTimeZone()) }) : t('lineUp.untilPublished');
    const draft = this.draft(number, lineUp, tournament.boards);
    const options = [{ value: '', label: t('lineUp.none') },
      ...this.roster.map((entry, index) => ({ value: entry.playerId, label: `${index + 1}. ${this.name(entry.playerId)}` }))];
    const whole = fieldId(`line-up-${number}.players`);
    return html`<form novalidate data-line-up=${number} @submit=${(event: Event) => { event.preventDefault(); this.submit(tournament, number); }}>
      <fieldset aria-describedby=${`${whole}-rules ${whole}-error`}>
        <legend>${t('lineUp.legend', { round: number })}</legend>
        <p class="hint" id=${`${whole}-rules`}>${t('lineUp.rules', { boards: tournament.boards })} ${until}</p>
        ${groupError(whole, this.errors.get(`${number}.players`))}
        ${draft.map((player, index) => selectField({
          field: `line-up-${number}.players[${index}]`, required: true, value: player,
          label: t('lineUp.board', { board: index + 1 }), options,
          error: this.errors.get(`${number}.players[${index}]`),
          onInput: (value) => { draft[index] = value; this.context.update(); },
        }))}
      </fieldset>
      <button type="submit" class="primary" ?disabled=${this.busy !== undefined}>${t('lineUp.submit', { round: number })}</button>
    </form>`;
  }

  private submit(tournament: TournamentView, number: number): void {
    for (const key of [...this.errors.keys()].filter((key) => key.startsWith(`${number}.`))) this.errors.delete(key);
    this.failures.delete(number);
    this.done.delete(number);
    const draft = this.drafts.get(number) ?? [];
    const issues = validateLineUp(draft, this.roster.map((entry) => entry.playerId), tournament.boards);
    if (issues.length > 0) {
      issues.forEach((issue) => this.errors.set(`${number}.${issue.field}`, t(issue.key, issue.params)));
      this.context.update();
      document.getElementById(fieldId(`line-up-${number}.${issues[0]!.field}`))?.focus();
      return;
    }
    void this.send(tournament, number, draft);
  }

  private async send(tournament: TournamentView, number: number, players: string[]): Promise<void> {
    this.busy = number;
    this.context.update();
    try {
      this.lineUps.set(number, await this.client.submitLineUp(tournament.id, number, this.team!, players));
      const done = t('lineUp.saved', { round: number });
      this.done.set(number, done);
      this.context.announce(done);
    } catch (error) {
      const closed = error instanceof ApiError && problemName(error.problem) === 'line-up-closed';
      this.refused(number, error);
      if (closed) await this.changed();
    } finally {
      this.busy = undefined;
      this.context.update();
    }
  }

  /** The server's field errors under their fields; the rest of the refusal in words above the form. */
  private refused(number: number, error: unknown): void {
    const { fields, rest } = splitRefusal(error, (field) => /^players(\[\d+\])?$/.test(field));
    fields.forEach((message, field) => this.errors.set(`${number}.${field}`, message));
    const name = error instanceof ApiError ? problemName(error.problem) : undefined;
    const failure = name === 'line-up-closed' ? t('lineUp.refusedClosed', { round: number })
      : name === 'no-match' ? t('lineUp.refusedNoMatch', { round: number }) : describeTournamentFailure(error);
    const words = [failure, ...rest].join(' ');
    this.failures.set(number, words);
    this.context.announce(words);
  }
}
