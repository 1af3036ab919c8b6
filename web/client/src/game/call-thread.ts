import { html, nothing, type TemplateResult } from 'lit-html';
import { live } from 'lit-html/directives/live.js';
import { t } from '../i18n/i18n';
import { MAX_CALL_REPLY, type ArbiterCall } from './arbiter-calls';
import './call-thread.css';

/** The time of day a line was written, in the reader's zone. */
function at(moment: string): string {
  return new Intl.DateTimeFormat('ru-RU', { timeStyle: 'short' }).format(new Date(moment));
}

/**
 * An arbiter call as a short thread (issue 20): the caller's first words, the lines after them,
 * and the arbiter's ruling that closed it. The same on the game page and the arbiter console.
 */
export function callThread(call: ArbiterCall): TemplateResult {
  return html`<ol class="call-thread" aria-label=${t('callthread.label')}>
    <li class="call-line" data-role="player"><span class="call-who">${call.callerName} · ${at(call.calledAt)}</span>
      <span class="call-text">${call.message || t('arbiter.callNoMessage')}</span></li>
    ${(call.replies ?? []).map((reply) => html`<li class="call-line" data-role=${reply.authorRole}>
      <span class="call-who">${reply.authorName}${reply.authorRole === 'arbiter' ? ` (${t('callthread.arbiter')})` : ''} · ${at(reply.postedAt)}</span>
      <span class="call-text">${reply.text}</span></li>`)}
    ${call.handledAt ? html`<li class="call-line call-closed" data-role="arbiter">
      <span class="call-who">${t('callthread.closedBy', { name: call.handledBy ?? '' })} · ${at(call.handledAt)}</span>
      <span class="call-text">${call.note ?? t('callthread.noRuling')}</span></li>` : nothing}
  </ol>`;
}

/** What the reply form needs: its draft and what to do with it. */
export interface ReplyForm {
  call: ArbiterCall;
  draft: string;
  busy: boolean;
  failure: string;
  onInput: (text: string) => void;
  onSend: () => void;
  /** Quick answers an arbiter sends with one press («Иду»). */
  quick?: readonly string[];
}

/** A line to add to an open call's thread. */
export function replyForm(form: ReplyForm): TemplateResult {
  const field = `call-reply-${form.call.id}`;
  return html`<form class="call-reply" @submit=${(event: Event) => { event.preventDefault(); form.onSend(); }}>
    <label for=${field}>${t('callthread.reply')}</label>
    <div class="call-reply-row">
      <input id=${field} type="text" maxlength=${MAX_CALL_REPLY} autocomplete="off" .value=${live(form.draft)}
        @input=${(event: Event) => form.onInput((event.target as HTMLInputElement).value)} />
      <button type="submit" ?disabled=${form.busy}>${t('callthread.send')}</button>
    </div>
    ${form.quick ? html`<div class="call-quick">${form.quick.map((text) => html`<button type="button" ?disabled=${form.busy}
      @click=${() => { form.onInput(text); form.onSend(); }}>${text}</button>`)}</div>` : nothing}
    ${form.failure ? html`<p class="error" role="alert">${form.failure}</p>` : nothing}
  </form>`;
}
