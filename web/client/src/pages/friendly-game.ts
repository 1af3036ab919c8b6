import { html, nothing, type TemplateResult } from 'lit-html';
import { errorSummary, fieldId, groupError, inputField, selectField } from '../components';
import type { AppContext } from '../context';
import { t } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { ApiError, errorsByField } from '../problem';
import { RegistrationClient } from '../registration';
import { TournamentClient } from '../tournament/client';
import { teamNames, tidyName } from '../tournament/names';

/** A player who may sit at a friendly game: a roster entry, named for people. */
export interface Pickable {
  playerId: string;
  name: string;
  /** The school (team), to group the list by. */
  team: string;
}

/** How soon the game starts: minutes from now, or a time typed in. */
const STARTS = ['0', '5', '15', '30', '60', 'other'] as const;
type Start = typeof STARTS[number];

/** Local date and time for a datetime-local field, `2026-03-07T10:00`. */
function localInput(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * The players to pick from: for an organizer every roster of every competition's applications
 * (registration-service), for an arbiter the players of the tournaments' published boards
 * (tournament-service's public schedule); both where the account may read both. Sorted by school,
 * then name; each player once.
 */
export async function pickablePlayers(context: AppContext): Promise<Pickable[]> {
  const players = new Map<string, Pickable>();
  const registration = new RegistrationClient(context.api, context.config.registrationUrl);
  const tournaments = new TournamentClient(context.api, context.config.tournamentUrl);
  await Promise.allSettled([
    (async () => {
      const competitions = await registration.competitions();
      const lists = await Promise.allSettled(competitions.map((competition) => registration.applications(competition.id)));
      for (const list of lists) {
        if (list.status !== 'fulfilled') continue;
        for (const application of list.value.filter((each) => each.status !== 'withdrawn')) {
          const team = tidyName(`${application.schoolName}, ${application.municipality}`);
          for (const entry of application.roster) players.set(entry.playerId, { playerId: entry.playerId, name: entry.displayName, team });
        }
      }
    })(),
    (async () => {
      const summaries = await tournaments.tournaments();
      const views = await Promise.allSettled(summaries.map((summary) => tournaments.tournament(summary.id)));
      for (const view of views) {
        if (view.status !== 'fulfilled') continue;
        const name = teamNames(view.value, undefined);
        for (const match of view.value.rounds.flatMap((round) => round.matches)) {
          for (const board of match.boards) {
            const black = board.whiteTeamId === match.firstTeamId ? match.secondTeamId : match.firstTeamId;
            if (board.whitePlayerName && !players.has(board.whitePlayerId)) {
              players.set(board.whitePlayerId, { playerId: board.whitePlayerId, name: board.whitePlayerName, team: name(board.whiteTeamId) });
            }
            if (board.blackPlayerName && !players.has(board.blackPlayerId)) {
              players.set(board.blackPlayerId, { playerId: board.blackPlayerId, name: board.blackPlayerName, team: name(black) });
            }
          }
        }
      }
    })(),
  ]);
  return [...players.values()].sort((first, second) => first.team.localeCompare(second.team, 'ru') || first.name.localeCompare(second.name, 'ru'));
}

/**
 * An organizer's or arbiter's friendly game (POST /api/games): both players picked from the
 * rosters by name and school, the time control, the start (now, in 5 to 60 minutes or a time
 * typed in) and the default time (Art. 6.7.1); the game's board opens once it is made.
 */
export class FriendlyGameForm {
  private players: Pickable[] | undefined;
  private loadFailure = '';
  private form = { whitePlayerId: '', blackPlayerId: '', timeControl: '15+10', start: '5' as Start, scheduledStart: '', defaultTimeMinutes: '15' };
  private errors = new Map<string, string>();
  private general = '';
  private busy = false;

  constructor(private readonly context: AppContext) {}

  async load(): Promise<void> {
    this.form.scheduledStart = localInput(this.context.now());
    try {
      this.players = await pickablePlayers(this.context);
    } catch (error) {
      this.loadFailure = describeFailure(error);
      this.players = [];
    }
    this.context.update();
  }

  /** The start as an instant: minutes from now, or the local time typed in. */
  private start(): Date {
    return this.form.start === 'other' ? new Date(this.form.scheduledStart)
      : new Date(this.context.now().getTime() + Number(this.form.start) * 60_000);
  }

  private validate(): Map<string, string> {
    const errors = new Map<string, string>();
    for (const field of ['whitePlayerId', 'blackPlayerId'] as const) {
      if (!this.form[field]) errors.set(field, t('friendly.pickPlayer'));
    }
    if (!errors.size && this.form.whitePlayerId === this.form.blackPlayerId) errors.set('blackPlayerId', t('games.samePlayer'));
    if (!/^\d+(\+\d+)?$/.test(this.form.timeControl.trim()) && !this.form.timeControl.includes('/')) {
      errors.set('timeControl', t('games.timeControlInvalid'));
    }
    if (this.form.start === 'other' && (!this.form.scheduledStart || Number.isNaN(this.start().getTime()))) {
      errors.set('scheduledStart', t('validation.required'));
    }
    if (!/^\d{1,3}$/.test(this.form.defaultTimeMinutes.trim())) errors.set('defaultTimeMinutes', t('games.defaultTimeInvalid'));
    return errors;
  }

  private async create(): Promise<void> {
    this.errors = this.validate();
    this.general = '';
    if (this.errors.size) {
      this.context.update();
      requestAnimationFrame(() => document.getElementById('error-summary')?.focus());
      return;
    }
    this.busy = true;
    this.context.update();
    try {
      const game = await this.context.api.post<{ id: string }>(`${this.context.config.gameUrl}/api/games`, {
        whitePlayerId: this.form.whitePlayerId, blackPlayerId: this.form.blackPlayerId, timeControl: this.form.timeControl.trim(),
        scheduledStart: this.start().toISOString(), defaultTimeMinutes: Number(this.form.defaultTimeMinutes.trim()),
      });
      window.location.hash = `#/games/${game.id}`;
    } catch (error) {
      this.general = describeFailure(error);
      if (error instanceof ApiError) {
        for (const [field, messages] of errorsByField(error.problem)) {
          this.errors.set(field === 'scheduledStart' ? 'start' : field, t('form.serverSaid', { message: messages.join('; ') }));
        }
      }
      this.context.update();
      requestAnimationFrame(() => document.getElementById('error-summary')?.focus());
    } finally {
      this.busy = false;
      this.context.update();
    }
  }

  /** A player chosen from the list, grouped by school. */
  private playerField(field: 'whitePlayerId' | 'blackPlayerId', label: string): TemplateResult {
    const id = fieldId(field);
    const error = this.errors.get(field);
    const teams = [...new Set((this.players ?? []).map((player) => player.team))];
    return html`<div class="field ${error ? 'invalid' : ''}">
      <label for=${id}>${label} <span aria-hidden="true">*</span></label>
      <select id=${id} name=${field} required aria-invalid=${error ? 'true' : 'false'} aria-describedby=${`${id}-error`}
        @change=${(event: Event) => { this.form[field] = (event.target as HTMLSelectElement).value; this.errors.delete(field); this.context.update(); }}>
        <option value="" ?selected=${!this.form[field]}>${t('friendly.choose')}</option>
        ${teams.map((team) => html`<optgroup label=${team}>${(this.players ?? []).filter((player) => player.team === team)
          .map((player) => html`<option value=${player.playerId} ?selected=${player.playerId === this.form[field]}>${player.name}</option>`)}</optgroup>`)}
      </select>
      ${groupError(id, error)}
    </div>`;
  }

  view(): TemplateResult {
    const labels: Record<string, string> = {
      whitePlayerId: t('games.white'), blackPlayerId: t('games.black'), timeControl: t('games.timeControl'), start: t('friendly.start'),
      scheduledStart: t('games.start'), defaultTimeMinutes: t('games.defaultTime'),
    };
    if (!this.players) return html`<h2>${t('games.createTitle')}</h2><p role="status">${t('common.loading')}</p>`;
    return html`<h2>${t('games.createTitle')}</h2>
      <p class="hint">${t('friendly.hint')}</p>
      ${this.loadFailure ? html`<p class="notice">${this.loadFailure}</p>` : nothing}
      ${this.players.length === 0 ? html`<p>${t('friendly.noPlayers')}</p>` : html`
      ${errorSummary([...this.errors].map(([field, message]) => ({ field, label: labels[field] ?? field, message })), this.general || undefined)}
      <form class="create-game" novalidate @submit=${(event: Event) => { event.preventDefault(); void this.create(); }}>
        ${this.playerField('whitePlayerId', labels.whitePlayerId!)}
        ${this.playerField('blackPlayerId', labels.blackPlayerId!)}
        ${inputField({ field: 'timeControl', label: labels.timeControl!, hint: t('games.timeControlHint'), value: this.form.timeControl,
          error: this.errors.get('timeControl'), required: true, onInput: (value) => { this.form.timeControl = value; } })}
        ${selectField({ field: 'start', label: labels.start!, value: this.form.start, error: this.errors.get('start'),
          options: STARTS.map((value) => ({ value, label: value === 'other' ? t('friendly.startOther') : value === '0' ? t('friendly.startNow')
            : t('friendly.startIn', { minutes: Number(value) }) })),
          onInput: (value) => { this.form.start = value as Start; this.context.update(); } })}
        ${this.form.start === 'other' ? inputField({ field: 'scheduledStart', label: labels.scheduledStart!, type: 'datetime-local',
          value: this.form.scheduledStart, error: this.errors.get('scheduledStart'), required: true,
          onInput: (value) => { this.form.scheduledStart = value; } }) : nothing}
        ${inputField({ field: 'defaultTimeMinutes', label: labels.defaultTimeMinutes!, hint: t('games.defaultTimeHint'), value: this.form.defaultTimeMinutes,
          error: this.errors.get('defaultTimeMinutes'), required: true, onInput: (value) => { this.form.defaultTimeMinutes = value; } })}
        <button type="submit" class="primary" ?disabled=${this.busy}>${t('games.create')}</button>
      </form>`}`;
  }
}
