import { html, nothing, type TemplateResult } from 'lit-html';
import { pageAwaitingData, selectField } from '../components';
import type { AppContext, Page } from '../context';
import { formatInZones, t, viewerTimeZone } from '../i18n/i18n';
import { describeTournamentFailure } from '../messages';
import { TournamentClient, type MatchView, type RoundView, type StandingsView, type TournamentView } from '../tournament/client';
import { formatName, teamNames } from '../tournament/names';
import { formatPoints, tieBreakName } from '../tournament/score';
import { matchState } from '../tournament/status';
import { Role } from '../token';
import { TournamentExports } from './tournament-exports';
import { LineUps } from './tournament-line-ups';
import { OpponentLogins } from './tournament-opponent';
import { namesFacts, PublicNamesChoice } from './tournament-names';
import { AuditTrail, RoundMoves } from './tournament-organizer';
import { MatchCorrections } from './tournament-results';

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
export function matchSummary(match: MatchView, name: (teamId: string) => string, now: Date): string {
  return match.status === 'ended' ? `${t('match.status.ended')} ${matchResult(match, name)}` : t(`match.stateShort.${matchState(match, now)}`);
}

/**
 * A tournament's public page (`#/tournaments/{id}`): how it is played, its rounds with their start
 * in the tournament's time zone and the viewer's, each match linking to its spectator view, and
 * the way to the standings, and its documents. An organizer also moves and publishes the rounds
 * not yet published there and sets any team's line-up; organizers and arbiters correct a board's
 * result or score a match lost by a team that did not come, download the FIDE report file and read
 * the audit trail; a coach whose team plays sets its line-up per round and reads the next
 * opponent's login list.
 */
export class TournamentPage implements Page {
  private readonly client: TournamentClient;
  private tournament: TournamentView | undefined;
  private standings: StandingsView | undefined;
  private failure = '';
  private readonly moves: RoundMoves;
  private readonly audit: AuditTrail;
  private readonly lineUps: LineUps;
  private readonly opponent: OpponentLogins;
  private readonly corrections: MatchCorrections;
  private readonly exports: TournamentExports;
  private readonly publicNames: PublicNamesChoice;
  /** The team whose line-ups the organizer chose to set. */
  private chosenTeam = '';
  private readonly teamLineUps: LineUps;

  constructor(private readonly context: AppContext, private readonly tournamentId: string) {
    this.client = new TournamentClient(context.api, context.config.tournamentUrl);
    this.moves = new RoundMoves(context, this.client, () => this.load());
    this.audit = new AuditTrail(this.client, tournamentId);
    this.lineUps = new LineUps(context, this.client, () => this.load());
    this.opponent = new OpponentLogins(context);
    this.corrections = new MatchCorrections(context, this.client, () => this.load());
    this.exports = new TournamentExports(context, this.client);
    this.publicNames = new PublicNamesChoice(context, this.client, () => this.load());
    this.teamLineUps = new LineUps(context, this.client, () => this.load(),
      (registration, tournament) => registration.application(tournament.competitionId, this.chosenTeam));
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

  /** Organizers and arbiters: the audit trail, corrections of results, the FIDE report file. */
  private official(): boolean {
    return this.organizer() || this.context.auth.hasRole(Role.ARBITER);
  }

  private async load(): Promise<void> {
    const [tournament, standings] = await Promise.allSettled([
      this.client.tournament(this.tournamentId), this.client.standings(this.tournamentId),
      this.official() ? this.audit.load() : undefined,
    ]);
    if (tournament.status === 'fulfilled') {
      this.tournament = tournament.value;
      // Without the standings the teams are called by their numbers; the schedule is still worth showing.
      this.standings = standings.status === 'fulfilled' ? standings.value : undefined;
    } else {
      this.failure = describeTournamentFailure(tournament.reason);
    }
    this.context.update();
    if (tournament.status !== 'fulfilled') return;
    // The schedule first; line-ups and the login list need applications from registration-service too.
    if (this.coach()) {
      await this.lineUps.load(tournament.value);
      const teamId = this.lineUps.teamId;
      if (teamId) await this.opponent.load(tournament.value, teamId);
      this.context.update();
    }
    if (this.organizer() && this.chosenTeam) {
      await this.teamLineUps.load(tournament.value);
      this.context.update();
    }
  }

  private async chooseTeam(tournament: TournamentView, teamId: string): Promise<void> {
    this.chosenTeam = teamId;
    this.context.update();
    if (teamId) await this.teamLineUps.load(tournament);
    this.context.update();
  }

  /** The organizer's choice of the team whose line-ups he sets. */
  private teamChoice(tournament: TournamentView, name: (teamId: string) => string): TemplateResult {
    return html`<section class="team-line-ups" aria-labelledby="team-line-ups-title">
      <h3 id="team-line-ups-title">${t('lineUp.organizerTitle')}</h3>
      ${selectField({
        field: 'line-up-team', label: t('lineUp.organizerTeam'), hint: t('lineUp.organizerHint'), value: this.chosenTeam,
        options: [{ value: '', label: t('lineUp.organizerNone') },
          ...tournament.teams.map((team) => ({ value: team.teamId, label: name(team.teamId) }))],
        onInput: (value) => void this.chooseTeam(tournament, value),
      })}
      ${this.chosenTeam ? this.teamLineUps.notice() : nothing}
    </section>`;
  }

  /** When line-ups close, where the service says; a Swiss round not yet paired says when it will be. */
  private roundNotes(tournament: TournamentView, round: RoundView): TemplateResult {
    return html`${round.lineUpDeadline ? html`<p>${t('tournament.lineUpDeadline', {
        time: formatInZones(round.lineUpDeadline, tournament.timeZone, viewerTimeZone()) })}</p>` : nothing}
      ${round.paired === false || (round.paired === undefined && !round.published && round.matches.length === 0 && tournament.format === 'swiss')
        ? html`<p>${t(round.round > 1 ? 'tournament.swissPending' : 'tournament.swissFirst', { previous: round.round - 1 })}</p>` : nothing}
`;
  }

  private roundPgn(tournament: TournamentView, round: RoundView): TemplateResult | typeof nothing {
    return round.published ? html`<p><a href=${this.client.roundPgnUrl(tournament.id, round.round)} type="application/x-chess-pgn" download>${t('exports.roundPgn', { round: round.round })}</a></p>` : nothing;
  }

  view(): TemplateResult {
    const tournament = this.tournament;
    if (!tournament) {
      return pageAwaitingData(this.title(), this.failure);
    }
    const base = `#/tournaments/${encodeURIComponent(tournament.id)}`;
    const name = teamNames(tournament, this.standings);
    return html`<h1 id="page-title" tabindex="-1">${this.title()}</h1>
      <ul class="links">
        <li><a href=${`${base}/standings`}>${t('tournament.standingsLink')}</a></li>
        <li><a href=${`${base}/federation`}>${t('tournament.federationLink')}</a></li>
      </ul>
      <dl class="tournament-facts">
        <dt>${t('tournament.format')}</dt><dd>${formatName(tournament.format)}</dd>
        <dt>${t('tournament.boards')}</dt><dd>${tournament.boards}</dd>
        <dt>${t('tournament.timeControl')}</dt><dd>${tournament.timeControl}</dd>
        <dt>${t('tournament.timeZone')}</dt><dd>${tournament.timeZone}</dd>
        ${tournament.defaultTimeMinutes == null ? nothing : html`<dt>${t('tournament.defaultTime')}</dt><dd>${t('tournament.defaultTimeMinutes', { minutes: tournament.defaultTimeMinutes })}</dd>`}
        <dt>${t('tournament.drawnMatch')}</dt><dd>${tournament.drawnMatch === 'armageddon'
          ? t('tournament.drawnMatch.armageddon', { board: tournament.deciderBoard }) : t('tournament.drawnMatch.none')}</dd>
        <dt>${t('tournament.order')}</dt><dd>${tournament.tieBreaks.map(tieBreakName).join(', ')}</dd>
        ${tournament.lineUpDeadlineMinutes === undefined ? nothing : html`<dt>${t('tournament.lineUps')}</dt><dd>${tournament.lineUpDeadlineMinutes === null
          ? t('tournament.lineUpsAtPublication') : t('tournament.lineUpsBefore', { minutes: tournament.lineUpDeadlineMinutes })}</dd>`}
        ${namesFacts(tournament)}
      </dl>
      ${this.organizer() ? this.publicNames.view(tournament) : nothing}
      ${this.coach() ? this.opponent.view(name) : nothing}
      <h2>${t('tournament.rounds')}</h2>
      ${this.coach() ? this.lineUps.notice() : nothing}
      ${this.organizer() ? this.teamChoice(tournament, name) : nothing}
      ${tournament.rounds.length === 0 ? html`<p>${t('tournament.noRounds')}</p>` : tournament.rounds.map((round) => html`<section class="round" aria-labelledby=${`round-${round.round}`}>
        <h3 id=${`round-${round.round}`}>${t('tournament.round', { round: round.round })}</h3>
        <p>${t('tournament.roundStart', { time: formatInZones(round.scheduledStart, tournament.timeZone, viewerTimeZone()) })}</p>
        ${round.published ? nothing : html`<p>${t('tournament.notPublished')}</p>`}
        ${this.roundNotes(tournament, round)}
        ${this.organizer() ? this.moves.view(tournament, round) : nothing}
        ${this.coach() ? this.lineUps.view(tournament, round) : nothing}
        ${this.organizer() && this.chosenTeam ? this.teamLineUps.view(tournament, round) : nothing}
        <ul class="matches">${round.matches.map((match) => html`<li>
          <a href=${`${base}/matches/${encodeURIComponent(match.matchId)}`}>${t('tournament.matchLink', { first: name(match.firstTeamId), second: name(match.secondTeamId) })}</a>
          — ${matchSummary(match, name, this.context.now())}
          ${match.status === 'scheduled' ? nothing : html`<a class="protocol" href=${this.client.matchProtocolUrl(tournament.id, match.matchId)} type="text/html">${t('exports.matchProtocol', {
            first: name(match.firstTeamId), second: name(match.secondTeamId) })}</a>`}
          ${this.official() ? this.corrections.view(tournament, match, name) : nothing}</li>`)}</ul>
        ${round.byeTeamId ? html`<p>${t('tournament.bye', { team: name(round.byeTeamId) })}</p>` : nothing}
        ${this.roundPgn(tournament, round)}
      </section>`)}
      ${this.exports.view(tournament, this.official())}
      ${this.official() ? this.audit.view(tournament.timeZone) : nothing}`;
  }
}
