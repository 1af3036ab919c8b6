import { html, nothing, type TemplateResult } from 'lit-html';
import type { AppContext } from '../context';
import { t } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { RegistrationClient, type LoginListEntry } from '../registration';
import type { MatchView, RoundView, TournamentView } from '../tournament/client';

/** The team's match to be played next: the first round in order whose match with the team has not ended. */
export function nextMatch(tournament: TournamentView, teamId: string): { round: RoundView; match: MatchView } | undefined {
  for (const round of [...tournament.rounds].sort((first, second) => first.round - second.round)) {
    const match = round.matches.find((each) => each.firstTeamId === teamId || each.secondTeamId === teamId);
    if (match && match.status !== 'ended') return { round, match };
  }
  return undefined;
}

/**
 * The opponent's login list for the coach (seed 000 §4.2, Appendix 3): before a match the schools
 * exchange their players' names, so each knows whom its players meet. Here it is the opponent's
 * roster in order as registration-service gives it to the competition's coaches: the position and
 * the name the platform shows in the game, no personal data.
 */
export class OpponentLogins {
  private readonly registration: RegistrationClient;
  private opponent: { round: number; teamId: string; match: MatchView } | undefined;
  private entries: LoginListEntry[] | undefined;
  private failure = '';

  constructor(context: AppContext) {
    this.registration = new RegistrationClient(context.api, context.config.registrationUrl);
  }

  /** Reads the list of the team's next opponent; nothing when the team has no match left. */
  async load(tournament: TournamentView, teamId: string): Promise<void> {
    const next = nextMatch(tournament, teamId);
    this.entries = undefined;
    this.failure = '';
    if (!next) {
      this.opponent = undefined;
      return;
    }
    const opponentId = next.match.firstTeamId === teamId ? next.match.secondTeamId : next.match.firstTeamId;
    this.opponent = { round: next.round.round, teamId: opponentId, match: next.match };
    try {
      this.entries = [...await this.registration.loginList(tournament.competitionId, opponentId)]
        .sort((first, second) => first.board - second.board);
    } catch (error) {
      this.failure = describeFailure(error);
    }
  }

  view(name: (teamId: string) => string): TemplateResult | typeof nothing {
    const opponent = this.opponent;
    if (!opponent) return nothing;
    const entries = this.entries;
    const team = name(opponent.teamId);
    return html`<section class="login-list" aria-labelledby="login-list-title">
      <h2 id="login-list-title">${t('loginList.title')}</h2>
      <p>${t('loginList.intro', { round: opponent.round, team })}</p>
      ${this.failure ? html`<p class="notice" role="alert">${t('loginList.failed', { detail: this.failure })}</p>`
        : !entries ? html`<p role="status">${t('common.loading')}</p>`
          : entries.length === 0 ? html`<p>${t('loginList.empty')}</p>`
            : html`<table class="login-list">
              <caption>${t('loginList.caption', { team })}</caption>
              <thead><tr><th scope="col">${t('loginList.position')}</th><th scope="col">${t('loginList.name')}</th></tr></thead>
              <tbody>${entries.map((entry) => html`<tr>
                <td>${entry.reserve ? t('loginList.reserve', { board: entry.board }) : t('loginList.board', { board: entry.board })}</td>
                <th scope="row">${entry.displayName || t('lineUp.player', { number: entry.board })}</th>
              </tr>`)}</tbody>
            </table>
            ${this.pairings(opponent.match, opponent.teamId)}`}
    </section>`;
  }

  /** Once the round is published: whom each board meets, where the service names the players. */
  private pairings(match: MatchView, opponentId: string): TemplateResult {
    const named = match.boards.map((board) => ({
      board: board.board, name: board.whiteTeamId === opponentId ? board.whitePlayerName : board.blackPlayerName,
    })).filter((board): board is { board: number; name: string } => Boolean(board.name));
    return named.length === 0 ? html`<p class="hint">${t('loginList.hint')}</p>`
      : html`<ul class="pairings">${named.map((board) => html`<li>${t('loginList.pairing', board)}</li>`)}</ul>`;
  }
}
