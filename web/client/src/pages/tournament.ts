import { html, nothing, type TemplateResult } from 'lit-html';
import { pageAwaitingData } from '../components';
import type { AppContext, Page } from '../context';
import { formatInZones, t, viewerTimeZone } from '../i18n/i18n';
import { describeTournamentFailure } from '../messages';
import { TournamentClient, type MatchView, type StandingsView, type TournamentView } from '../tournament/client';
import { formatName, teamNames } from '../tournament/names';
import { formatPoints, tieBreakName } from '../tournament/score';
import { Role } from '../token';
import { LineUps } from './tournament-line-ups';
import { AuditTrail, RoundMoves } from './tournament-organizer';

/** «Школа 1 2½ — 1½ Школа 2»: the teams with their points, the first-named team first. */
export function scoreLine(match: MatchView, name: (teamId: string) => string, first: number | null, second: number | null): string {
  return t('match.scoreLine', {
    first: name(match.firstTeamId), second: name(match.secondTeamId),
    firstPoints: formatPoints(first ?? 0), secondPoints: formatPoints(second ?? 0),
  });
}

/** The result of an ended match in words: board points, match points, and who won the decider. */
export function matchResult(match: MatchView, name: (teamId: string) => string): string {
  return [
    t('match.boardPoints', { score: scoreLine(match, name, match.firstTeamBoardPoints, match.secondTeamBoardPoints) }),
    t('match.matchPoints', { score: scoreLine(match, name, match.firstTeamMatchPoints, match.secondTeamMatchPoints) }),
    match.deciderWinnerTeamId ? t('match.deciderWonBy', { team: name(match.deciderWinnerTeamId) }) : '',
  ].filter(Boolean).join(' ');
}

/** A match's state in words, with its result once it ended. */
export function matchSummary(match: MatchView, name: (teamId: string) => string): string {
  return match.status === 'ended' ? `${t('match.status.ended')} ${matchResult(match, name)}` : t(`match.status.${match.status}`);
}

/**
 * A tournament's public page (`#/tournaments/{id}`): how it is played, its rounds with their start
 * in the tournament's time zone and the viewer's, each match linking to its spectator view, and
 * the way to the standings. An organizer also moves the rounds not yet published there, a coach
 * whose team plays sets its line-up per round, and organizers and arbiters read the tournament's
 * audit trail below the rounds.
 */
export class TournamentPage implements Page {
  private readonly client: TournamentClient;
  private tournament: TournamentView | undefined;
  private standings: StandingsView | undefined;
  private failure = '';
  private readonly moves: RoundMoves;
  private readonly audit: AuditTrail;
  private readonly lineUps: LineUps;

  constructor(private readonly context: AppContext, private readonly tournamentId: string) {
    this.client = new TournamentClient(context.api, context.config.tournamentUrl);
    this.moves = new RoundMoves(context, this.client, () => this.load());
    this.audit = new AuditTrail(this.client, tournamentId);
    this.lineUps = new LineUps(context, this.client, () => this.load());
  }

  title(): string {
    return this.tournament?.name ?? t('tournament.title');
  }

  enter(): void {
    void this.load();
  }

  private organizer(): boolean {
    return this.context.auth.hasRole(Role.ORGANIZER);
  }

  private coach(): boolean {
    return this.context.auth.hasRole(Role.COACH);
  }

  private auditReader(): boolean {
    return this.organizer() || this.context.auth.hasRole(Role.ARBITER);
  }

  private async load(): Promise<void> {
    const [tournament, standings] = await Promise.allSettled([
      this.client.tournament(this.tournamentId), this.client.standings(this.tournamentId),
      this.auditReader() ? this.audit.load() : undefined,
    ]);
    if (tournament.status === 'fulfilled') {
      this.tournament = tournament.value;
      // Without the standings the teams are called by their numbers; the schedule is still worth showing.
      this.standings = standings.status === 'fulfilled' ? standings.value : undefined;
    } else {
      this.failure = describeTournamentFailure(tournament.reason);
    }
    this.context.update();
    if (tournament.status === 'fulfilled' && this.coach()) {
      // The schedule first; the coach's line-ups need his application from registration-service too.
      await this.lineUps.load(tournament.value);
      this.context.update();
    }
  }

  view(): TemplateResult {
    const tournament = this.tournament;
    if (!tournament) {
      return pageAwaitingData(this.title(), this.failure);
    }
    const base = `#/tournaments/${encodeURIComponent(tournament.id)}`;
    const name = teamNames(tournament, this.standings);
    return html`<h1 id="page-title" tabindex="-1">${this.title()}</h1>
      <p><a href=${`${base}/standings`}>${t('tournament.standingsLink')}</a></p>
      <dl class="tournament-facts">
        <dt>${t('tournament.format')}</dt><dd>${formatName(tournament.format)}</dd>
        <dt>${t('tournament.boards')}</dt><dd>${tournament.boards}</dd>
        <dt>${t('tournament.timeControl')}</dt><dd>${tournament.timeControl}</dd>
        <dt>${t('tournament.timeZone')}</dt><dd>${tournament.timeZone}</dd>
        <dt>${t('tournament.drawnMatch')}</dt><dd>${tournament.drawnMatch === 'armageddon'
          ? t('tournament.drawnMatch.armageddon', { board: tournament.deciderBoard }) : t('tournament.drawnMatch.none')}</dd>
        <dt>${t('tournament.order')}</dt><dd>${tournament.tieBreaks.map(tieBreakName).join(', ')}</dd>
      </dl>
      <h2>${t('tournament.rounds')}</h2>
      ${this.coach() ? this.lineUps.notice() : nothing}
      ${tournament.rounds.length === 0 ? html`<p>${t('tournament.noRounds')}</p>` : tournament.rounds.map((round) => html`<section class="round" aria-labelledby=${`round-${round.round}`}>
        <h3 id=${`round-${round.round}`}>${t('tournament.round', { round: round.round })}</h3>
        <p>${t('tournament.roundStart', { time: formatInZones(round.scheduledStart, tournament.timeZone, viewerTimeZone()) })}</p>
        ${round.published ? nothing : html`<p>${t('tournament.notPublished')}</p>`}
        ${this.organizer() ? this.moves.view(tournament, round) : nothing}
        ${this.coach() ? this.lineUps.view(tournament, round) : nothing}
        <ul class="matches">${round.matches.map((match) => html`<li>
          <a href=${`${base}/matches/${encodeURIComponent(match.matchId)}`}>${t('tournament.matchLink', { first: name(match.firstTeamId), second: name(match.secondTeamId) })}</a>
          — ${matchSummary(match, name)}</li>`)}</ul>
        ${round.byeTeamId ? html`<p>${t('tournament.bye', { team: name(round.byeTeamId) })}</p>` : nothing}
      </section>`)}
      ${this.auditReader() ? this.audit.view(tournament.timeZone) : nothing}`;
  }
}
