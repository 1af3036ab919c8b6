import { html, nothing, type TemplateResult } from 'lit-html';
import type { AppContext } from '../context';
import type { ConnectionStatus } from '../game/protocol';
import { locale, t, type MessageKey } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, problemName } from '../problem';
import { CHAT_MAX_LENGTH, ChatClient, ChatStream, chatUrl, type ChatMessage } from '../tournament/chat';
import { Role } from '../token';
import './match-chat.css';

/** Whoever may be in a match's chat by his roles: a coach (if he captains one of its teams) or an official. */
export function mayChat(roles: readonly string[]): boolean {
  return [Role.COACH, Role.ARBITER, Role.ORGANIZER].some((role) => roles.includes(role));
}

/**
 * The match chat on the match page (regulation §1.5, instead of the video call): the two captains
 * and the officials, live. Times are the tournament's. What the reader has seen is kept per match
 * in storage, so the unread count survives a reload; a message counts as seen once the panel is
 * open in a visible tab. An official chooses whether a message is for everyone or one side. When
 * the service says the reader is not in this chat (a coach of another team), the panel goes away.
 */
export class MatchChatPanel {
  private readonly messages: ChatMessage[] = [];
  private readonly client: ChatClient;
  private stream: ChatStream | undefined;
  private status: ConnectionStatus = 'connecting';
  private refused = false;
  private open = true;
  private draft = '';
  private audience = '';
  private sending = false;
  private failure = '';
  private readonly onVisibility = () => { this.markRead(); this.context.update(); };

  constructor(private readonly context: AppContext, private readonly tournamentId: string, private readonly matchId: string,
    private readonly fetcher?: typeof fetch) {
    this.client = new ChatClient(context.api, chatUrl(context.config.tournamentUrl, tournamentId, matchId));
  }

  enter(): void {
    this.stream = new ChatStream({
      url: chatUrl(this.context.config.tournamentUrl, this.tournamentId, this.matchId),
      token: () => this.context.auth.accessToken(),
      onMessage: (message) => this.receive(message),
      onStatus: (status) => { this.status = status; this.context.update(); },
      onRefused: () => { this.refused = true; this.context.update(); },
      ...(this.fetcher ? { fetcher: this.fetcher } : {}),
    });
    this.stream.connect();
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  leave(): void {
    this.stream?.close();
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  /** Messages by others the reader has not seen yet. */
  unread(): number {
    const read = this.lastRead();
    return this.messages.filter((message) => !message.mine && message.id > read).length;
  }

  private receive(message: ChatMessage): void {
    this.messages.push(message);
    if (!message.mine && !this.seeing()) {
      this.context.announce(t('chat.newMessage', { author: message.authorName }));
    }
    this.markRead();
    this.context.update();
  }

  private seeing(): boolean {
    return this.open && document.visibilityState !== 'hidden';
  }

  private storageKey(): string {
    return `teamchess.chat.read.${this.matchId}`;
  }

  private lastRead(): number {
    return Number(this.context.storage.getItem(this.storageKey()) ?? 0) || 0;
  }

  private markRead(): void {
    const last = this.messages[this.messages.length - 1];
    if (last && this.seeing() && last.id > this.lastRead()) {
      this.context.storage.setItem(this.storageKey(), String(last.id));
    }
  }

  private toggle(): void {
    this.open = !this.open;
    this.markRead();
    this.context.update();
  }

  private async send(event: Event): Promise<void> {
    event.preventDefault();
    const text = this.draft.trim();
    if (!text || this.sending) return;
    this.sending = true;
    this.failure = '';
    this.context.update();
    try {
      await this.client.post(text, this.audience || null);
      // The message comes back over the stream, in its place among the others.
      this.draft = '';
    } catch (error) {
      this.failure = error instanceof ApiError && problemName(error.problem) === 'chat-rate-limited'
        ? t('chat.rateLimited') : describeFailure(error);
    } finally {
      this.sending = false;
      this.context.update();
    }
  }

  /**
   * The panel, or nothing for a reader the service refused.
   *
   * @param teamName the match's team names by id
   * @param timeZone the tournament's time zone, in which the times are shown
   */
  view(firstTeamId: string, secondTeamId: string, teamName: (teamId: string) => string, timeZone: string,
    official: boolean): TemplateResult | typeof nothing {
    if (this.refused) return nothing;
    const unread = this.unread();
    const read = this.lastRead();
    return html`<section class="match-chat" aria-labelledby="chat-title">
      <h2 id="chat-title" class="chat-heading">
        <button type="button" class="chat-toggle" aria-expanded=${String(this.open)} aria-controls="chat-body"
          @click=${() => this.toggle()}>${t('chat.title')}</button>
        ${unread > 0 ? html`<span class="chat-unread">${t('chat.unread', { count: unread })}</span>` : nothing}
      </h2>
      <div id="chat-body" ?hidden=${!this.open}>
        <p class="hint">${t('chat.intro', { zone: timeZone })}</p>
        ${this.status !== 'open' ? html`<p class="connection">${t(`game.connection.${this.status}` as MessageKey)}</p>` : nothing}
        <!-- The list scrolls past 24rem: focusable, so that it scrolls from the keyboard too (WCAG 2.1.1). -->
        ${this.messages.length === 0 ? html`<p class="chat-empty">${t('chat.empty')}</p>` : html`<ol class="chat-messages" aria-live="off" tabindex="0" aria-label=${t('chat.title')}>
          ${this.messages.map((message) => this.messageView(message, teamName, timeZone, !message.mine && message.id > read))}
        </ol>`}
        <form class="chat-form" @submit=${(event: Event) => this.send(event)}>
          <label for="chat-text">${t('chat.label')}</label>
          <textarea id="chat-text" rows="2" maxlength=${CHAT_MAX_LENGTH} .value=${this.draft}
            @input=${(event: Event) => { this.draft = (event.target as HTMLTextAreaElement).value; }}
            @keydown=${(event: KeyboardEvent) => { if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void this.send(event); }}></textarea>
          ${official ? html`<label for="chat-audience">${t('chat.audience')}</label>
            <select id="chat-audience" @change=${(event: Event) => { this.audience = (event.target as HTMLSelectElement).value; }}>
              <option value="" ?selected=${this.audience === ''}>${t('chat.toEveryone')}</option>
              ${[firstTeamId, secondTeamId].map((teamId) => html`<option value=${teamId} ?selected=${this.audience === teamId}>${t('chat.toSide', { team: teamName(teamId) })}</option>`)}
            </select>` : nothing}
          <button type="submit" class="primary" ?disabled=${this.sending}>${t('chat.send')}</button>
          ${this.failure ? html`<p class="error" role="alert">${this.failure}</p>` : nothing}
        </form>
      </div>
    </section>`;
  }

  private messageView(message: ChatMessage, teamName: (teamId: string) => string, timeZone: string, fresh: boolean): TemplateResult {
    const role = message.authorRole === 'coach' && message.authorTeamId
      ? t('chat.role.captain', { team: teamName(message.authorTeamId) })
      : t(`chat.role.${message.authorRole}` as MessageKey);
    return html`<li class="chat-message" data-mine=${String(message.mine)} data-side-only=${String(message.toTeamId !== null)} data-fresh=${String(fresh)}>
      <p class="chat-meta"><strong>${message.authorName}</strong> <span class="chat-role">${role}</span>
        <time datetime=${message.postedAt}>${chatTime(message.postedAt, timeZone, this.context.now())}</time></p>
      ${message.toTeamId ? html`<p class="chat-side">${t('chat.sideOnly', { team: teamName(message.toTeamId) })}</p>` : nothing}
      <p class="chat-text">${message.text}</p>
    </li>`;
  }
}

/** The time of day in the tournament's zone, with the date when it is not today there. */
export function chatTime(postedAt: string, timeZone: string, now: Date = new Date()): string {
  const lang = locale() === 'en' ? 'en-GB' : 'ru-RU';
  const day = (moment: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(moment);
  const moment = new Date(postedAt);
  const sameDay = day(moment) === day(now);
  return new Intl.DateTimeFormat(lang, sameDay ? { timeZone, timeStyle: 'short' } : { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(moment);
}
