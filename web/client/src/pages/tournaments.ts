import { html, type TemplateResult } from 'lit-html';
import { pageAwaitingData } from '../components';
import type { AppContext, Page } from '../context';
import { formatInZones, t, viewerTimeZone } from '../i18n/i18n';
import { describeFailure } from '../messages';
import { TournamentClient, type TournamentSummary } from '../tournament/client';
import { formatName } from '../tournament/names';

/**
 * The tournaments (`#/tournaments`), the latest first: each with its format, teams, rounds and the
 * first round's start in the tournament's zone and the viewer's, linking to its page. Public.
 */
export class TournamentsPage implements Page {
  private readonly client: TournamentClient;
  private tournaments: TournamentSummary[] | undefined;
  private failure = '';

  constructor(private readonly context: AppContext) {
    this.client = new TournamentClient(context.api, context.config.tournamentUrl);
  }

  title(): string {
    return t('tournaments.title');
  }

  enter(): void {
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.tournaments = await this.client.tournaments();
    } catch (error) {
      this.failure = describeFailure(error);
    }
    this.context.update();
  }

  view(): TemplateResult {
    const tournaments = this.tournaments;
    if (!tournaments) {
      return pageAwaitingData(this.title(), this.failure);
    }
    return html`<h1 id="page-title" tabindex="-1">${this.title()}</h1>
      ${tournaments.length === 0 ? html`<p>${t('tournaments.empty')}</p>` : html`<ul class="tournament-list">
        ${tournaments.map((tournament) => html`<li>
          <a href=${`#/tournaments/${encodeURIComponent(tournament.id)}`}>${tournament.name}</a>
          <p>${t('tournaments.facts', { format: formatName(tournament.format), teams: tournament.teams, rounds: tournament.rounds })}</p>
          <p>${t('tournaments.firstRound', { time: formatInZones(tournament.firstRoundStart, tournament.timeZone, viewerTimeZone()) })}</p>
        </li>`)}
      </ul>`}`;
  }
}
