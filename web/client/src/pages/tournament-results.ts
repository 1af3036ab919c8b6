import { html, nothing, type TemplateResult } from 'lit-html';
import { checkboxField, confirmation, fieldId, formFailure, groupError, inputField, selectField } from '../components';
import type { AppContext } from '../context';
import { t, type MessageKey } from '../i18n/i18n';
import { describeActionFailure, splitRefusal } from '../messages';
import {
  BOARD_RESULTS, MAX_REASON_LENGTH, type BoardResult, type MatchView, type TournamentClient, type TournamentView,
} from '../tournament/client';
import { requiredText } from '../validation/issue';

type Action = 'result' | 'forfeit';

interface Draft {
  board: string;
  result: BoardResult;
  /** The teams that did not come, by id (forfeit). */
  absent: Set<string>;
  reason: string;
}

/** A result of White's side in words: «1-0 (победа белых)», «+/− (белые выиграли без игры)». */
export function boardResultText(result: BoardResult): string {
  return t(`correction.result.${result}` as MessageKey);
}

/**
 * The organizer's and arbiter's corrections of a match on the tournament page: one board's result
 * (from White's side, played or not) and a whole match lost without play by a team that did not
 * come (or both). Each is its own form with a required reason for the audit trail, confirmed in
 * place before it is sent; the server's field errors land under `board`, `result`, `teamIds` and
 * `reason`, the rest of a refusal (a 404 in the service's words, a 409) above the button.
 */
export class MatchCorrections {
  private readonly drafts = new Map<string, Draft>();
  /** By `{matchId}.{action}.{field}`. */
  private readonly errors = new Map<string, string>();
  /** By `{matchId}.{action}`. */
  private readonly failures = new Map<string, string>();
  private readonly done = new Map<string, string>();
  private confirming: string | undefined;
  private busy = false;

  /** @param changed reads the schedule and the audit trail again after a correction */
  constructor(private readonly context: AppContext, private readonly client: TournamentClient,
    private readonly changed: () => Promise<void>) {}

  /** The match's two forms, folded under one summary; nothing for a match whose boards are not yet announced. */
  view(tournament: TournamentView, match: MatchView, name: (teamId: string) => string): TemplateResult | typeof nothing {
    if (match.status === 'scheduled') return nothing;
    const teams = { first: name(match.firstTeamId), second: name(match.secondTeamId) };
    const done = this.done.get(match.matchId);
    return html`<details class="correction" data-match=${match.matchId}>
      <summary>${t('correction.title', teams)}</summary>
      ${done ? html`<p class="confirmation">${done}</p>` : nothing}
      ${this.resultForm(tournament, match, teams)}
      ${this.forfeitForm(tournament, match, name)}
    </details>`;
  }

  private draft(matchId: string): Draft {
    let draft = this.drafts.get(matchId);
    if (!draft) {
      draft = { board: '1', result: '1-0', absent: new Set(), reason: '' };
      this.drafts.set(matchId, draft);
    }
    return draft;
  }

  private field(match: MatchView, action: Action, field: string): string {
    return `correct-${match.matchId}-${action}.${field}`;
  }

  private resultForm(tournament: TournamentView, match: MatchView, teams: { first: string; second: string }): TemplateResult {
    const draft = this.draft(match.matchId);
    const boards = match.boards.length > 0 ? match.boards.map((board) => board.board) : Array.from({ length: tournament.boards }, (_, index) => index + 1);
    const question = t('correction.confirmResult', { ...teams, board: draft.board, result: boardResultText(draft.result) });
    return this.form(tournament, match, 'result', t('correction.resultTitle'), html`
      <p class="hint">${t('correction.resultHint')}</p>
      ${selectField({
        field: this.field(match, 'result', 'board'), label: t('correction.board'), value: draft.board,
        error: this.errors.get(`${match.matchId}.result.board`),
        options: boards.map((board) => ({ value: String(board), label: this.boardLabel(match, board, teams) })),
        onInput: (value) => { draft.board = value; },
      })}
      ${selectField({
        field: this.field(match, 'result', 'result'), label: t('correction.result'), value: draft.result,
        error: this.errors.get(`${match.matchId}.result.result`),
        options: BOARD_RESULTS.map((result) => ({ value: result, label: boardResultText(result) })),
        onInput: (value) => { draft.result = value as BoardResult; },
      })}`, t('correction.resultSubmit'), question, t('correction.confirmResultYes'));
  }

  /** «Доска 1 (белые: Школа № 1)»: who has White there, since the result is said from White's side. */
  private boardLabel(match: MatchView, board: number, teams: { first: string; second: string }): string {
    const whiteTeam = match.boards.find((each) => each.board === board)?.whiteTeamId
      ?? (board % 2 === 1 ? match.firstTeamId : match.secondTeamId);
    return t('correction.boardOption', { board, team: whiteTeam === match.firstTeamId ? teams.first : teams.second });
  }

  private forfeitForm(tournament: TournamentView, match: MatchView, name: (teamId: string) => string): TemplateResult {
    const draft = this.draft(match.matchId);
    const absent = [match.firstTeamId, match.secondTeamId].filter((teamId) => draft.absent.has(teamId));
    const question = absent.length === 2
      ? t('correction.confirmDoubleForfeit', { first: name(match.firstTeamId), second: name(match.secondTeamId) })
      : t('correction.confirmForfeit', { team: absent.map(name).join(''), winner: name(absent[0] === match.firstTeamId ? match.secondTeamId : match.firstTeamId) });
    const teamsField = fieldId(this.field(match, 'forfeit', 'teamIds'));
    return this.form(tournament, match, 'forfeit', t('correction.forfeitTitle'), html`
      <fieldset aria-describedby=${`${teamsField}-hint ${teamsField}-error`}>
        <legend>${t('correction.absentTeams')}</legend>
        <p class="hint" id=${`${teamsField}-hint`}>${t('correction.forfeitHint')}</p>
        ${groupError(teamsField, this.errors.get(`${match.matchId}.forfeit.teamIds`))}
        ${[match.firstTeamId, match.secondTeamId].map((teamId, index) => checkboxField({
          field: this.field(match, 'forfeit', `team${index + 1}`), label: t('correction.absent', { team: name(teamId) }),
          checked: draft.absent.has(teamId),
          onChange: (checked) => {
            if (checked) draft.absent.add(teamId); else draft.absent.delete(teamId);
            this.context.update();
          },
        }))}
      </fieldset>`, t('correction.forfeitSubmit'), question, t('correction.confirmForfeitYes'));
  }

  /** One action's form: its fields, the reason, the refusal, and the button or the confirmation. */
  private form(tournament: TournamentView, match: MatchView, action: Action, title: string, fields: TemplateResult,
    submit: string, question: string, yes: string): TemplateResult {
    const key = `${match.matchId}.${action}`;
    const draft = this.draft(match.matchId);
    const titleId = `${fieldId(this.field(match, action, 'form'))}-title`;
    return html`<form class="correction-form" novalidate aria-labelledby=${titleId} data-action=${action}
        @submit=${(event: Event) => { event.preventDefault(); this.submit(match, action); }}>
      <h4 id=${titleId}>${title}</h4>
      ${fields}
      ${inputField({
        field: this.field(match, action, 'reason'), label: t('correction.reason'), required: true,
        hint: t('correction.reasonHint', { max: MAX_REASON_LENGTH }), value: draft.reason,
        error: this.errors.get(`${key}.reason`),
        onInput: (value) => { draft.reason = value; },
      })}
      ${formFailure(this.failures.get(key))}
      ${this.confirming === key
        ? confirmation(fieldId(this.field(match, action, 'confirm')), question, yes,
          () => void this.send(tournament, match, action), () => { this.confirming = undefined; this.context.update(); })
        : html`<button type="submit" class="primary" ?disabled=${this.busy}>${submit}</button>`}
    </form>`;
  }

  private submit(match: MatchView, action: Action): void {
    const key = `${match.matchId}.${action}`;
    for (const field of [...this.errors.keys()].filter((field) => field.startsWith(`${key}.`))) this.errors.delete(field);
    this.failures.delete(key);
    const draft = this.draft(match.matchId);
    const issues = requiredText('reason', draft.reason, MAX_REASON_LENGTH);
    if (action === 'forfeit' && draft.absent.size === 0) issues.unshift({ field: 'teamIds', key: 'correction.chooseTeam' });
    if (issues.length > 0) {
      issues.forEach((issue) => this.errors.set(`${key}.${issue.field}`, t(issue.key, issue.params)));
      this.context.update();
      const first = issues[0]!.field === 'teamIds' ? 'team1' : issues[0]!.field;
      document.getElementById(fieldId(this.field(match, action, first)))?.focus();
      return;
    }
    this.confirming = key;
    this.context.update();
    requestAnimationFrame(() => (document.querySelector(`form[data-action="${action}"] .confirm button`) as HTMLElement | null)?.focus());
  }

  private async send(tournament: TournamentView, match: MatchView, action: Action): Promise<void> {
    const key = `${match.matchId}.${action}`;
    const draft = this.draft(match.matchId);
    this.confirming = undefined;
    this.busy = true;
    this.context.update();
    try {
      const reason = draft.reason.trim();
      if (action === 'result') {
        await this.client.correctResult(tournament.id, match.matchId, Number(draft.board), draft.result, reason);
      } else {
        const absent = [match.firstTeamId, match.secondTeamId].filter((teamId) => draft.absent.has(teamId));
        await this.client.forfeitMatch(tournament.id, match.matchId, absent, reason);
      }
      const done = action === 'result'
        ? t('correction.resultDone', { board: draft.board, result: boardResultText(draft.result) })
        : t('correction.forfeitDone');
      this.drafts.delete(match.matchId);
      this.done.set(match.matchId, done);
      this.context.announce(done);
      await this.changed();
    } catch (error) {
      const { fields, rest } = splitRefusal(error, (field) => ['board', 'result', 'teamIds', 'reason'].includes(field));
      fields.forEach((message, field) => this.errors.set(`${key}.${field}`, message));
      const failure = [describeActionFailure(error), ...rest].join(' ');
      this.failures.set(key, failure);
      this.context.announce(failure);
    } finally {
      this.busy = false;
      this.context.update();
    }
  }
}
