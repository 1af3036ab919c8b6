import { html, nothing, type TemplateResult } from 'lit-html';
import { confirmation, fieldId, formFailure, inputField } from '../components';
import type { AppContext } from '../context';
import { formatInZones, hasMessage, t, viewerTimeZone, zonedLocalToInstant } from '../i18n/i18n';
import { describeActionFailure, describeTournamentFailure, splitRefusal } from '../messages';
import { ApiError, problemName } from '../problem';
import { MAX_REASON_LENGTH, type AuditView, type RoundView, type TournamentClient, type TournamentView } from '../tournament/client';
import { roundMoveDraft, validateRoundMove, type RoundMoveDraft } from '../validation/round-move';

/**
 * The organizer's «Перенести тур» forms on the tournament page, one per round not yet published:
 * the new start typed in the tournament's zone (the viewer's equivalent said beside it) and a
 * required reason. The client checks what tournament-service checks; the server's field errors
 * land under `start` and `reason`, the rest of a refusal (a 409 `round-published`) stands in words
 * above the round's form.
 */
export class RoundMoves {
  private readonly drafts = new Map<number, RoundMoveDraft>();
  /** By `{round}.{field}`, the server's field names. */
  private readonly errors = new Map<string, string>();
  private readonly failures = new Map<number, string>();
  private readonly done = new Map<number, string>();
  private busy: number | undefined;
  /** The round whose early publication awaits the organizer's «yes». */
  private publishing: number | undefined;

  /** @param changed reads the schedule (and the audit trail) again after a move or a refusal that changed it */
  constructor(private readonly context: AppContext, private readonly client: TournamentClient,
    private readonly changed: () => Promise<void>) {}

  /** The round's form, or why it cannot be moved once published. */
  view(tournament: TournamentView, round: RoundView): TemplateResult {
    const failure = this.failures.get(round.round);
    const done = this.done.get(round.round);
    return html`${formFailure(failure)}
      ${done ? html`<p class="confirmation">${done}</p>` : nothing}
      ${round.published ? html`<p class="hint">${t('roundMove.published', { round: round.round })}</p>`
        : html`${this.form(tournament, round)}${this.publishView(tournament, round)}`}`;
  }

  /** Publishing a round now, before the round before is complete: its pairings by board are announced; asked first. */
  private publishView(tournament: TournamentView, round: RoundView): TemplateResult {
    const number = round.round;
    return this.publishing === number
      ? confirmation(`publish-${number}`, t('publish.confirm', { round: number }), t('publish.confirmYes', { round: number }),
        () => void this.publish(tournament, number), () => { this.publishing = undefined; this.context.update(); })
      : html`<p><button type="button" ?disabled=${this.busy !== undefined}
          @click=${() => { this.publishing = number; this.context.update(); }}>${t('publish.submit', { round: number })}</button></p>`;
  }

  private async publish(tournament: TournamentView, number: number): Promise<void> {
    this.publishing = undefined;
    this.failures.delete(number);
    this.done.delete(number);
    this.busy = number;
    this.context.update();
    try {
      await this.client.publishRound(tournament.id, number);
      const done = t('publish.done', { round: number });
      this.done.set(number, done);
      this.context.announce(done);
    } catch (error) {
      const failure = describeActionFailure(error);
      this.failures.set(number, failure);
      this.context.announce(failure);
    } finally {
      this.busy = undefined;
    }
    await this.changed();
  }

  private draft(round: RoundView): RoundMoveDraft {
    let draft = this.drafts.get(round.round);
    if (!draft) {
      draft = roundMoveDraft(round);
      this.drafts.set(round.round, draft);
    }
    return draft;
  }

  private form(tournament: TournamentView, round: RoundView): TemplateResult {
    const draft = this.draft(round);
    const zone = tournament.timeZone;
    return html`<details class="round-move">
      <summary>${t('roundMove.title')}</summary>
      <form novalidate data-round=${round.round} @submit=${(event: Event) => { event.preventDefault(); this.submit(tournament, round); }}>
        ${inputField({
          field: `round-${round.round}.start`, type: 'datetime-local', required: true, value: draft.start,
          label: t('roundMove.start', { round: round.round, zone }),
          hint: t('roundMove.startHint', { zone, time: this.chosen(draft.start, zone) }),
          error: this.errors.get(`${round.round}.start`),
          onInput: (value) => { draft.start = value; this.context.update(); },
        })}
        ${inputField({
          field: `round-${round.round}.reason`, required: true, value: draft.reason,
          label: t('roundMove.reason'), hint: t('roundMove.reasonHint', { max: MAX_REASON_LENGTH }),
          error: this.errors.get(`${round.round}.reason`),
          onInput: (value) => { draft.reason = value; },
        })}
        <button type="submit" class="primary" ?disabled=${this.busy !== undefined}>${t('roundMove.submit', { round: round.round })}</button>
      </form>
    </details>`;
  }

  /** The typed start in the tournament's zone and the viewer's, so nobody mistakes one zone for the other. */
  private chosen(start: string, zone: string): string {
    try {
      return formatInZones(zonedLocalToInstant(start, zone), zone, viewerTimeZone());
    } catch {
      return '—';
    }
  }

  private submit(tournament: TournamentView, round: RoundView): void {
    const number = round.round;
    for (const key of [...this.errors.keys()].filter((key) => key.startsWith(`${number}.`))) this.errors.delete(key);
    this.failures.delete(number);
    this.done.delete(number);
    const draft = this.draft(round);
    const issues = validateRoundMove(draft, number, tournament.rounds, tournament.timeZone, this.context.now());
    if (issues.length > 0) {
      issues.forEach((issue) => this.errors.set(`${number}.${issue.field}`, t(issue.key, issue.params)));
      this.context.update();
      document.getElementById(fieldId(`round-${number}.${issues[0]!.field}`))?.focus();
      return;
    }
    void this.send(tournament, number, draft);
  }

  private async send(tournament: TournamentView, number: number, draft: RoundMoveDraft): Promise<void> {
    this.busy = number;
    this.context.update();
    try {
      const moved = await this.client.moveRound(tournament.id, number, draft.start, draft.reason.trim());
      const start = moved.rounds.find((round) => round.round === number)?.scheduledStart;
      const done = t('roundMove.moved', {
        round: number, time: start ? formatInZones(start, moved.timeZone, viewerTimeZone()) : draft.start,
      });
      // The next form starts from the new start, with no reason.
      this.drafts.delete(number);
      this.done.set(number, done);
      this.context.announce(done);
      await this.changed();
    } catch (error) {
      const published = error instanceof ApiError && problemName(error.problem) === 'round-published';
      this.refused(number, error, published);
      if (published) await this.changed();
    } finally {
      this.busy = undefined;
      this.context.update();
    }
  }

  /** The server's field errors under their fields; the rest of the refusal in words above the form. */
  private refused(number: number, error: unknown, published: boolean): void {
    const { fields, rest } = splitRefusal(error, (field) => field === 'start' || field === 'reason');
    fields.forEach((message, field) => this.errors.set(`${number}.${field}`, message));
    const failure = [published ? t('roundMove.refusedPublished', { round: number }) : describeTournamentFailure(error), ...rest].join(' ');
    this.failures.set(number, failure);
    this.context.announce(failure);
  }
}

/**
 * A tournament's audit trail for organizers and arbiters: when (in the tournament's zone and the
 * viewer's), who, what and why. The service writes its details in English; they are marked so, and
 * the action itself is said in the page's language.
 */
export class AuditTrail {
  private entries: AuditView[] | undefined;
  private failure = '';

  constructor(private readonly client: TournamentClient, private readonly tournamentId: string) {}

  async load(): Promise<void> {
    try {
      this.entries = await this.client.audit(this.tournamentId);
      this.failure = '';
    } catch (error) {
      this.failure = describeTournamentFailure(error);
    }
  }

  view(timeZone: string): TemplateResult {
    const entries = this.entries;
    return html`<section class="audit" aria-labelledby="audit-title">
      <h2 id="audit-title">${t('audit.title')}</h2>
      ${this.failure ? html`<p class="notice" role="alert">${this.failure}</p>`
        : !entries ? html`<p role="status">${t('common.loading')}</p>`
          : entries.length === 0 ? html`<p>${t('audit.empty')}</p>`
            : html`<div class="table-scroll" role="region" aria-labelledby="audit-title" tabindex="0"><table class="audit">
              <caption>${t('audit.caption')}</caption>
              <thead><tr>
                <th scope="col">${t('audit.when')}</th><th scope="col">${t('audit.who')}</th><th scope="col">${t('audit.what')}</th>
                <th scope="col">${t('audit.detail')}</th><th scope="col">${t('audit.reason')}</th>
              </tr></thead>
              <tbody>${entries.map((entry) => html`<tr data-action=${entry.action}>
                <th scope="row">${formatInZones(entry.at, timeZone, viewerTimeZone())}</th>
                <td>${entry.actor}</td>
                <td>${actionName(entry.action)}</td>
                <td lang="en">${entry.detail}</td>
                <td>${entry.reason ?? t('audit.noReason')}</td>
              </tr>`)}</tbody>
            </table></div>`}
    </section>`;
  }
}

/** An audit action in words; one the client does not know yet is shown as the service names it. */
function actionName(action: string): string {
  const key = `audit.action.${action}`;
  return hasMessage(key) ? t(key) : action;
}
