import { html, nothing, type TemplateResult } from 'lit-html';
import { errorSummary, inputField } from '../components';
import type { AppContext, Page } from '../context';
import { t } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, errorsByField } from '../problem';
import { Role } from '../token';
import { MyGames } from './my-games';

/** A game's or player's id as the services write it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CreatedGame {
  id: string;
}

/** Local date and time for a datetime-local field, `2026-03-07T10:00`. */
export function localInput(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * The games (`#/games`): a player's own games, open a game by its id, and for organizers and arbiters a friendly game
 * between two players (POST /api/games), opened right after it is created.
 */
export class GamesPage implements Page {
  private openId = '';
  private openError = '';
  // The default time (Art. 6.7.1) of a game made on the spot: with the laws' 0 a player who opens the
  // board a moment after the start would lose as soon as his opponent moves.
  private form = { whitePlayerId: '', blackPlayerId: '', timeControl: '15+10', scheduledStart: '', defaultTimeMinutes: '15' };
  private errors = new Map<string, string>();
  private general = '';
  private busy = false;
  private readonly mine: MyGames;

  constructor(private readonly context: AppContext) {
    this.mine = new MyGames(context);
  }

  title(): string {
    return t('games.title');
  }

  enter(): void {
    this.form.scheduledStart = localInput(this.context.now());
    if (this.context.auth.claims()?.roles.includes(Role.PLAYER)) {
      void this.mine.load();
    }
  }

  leave(): void {
    this.mine.stop();
  }

  private open(): void {
    const id = this.openId.trim();
    if (!UUID.test(id)) {
      this.openError = t('games.idInvalid');
      this.context.update();
      return;
    }
    window.location.hash = `#/games/${id}`;
  }

  private validate(): Map<string, string> {
    const errors = new Map<string, string>();
    for (const field of ['whitePlayerId', 'blackPlayerId'] as const) {
      if (!UUID.test(this.form[field].trim())) errors.set(field, t('games.playerIdInvalid'));
    }
    if (!errors.size && this.form.whitePlayerId.trim() === this.form.blackPlayerId.trim()) {
      errors.set('blackPlayerId', t('games.samePlayer'));
    }
    if (!/^\d+(\+\d+)?$/.test(this.form.timeControl.trim()) && !this.form.timeControl.includes('/')) {
      errors.set('timeControl', t('games.timeControlInvalid'));
    }
    if (!this.form.scheduledStart || Number.isNaN(new Date(this.form.scheduledStart).getTime())) {
      errors.set('scheduledStart', t('validation.required'));
    }
    if (!/^\d{1,3}$/.test(this.form.defaultTimeMinutes.trim())) {
      errors.set('defaultTimeMinutes', t('games.defaultTimeInvalid'));
    }
    return errors;
  }

  private async create(): Promise<void> {
    this.errors = this.validate();
    this.general = '';
    if (this.errors.size) {
      this.context.update();
      document.getElementById('error-summary')?.focus();
      return;
    }
    this.busy = true;
    this.context.update();
    try {
      const game = await this.context.api.post<CreatedGame>(`${this.context.config.gameUrl}/api/games`, {
        whitePlayerId: this.form.whitePlayerId.trim(),
        blackPlayerId: this.form.blackPlayerId.trim(),
        timeControl: this.form.timeControl.trim(),
        scheduledStart: new Date(this.form.scheduledStart).toISOString(),
        defaultTimeMinutes: Number(this.form.defaultTimeMinutes.trim()),
      });
      window.location.hash = `#/games/${game.id}`;
    } catch (error) {
      this.general = describeFailure(error);
      if (error instanceof ApiError) {
        for (const [field, messages] of errorsByField(error.problem)) {
          this.errors.set(field, `${t('form.serverSaid', { message: messages.join('; ') })}`);
        }
      }
      this.context.update();
      document.getElementById('error-summary')?.focus();
    } finally {
      this.busy = false;
      this.context.update();
    }
  }

  view(): TemplateResult {
    const claims = this.context.auth.claims();
    if (!claims) {
      return html`<h1 id="page-title" tabindex="-1">${t('games.title')}</h1><p>${t('game.loginFirst')}</p>
        <button type="button" class="primary" @click=${() => this.context.login('#/games')}>${t('auth.login')}</button>`;
    }
    const canCreate = claims.roles.includes(Role.ORGANIZER) || claims.roles.includes(Role.ARBITER);
    const labels: Record<string, string> = {
      whitePlayerId: t('games.white'), blackPlayerId: t('games.black'), timeControl: t('games.timeControl'), scheduledStart: t('games.start'),
      defaultTimeMinutes: t('games.defaultTime'),
    };
    return html`<h1 id="page-title" tabindex="-1">${t('games.title')}</h1>
      ${claims.roles.includes(Role.PLAYER) ? this.mine.view() : nothing}
      <form class="open-game" @submit=${(event: Event) => { event.preventDefault(); this.open(); }}>
        ${inputField({ field: 'gameId', label: t('games.gameId'), hint: t('games.gameIdHint'), value: this.openId, error: this.openError || undefined,
          onInput: (value) => { this.openId = value; this.openError = ''; } })}
        <button type="submit" class="primary">${t('games.open')}</button>
      </form>
      ${canCreate ? html`<h2>${t('games.createTitle')}</h2>
        <p class="hint">${t('games.createHint')}</p>
        ${errorSummary([...this.errors].map(([field, message]) => ({ field, label: labels[field] ?? field, message })), this.general || undefined)}
        <form class="create-game" novalidate @submit=${(event: Event) => { event.preventDefault(); void this.create(); }}>
          ${(['whitePlayerId', 'blackPlayerId'] as const).map((field) => inputField({ field, label: labels[field]!, hint: t('games.playerIdHint'),
            value: this.form[field], error: this.errors.get(field), required: true,
            onInput: (value) => { this.form[field] = value; } }))}
          ${inputField({ field: 'timeControl', label: labels.timeControl!, hint: t('games.timeControlHint'), value: this.form.timeControl,
            error: this.errors.get('timeControl'), required: true, onInput: (value) => { this.form.timeControl = value; } })}
          ${inputField({ field: 'scheduledStart', label: labels.scheduledStart!, type: 'datetime-local', value: this.form.scheduledStart,
            error: this.errors.get('scheduledStart'), required: true, onInput: (value) => { this.form.scheduledStart = value; } })}
          ${inputField({ field: 'defaultTimeMinutes', label: labels.defaultTimeMinutes!, hint: t('games.defaultTimeHint'), value: this.form.defaultTimeMinutes,
            error: this.errors.get('defaultTimeMinutes'), required: true, onInput: (value) => { this.form.defaultTimeMinutes = value; } })}
          <button type="submit" class="primary" ?disabled=${this.busy}>${t('games.create')}</button>
        </form>` : nothing}`;
  }
}
