import { html, nothing, type TemplateResult } from 'lit-html';
import {
  ADJUDICATIONS, ArbiterClient, MAX_REASON, type Adjudication, type ArbiterActionView, type AttentionReason, type AttentionView,
  type ClockOperation, type ClockView, type QuickplayDecision,
} from '../arbiter';
import { fieldId, formFailure, inputField, selectField } from '../components';
import type { AppContext, Page } from '../context';
import { formatClock } from '../game/clock';
import { sideName } from '../game/view';
import { formatDateTime, hasMessage, t, viewerTimeZone, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, errorsByField, problemName } from '../problem';
import { Role } from '../token';
import { GamePlaces, groupAttention } from './arbiter-names';
import { FairPlaySection } from './arbiter-fair-play';
import { UUID } from './games';
import { ArbiterCalls, type ArbiterCall } from '../game/arbiter-calls';
import { callThread, replyForm } from '../game/call-thread';

/** How often the list of games needing an arbiter is read again. */
export const REFRESH_MILLIS = 15_000;
/** The calls and their threads are read more often: a player waits at his board for the answer. */
export const CALL_REFRESH_MILLIS = 5_000;
const ARTICLE = /^\d{1,2}(\.\d{1,2}){0,3}$/;
/** clock-service's limit for a clock operation (SideTime.millis): a day. */
const MAX_CLOCK_MILLIS = 86_400_000;

type FormName = 'quickplay' | 'clock' | 'adjudication' | 'void';
type ClockKind = ClockOperation['kind'];
const CLOCK_KINDS: readonly ClockKind[] = ['pause', 'resume', 'add-time', 'set-time'];

interface Forms {
  quickplay: { decision: QuickplayDecision; reason: string };
  clock: { kind: ClockKind; side: 'white' | 'black'; time: string; reason: string };
  adjudication: { result: Adjudication; article: string; reason: string };
  void: { reason: string };
}

function emptyForms(): Forms {
  return {
    quickplay: { decision: 'draw', reason: '' },
    clock: { kind: 'add-time', side: 'white', time: '2:00', reason: '' },
    adjudication: { result: '1-0', article: '', reason: '' },
    void: { reason: '' },
  };
}

/** `2`, `2:00`, `0:30` as milliseconds; undefined for anything else. */
export function parseClockTime(text: string): number | undefined {
  const match = /^(\d{1,4})(?::([0-5]\d))?$/.exec(text.trim());
  return match ? (Number(match[1]) * 60 + Number(match[2] ?? 0)) * 1000 : undefined;
}

/** The same reason seen again on a later refresh is not news; a new kind, side or moment is. */
function reasonKey(item: AttentionView, reason: AttentionReason): string {
  return [item.gameId, reason.kind, reason.side, reason.since ?? '', reason.detail ?? ''].join('|');
}

/**
 * The arbiter's console (`#/arbiter`, arbiters and organizers): the games that need an arbiter now,
 * read again every 15 s and new ones announced; for a chosen game its live board one link away,
 * the decision on a quickplay-finish claim (Art. 10.2), the clock operations of clock-service,
 * a declared result or a void (confirmed before sending), each with a required reason, and the
 * history of arbiters' actions on it. The server's refusals appear next to the field they name.
 */
export class ArbiterPage implements Page {
  private readonly client: ArbiterClient;
  private items: AttentionView[] | undefined;
  private listFailure = '';
  private readonly seen = new Set<string>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private selectedId: string | undefined;
  private openId = '';
  private openError = '';
  private history: ArbiterActionView[] | undefined;
  private historyFailure = '';
  private forms = emptyForms();
  private errors = new Map<string, string>();
  private failures = new Map<FormName, string>();
  private confirming: FormName | undefined;
  private busy: FormName | undefined;
  private done = '';
  // Players' calls from their boards (issue 17): listed first, announced when new, marked handled here.
  private readonly callClient: ArbiterCalls;
  private calls: ArbiterCall[] | undefined;
  private callsFailure = '';
  private readonly callNotes = new Map<string, string>();
  private callBusy: string | undefined;
  private readonly callReplies = new Map<string, string>();
  private readonly callReplyFailures = new Map<string, string>();
  private callTimer: ReturnType<typeof setInterval> | undefined;

  /** Tournament, match, board and players of each listed game (tournament-service's schedule). */
  private readonly places: GamePlaces | undefined;
  /** The engine fair-play report of a tournament (issue 20). */
  private readonly fairPlay: FairPlaySection;

  constructor(private readonly context: AppContext) {
    this.client = new ArbiterClient(context.api, context.config.gameUrl, context.config.clockUrl);
    this.callClient = new ArbiterCalls(context.api, context.config.gameUrl);
    this.places = GamePlaces.of(context.api, context.config.tournamentUrl);
    this.fairPlay = new FairPlaySection(context);
  }

  title(): string {
    return t('arbiter.title');
  }

  enter(): void {
    if (!this.allowed()) return;
    void this.refresh();
    void this.fairPlay.enter();
    this.timer = setInterval(() => void this.refresh(), REFRESH_MILLIS);
    this.callTimer = setInterval(() => void this.refreshCalls(), CALL_REFRESH_MILLIS);
  }

  leave(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.callTimer) clearInterval(this.callTimer);
  }

  private has(role: string): boolean {
    return this.context.auth.claims()?.roles.includes(role) ?? false;
  }

  private allowed(): boolean {
    return this.has(Role.ARBITER) || this.has(Role.ORGANIZER);
  }

  /** Reads the list again; what was not there before is announced (not on the first reading). */
  private async refresh(): Promise<void> {
    void this.refreshCalls();
    try {
      const items = await this.client.attention();
      await this.places?.resolve(items);
      const fresh = items.flatMap((item) => item.reasons.filter((reason) => !this.seen.has(reasonKey(item, reason)))
        .map((reason) => `${this.gameTitle(item.gameId, item)}: ${this.reasonText(reason)}`));
      if (this.items && fresh.length > 0) {
        this.context.announce(t('arbiter.newItems', { items: fresh.join(' ') }));
      }
      items.forEach((item) => item.reasons.forEach((reason) => this.seen.add(reasonKey(item, reason))));
      this.items = items;
      this.listFailure = '';
    } catch (error) {
      this.listFailure = describeFailure(error);
    }
    this.context.update();
  }

  private async refreshCalls(): Promise<void> {
    try {
      const calls = await this.callClient.open();
      const known = new Set((this.calls ?? []).map((call) => call.id));
      if (this.calls) {
        for (const call of calls.filter((one) => !known.has(one.id))) {
          this.context.announce(t('arbiter.callNew', { name: call.callerName, where: this.callWhere(call) }));
        }
        for (const call of calls) {
          const before = this.calls.find((one) => one.id === call.id)?.replies?.length ?? 0;
          for (const reply of (call.replies ?? []).slice(before).filter((one) => one.authorRole === 'player')) {
            this.context.announce(t('callthread.playerSays', { name: reply.authorName, where: this.callWhere(call), text: reply.text }));
          }
        }
      }
      this.calls = calls;
      this.callsFailure = '';
    } catch (error) {
      this.callsFailure = describeFailure(error);
    }
    this.context.update();
  }

  private async handleCall(call: ArbiterCall): Promise<void> {
    this.callBusy = call.id;
    this.context.update();
    try {
      await this.callClient.handled(call.id, (this.callNotes.get(call.id) ?? '').trim());
      this.calls = this.calls?.filter((one) => one.id !== call.id);
      this.callNotes.delete(call.id);
      this.context.announce(t('arbiter.callHandled'));
    } catch (error) {
      this.callsFailure = describeFailure(error);
      void this.refreshCalls();
    } finally {
      this.callBusy = undefined;
      this.context.update();
    }
  }

  private async replyTo(call: ArbiterCall): Promise<void> {
    const text = (this.callReplies.get(call.id) ?? '').trim();
    if (!text || this.callBusy) return;
    this.callBusy = call.id;
    this.callReplyFailures.delete(call.id);
    this.context.update();
    try {
      const answered = await this.callClient.reply(call.id, text);
      this.calls = this.calls?.map((one) => (one.id === call.id ? answered : one));
      this.callReplies.delete(call.id);
    } catch (error) {
      this.callReplyFailures.set(call.id, describeFailure(error));
    } finally {
      this.callBusy = undefined;
      this.context.update();
    }
  }

  private callWhere(call: ArbiterCall): string {
    return call.competitionId ? t('gamepage.where', { round: call.round, board: call.board }) : t('gamepage.friendly');
  }

  /** The open calls, the longest waiting first: who, where, when, what he wrote; the board, the actions, and «решено». */
  private callList(): TemplateResult {
    const calls = this.calls;
    return html`<section aria-labelledby="calls-title" class="arbiter-calls">
      <h2 id="calls-title">${t('arbiter.calls')}</h2>
      ${this.callsFailure ? html`<p class="notice" role="alert">${t('arbiter.listFailed', { reason: this.callsFailure })}</p>` : nothing}
      ${!calls ? nothing : calls.length === 0 ? html`<p>${t('arbiter.callsNone')}</p>`
        : html`<ul class="attention">${calls.map((call) => html`<li class="attention-item call-item" data-call=${call.id} data-game=${call.gameId}>
          <h3>${t('arbiter.callFrom', { name: call.callerName, side: sideName(call.side), where: this.callWhere(call),
            time: formatDateTime(call.calledAt, viewerTimeZone()) })}</h3>
          ${callThread(call)}
          ${replyForm({ call, draft: this.callReplies.get(call.id) ?? '', busy: this.callBusy === call.id,
            failure: this.callReplyFailures.get(call.id) ?? '', onInput: (text) => { this.callReplies.set(call.id, text); },
            onSend: () => void this.replyTo(call), quick: [t('callthread.coming'), t('callthread.waitAtBoard')] })}
          <p><a href=${`#/games/${encodeURIComponent(call.gameId)}`}>${t('arbiter.callOpenGame')}</a>
            <button type="button" @click=${() => this.select(call.gameId)}>${t('arbiter.act', { game: this.callWhere(call) })}</button></p>
          <form @submit=${(event: Event) => { event.preventDefault(); void this.handleCall(call); }}>
            ${inputField({ field: `call-note-${call.id}`, label: t('callthread.ruling'), value: this.callNotes.get(call.id) ?? '',
              onInput: (value) => { this.callNotes.set(call.id, value); } })}
            <button type="submit" ?disabled=${this.callBusy === call.id}>${t('callthread.close')}</button>
          </form>
        </li>`)}</ul>`}
    </section>`;
  }

  private select(gameId: string): void {
    this.selectedId = gameId;
    this.forms = emptyForms();
    this.errors.clear();
    this.failures.clear();
    this.confirming = undefined;
    this.done = '';
    this.history = undefined;
    void this.loadHistory(gameId);
    this.context.update();
    requestAnimationFrame(() => document.getElementById('actions-title')?.focus());
  }

  private openOther(): void {
    const id = this.openId.trim();
    if (!UUID.test(id)) {
      this.openError = t('games.idInvalid');
      this.context.update();
      return;
    }
    this.openError = '';
    this.openId = '';
    this.select(id);
  }

  private async loadHistory(gameId: string): Promise<void> {
    try {
      const history = await this.client.actions(gameId);
      if (gameId !== this.selectedId) return;
      this.history = history;
      this.historyFailure = '';
    } catch (error) {
      this.historyFailure = describeFailure(error);
    }
    this.context.update();
  }

  /** The client's own checks, as game-service and clock-service make them; field names as the server's. */
  private validate(form: FormName): Map<string, string> {
    const errors = new Map<string, string>();
    const reason = this.forms[form].reason.trim();
    if (!reason) {
      errors.set(`${form}.reason`, t('arbiter.reasonRequired'));
    } else if (reason.length > MAX_REASON) {
      errors.set(`${form}.reason`, t('arbiter.reasonTooLong', { max: MAX_REASON, count: reason.length }));
    }
    if (form === 'adjudication') {
      const article = this.forms.adjudication.article.trim();
      if (article && !ARTICLE.test(article)) errors.set('adjudication.article', t('arbiter.articleInvalid'));
    }
    if (form === 'clock' && this.timed()) {
      const millis = parseClockTime(this.forms.clock.time);
      if (millis === undefined || millis <= 0 || millis > MAX_CLOCK_MILLIS) errors.set('clock.time', t('arbiter.timeInvalid'));
    }
    return errors;
  }

  private timed(): boolean {
    return this.forms.clock.kind === 'add-time' || this.forms.clock.kind === 'set-time';
  }

  /** A submit: checked here first; a result or a void is confirmed before it is sent. */
  private submit(form: FormName): void {
    for (const key of [...this.errors.keys()].filter((key) => key.startsWith(`${form}.`))) this.errors.delete(key);
    this.failures.delete(form);
    const errors = this.validate(form);
    if (errors.size > 0) {
      errors.forEach((message, field) => this.errors.set(field, message));
      this.context.update();
      document.getElementById(fieldId([...errors.keys()][0]!))?.focus();
      return;
    }
    if (form === 'adjudication' || form === 'void') {
      this.confirming = form;
      this.context.update();
      requestAnimationFrame(() => (document.querySelector('.arbiter-confirm button') as HTMLElement | null)?.focus());
      return;
    }
    void this.send(form);
  }

  private async send(form: FormName): Promise<void> {
    const gameId = this.selectedId;
    if (!gameId) return;
    this.confirming = undefined;
    this.busy = form;
    this.done = '';
    this.context.update();
    const reason = this.forms[form].reason.trim();
    try {
      let done: string;
      switch (form) {
        case 'quickplay':
          await this.client.decideQuickplay(gameId, this.forms.quickplay.decision, reason);
          done = t(`arbiter.done.quickplay.${this.forms.quickplay.decision}` as MessageKey);
          break;
        case 'adjudication': {
          const { result, article } = this.forms.adjudication;
          await this.client.adjudicate(gameId, result, article.trim() || undefined, reason);
          done = t('arbiter.done.adjudicated', { result: this.adjudicationText(result) });
          break;
        }
        case 'void':
          await this.client.voidGame(gameId, reason);
          done = t('arbiter.done.voided');
          break;
        case 'clock': {
          const { kind, side, time } = this.forms.clock;
          const operation: ClockOperation = kind === 'pause' || kind === 'resume' ? { kind, reason }
            : { kind, side, millis: parseClockTime(time)!, reason };
          done = `${t(`arbiter.done.clock.${kind}` as MessageKey, { side: sideName(side) })} ${this.clocksText(await this.client.clock(gameId, operation))}`;
          break;
        }
      }
      this.forms[form].reason = '';
      this.done = done;
      this.context.announce(done);
      void this.loadHistory(gameId);
      void this.refresh();
    } catch (error) {
      this.refused(form, error);
    } finally {
      this.busy = undefined;
      this.context.update();
    }
  }

  /** The server's field errors under their fields; the rest of the refusal in words above the form's button. */
  private refused(form: FormName, error: unknown): void {
    const fields = Object.keys(this.forms[form]);
    const unplaced: string[] = [];
    if (error instanceof ApiError) {
      for (const [field, messages] of errorsByField(error.problem)) {
        const own = form === 'clock' && field === 'millis' ? 'time' : field;
        const message = t('form.serverSaid', { message: messages.join('; ') });
        if (fields.includes(own)) this.errors.set(`${form}.${own}`, message);
        else unplaced.push(`${field}: ${message}`);
      }
    }
    const failure = [this.refusalText(error), ...unplaced].join(' ');
    this.failures.set(form, failure);
    this.context.announce(failure);
  }

  private refusalText(error: unknown): string {
    const name = error instanceof ApiError ? problemName(error.problem) : undefined;
    const key = `arbiter.problem.${name}`;
    if (name && hasMessage(key)) {
      const detail = (error as ApiError).problem.detail;
      return detail ? `${t(key)} (${detail})` : t(key);
    }
    return describeFailure(error);
  }

  private clocksText(clock: ClockView): string {
    return t('arbiter.clocks', {
      white: formatClock(clock.whiteRemainingMillis), black: formatClock(clock.blackRemainingMillis),
      status: t(`arbiter.clockStatus.${clock.status}` as MessageKey),
    });
  }

  private adjudicationText(result: Adjudication): string {
    return t(`arbiter.result.${result}` as MessageKey);
  }

  private gameTitle(gameId: string, item = this.items?.find((each) => each.gameId === gameId)): string {
    const place = this.places?.place(gameId);
    if (place) return t('arbiter.placeTitle', { match: place.match, board: place.board });
    if (!item) return t('arbiter.gameById', { id: gameId });
    return item.competitionId ? t('arbiter.roundBoard', { round: item.round, board: item.board }) : t('arbiter.friendly');
  }

  /** «Действия судьи» to the eye inside the game's own frame; the whole «…: Тур 2, доска 3» to a screen reader. */
  private shortened(text: string): TemplateResult {
    const colon = text.indexOf(': ');
    return colon < 0 ? html`${text}` : html`${text.slice(0, colon)}<span class="visually-hidden">${text.slice(colon)}</span>`;
  }

  private reasonText(reason: AttentionReason): string {
    const side = sideName(reason.side);
    const since = reason.since ? ` ${t('arbiter.since', { time: formatDateTime(reason.since, viewerTimeZone()) })}` : '';
    switch (reason.kind) {
      case 'quickplay-claim':
        return t(reason.detail === 'postponed' ? 'arbiter.reason.claimPostponed' : 'arbiter.reason.claimOpen', { side }) + since;
      case 'flag-fell':
        return (reason.detail === 'awaiting-result' ? t('arbiter.reason.flagAwaiting', { side })
          : t('arbiter.reason.flagEnded', { side, result: reason.detail ?? '' })) + since;
      case 'player-disconnected':
        return t('arbiter.reason.disconnected', { side });
      default:
        return `${reason.kind} (${side})${since}`;
    }
  }

  view(): TemplateResult {
    const heading = html`<h1 id="page-title" tabindex="-1">${t('arbiter.title')}</h1>`;
    if (!this.context.auth.claims()) {
      return html`${heading}<p>${t('arbiter.loginFirst')}</p>
        <button type="button" class="primary" @click=${() => this.context.login('#/arbiter')}>${t('auth.login')}</button>`;
    }
    if (!this.allowed()) {
      return html`${heading}<p class="notice" role="alert">${t('arbiter.forbidden')}</p>`;
    }
    return html`${heading}
      <p class="hint">${t('arbiter.intro')}</p>
      ${this.callList()}
      ${this.attentionList()}
      <form class="open-game" @submit=${(event: Event) => { event.preventDefault(); this.openOther(); }}>
        ${inputField({ field: 'otherGame', label: t('arbiter.otherGame'), hint: t('games.gameIdHint'), value: this.openId,
          error: this.openError || undefined, onInput: (value) => { this.openId = value; this.openError = ''; } })}
        <button type="submit">${t('arbiter.choose')}</button>
      </form>
      ${this.selectedId ? this.actions(this.selectedId) : nothing}
      ${this.fairPlay.view()}`;
  }

  private attentionList(): TemplateResult {
    const items = this.items;
    return html`<section aria-labelledby="attention-title">
      <h2 id="attention-title">${t('arbiter.attention')}</h2>
      ${this.listFailure ? html`<p class="notice" role="alert">${t('arbiter.listFailed', { reason: this.listFailure })}</p>` : nothing}
      ${!items ? (this.listFailure ? nothing : html`<p role="status">${t('common.loading')}</p>`)
        : items.length === 0 ? html`<p>${t('arbiter.nothing')}</p>`
          : groupAttention(items, this.places).map((group) => html`<section class="attention-group" aria-labelledby=${`group-${group.key}`}>
            <h3 id=${`group-${group.key}`}>${group.title}</h3>
            ${group.matches.map((match) => html`${match.title ? html`<h4 class="attention-match">${match.title}</h4>` : nothing}
              <ul class="attention">${match.items.map((item) => this.attentionItem(item, match.title ? 5 : 4))}</ul>`)}
          </section>`)}
      <p class="hint">${t('arbiter.refreshing', { seconds: REFRESH_MILLIS / 1000 })}</p>
    </section>`;
  }

  /** One game of the list: its board and players (or its place by round and board), why it is here, the ways to act. */
  private attentionItem(item: AttentionView, level: 4 | 5): TemplateResult {
    const place = this.places?.place(item.gameId);
    const title = place ? t('arbiter.boardPlayers', { board: place.board, white: place.white, black: place.black }) : this.gameTitle(item.gameId, item);
    return html`<li class="attention-item" data-game=${item.gameId}>
            ${level === 4 ? html`<h4 class="attention-game">${title}</h4>` : html`<h5 class="attention-game">${title}</h5>`}
            <p>${t(`arbiter.status.${item.status}` as MessageKey)}</p>
            <ul>${item.reasons.map((reason) => html`<li class="reason ${reason.kind}">${this.reasonText(reason)}</li>`)}</ul>
            <p><a href=${`#/games/${encodeURIComponent(item.gameId)}`}>${this.shortened(t('arbiter.openBoard', { game: this.gameTitle(item.gameId, item) }))}</a>
              <button type="button" aria-pressed=${this.selectedId === item.gameId ? 'true' : 'false'}
                @click=${() => this.select(item.gameId)}>${this.shortened(t('arbiter.act', { game: this.gameTitle(item.gameId, item) }))}</button></p>
          </li>`;
  }

  private actions(gameId: string): TemplateResult {
    const item = this.items?.find((each) => each.gameId === gameId);
    const claimOpen = item?.reasons.some((reason) => reason.kind === 'quickplay-claim'
      || (reason.kind === 'flag-fell' && reason.detail === 'awaiting-result')) ?? false;
    const arbiter = this.has(Role.ARBITER);
    return html`<section class="arbiter-actions" aria-labelledby="actions-title">
      <h2 id="actions-title" tabindex="-1">${t('arbiter.actionsFor', { game: this.gameTitle(gameId) })}</h2>
      <p><a href=${`#/games/${encodeURIComponent(gameId)}`}>${t('arbiter.openBoard', { game: this.gameTitle(gameId) })}</a></p>
      ${this.done ? html`<p class="confirmation">${this.done}</p>` : nothing}
      ${arbiter ? nothing : html`<p class="hint">${t('arbiter.organizerOnly')}</p>`}
      ${arbiter && claimOpen ? this.quickplayForm() : nothing}
      ${arbiter ? this.clockForm() : nothing}
      ${this.adjudicationForm()}
      ${this.voidForm()}
      ${this.historyView()}
    </section>`;
  }

  private reasonField(form: FormName): TemplateResult {
    return inputField({ field: `${form}.reason`, label: t('arbiter.reason'), hint: t('arbiter.reasonHint', { max: MAX_REASON }),
      value: this.forms[form].reason, error: this.errors.get(`${form}.reason`), required: true,
      onInput: (value) => { this.forms[form].reason = value; } });
  }

  /** A form of one action: its fields, the reason, the refusal in words, its button. */
  private actionForm(form: FormName, title: string, fields: TemplateResult, submit: string, danger = false): TemplateResult {
    const failure = this.failures.get(form);
    return html`<form class="arbiter-form" data-form=${form} novalidate aria-labelledby=${`${form}-title`}
        @submit=${(event: Event) => { event.preventDefault(); this.submit(form); }}>
      <h3 id=${`${form}-title`}>${title}</h3>
      ${fields}
      ${this.reasonField(form)}
      ${formFailure(failure)}
      ${this.confirming === form ? this.confirmation(form)
        : html`<button type="submit" class=${danger ? 'danger' : 'primary'} ?disabled=${this.busy !== undefined}>${submit}</button>`}
    </form>`;
  }

  private confirmation(form: FormName): TemplateResult {
    const question = form === 'void' ? t('arbiter.confirmVoid', { game: this.gameTitle(this.selectedId!) })
      : t('arbiter.confirmAdjudication', { game: this.gameTitle(this.selectedId!), result: this.adjudicationText(this.forms.adjudication.result) });
    return html`<div class="arbiter-confirm" role="group" aria-labelledby="confirm-question">
      <p id="confirm-question"><strong>${question}</strong></p>
      <button type="button" class="danger" @click=${() => void this.send(form)}>${t(form === 'void' ? 'arbiter.confirmVoidYes' : 'arbiter.confirmAdjudicationYes')}</button>
      <button type="button" @click=${() => { this.confirming = undefined; this.context.update(); }}>${t('game.cancel')}</button>
    </div>`;
  }

  private quickplayForm(): TemplateResult {
    const form = this.forms.quickplay;
    return this.actionForm('quickplay', t('arbiter.quickplayTitle'), html`<p class="hint">${t('arbiter.quickplayHint')}</p>
      ${selectField({ field: 'quickplay.decision', label: t('arbiter.decision'), value: form.decision, error: this.errors.get('quickplay.decision'),
        options: (['draw', 'reject', 'postpone'] as const).map((value) => ({ value, label: t(`arbiter.decision.${value}`) })),
        onInput: (value) => { form.decision = value as QuickplayDecision; } })}`, t('arbiter.decide'));
  }

  private clockForm(): TemplateResult {
    const form = this.forms.clock;
    return this.actionForm('clock', t('arbiter.clockTitle'), html`
      ${selectField({ field: 'clock.kind', label: t('arbiter.clockKind'), value: form.kind,
        options: CLOCK_KINDS.map((value) => ({ value, label: t(`arbiter.clockKind.${value}` as MessageKey) })),
        onInput: (value) => { form.kind = value as ClockKind; this.context.update(); } })}
      ${this.timed() ? html`
        ${selectField({ field: 'clock.side', label: t('arbiter.side'), value: form.side, error: this.errors.get('clock.side'),
          options: (['white', 'black'] as const).map((value) => ({ value, label: sideName(value) })),
          onInput: (value) => { form.side = value as 'white' | 'black'; } })}
        ${inputField({ field: 'clock.time', label: t(form.kind === 'add-time' ? 'arbiter.timeToAdd' : 'arbiter.timeToSet'),
          hint: t('arbiter.timeHint'), value: form.time, error: this.errors.get('clock.time'), required: true,
          onInput: (value) => { form.time = value; } })}` : nothing}`, t('arbiter.applyClock'));
  }

  private adjudicationForm(): TemplateResult {
    const form = this.forms.adjudication;
    return this.actionForm('adjudication', t('arbiter.adjudicationTitle'), html`
      ${selectField({ field: 'adjudication.result', label: t('arbiter.result'), value: form.result, error: this.errors.get('adjudication.result'),
        options: ADJUDICATIONS.map((value) => ({ value, label: this.adjudicationText(value) })),
        onInput: (value) => { form.result = value as Adjudication; } })}
      ${inputField({ field: 'adjudication.article', label: t('arbiter.article'), hint: t('arbiter.articleHint'), value: form.article,
        error: this.errors.get('adjudication.article'), onInput: (value) => { form.article = value; } })}`, t('arbiter.adjudicate'), true);
  }

  private voidForm(): TemplateResult {
    return this.actionForm('void', t('arbiter.voidTitle'), html`<p class="hint">${t('arbiter.voidHint')}</p>`, t('arbiter.void'), true);
  }

  private historyView(): TemplateResult {
    const history = this.history;
    return html`<section aria-labelledby="history-title">
      <h3 id="history-title">${t('arbiter.history')}</h3>
      ${this.historyFailure ? html`<p class="notice" role="alert">${this.historyFailure}</p>`
        : !history ? html`<p role="status">${t('common.loading')}</p>`
          : history.length === 0 ? html`<p>${t('arbiter.historyEmpty')}</p>`
            : html`<ol class="arbiter-history">${history.map((action) => html`<li>
              ${t('arbiter.historyLine', {
                time: formatDateTime(action.at, viewerTimeZone()), who: action.actorName,
                action: hasMessage(`arbiter.action.${action.action}`) ? t(`arbiter.action.${action.action}` as MessageKey) : action.action,
                result: action.result ?? '—', article: action.article ?? '—', reason: action.reason,
              })}</li>`)}</ol>`}
    </section>`;
  }
}
