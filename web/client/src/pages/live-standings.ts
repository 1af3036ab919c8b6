import { html, type TemplateResult } from 'lit-html';
import type { AppContext, Page } from '../context';
import type { ConnectionStatus } from '../game/protocol';
import { t, type MessageKey } from '../i18n/i18n';
import { describeTournamentFailure } from '../messages';
import { TournamentClient, type StandingsView } from '../tournament/client';
import { StandingsStream, type EventSourceLike } from '../tournament/stream';

/** Opens an event source: the browser's, or a fake in the tests. */
export type SourceFactory = (url: string) => EventSourceLike;

const browserEventSource: SourceFactory = (url) => new EventSource(url) as unknown as EventSourceLike;

/**
 * A public page of a tournament that follows its standings: it reads what it shows once, then
 * opens the standings stream (not after the page was left) and closes it when the page is left;
 * the connection is said in words. A failed first reading is said instead of the page.
 */
export abstract class LiveStandingsPage implements Page {
  protected readonly client: TournamentClient;
  protected failure = '';
  private status: ConnectionStatus = 'connecting';
  private stream: StandingsStream | undefined;
  private left = false;

  constructor(protected readonly context: AppContext, protected readonly tournamentId: string,
    private readonly source: SourceFactory = browserEventSource) {
    this.client = new TournamentClient(context.api, context.config.tournamentUrl);
  }

  abstract title(): string;
  abstract view(): TemplateResult;

  /** The page's first reading; throws what the service refused. */
  protected abstract read(): Promise<void>;

  /** Every table the stream sends, the first one on connect. */
  protected abstract standingsChanged(standings: StandingsView): void;

  enter(): void {
    void this.start();
  }

  leave(): void {
    this.left = true;
    this.stream?.close();
  }

  /** «Таблица обновляется сама» and the like, as a status line. */
  protected connectionView(): TemplateResult {
    return html`<p class="connection" role="status">${t(`standings.live.${this.status}` as MessageKey)}</p>`;
  }

  private async start(): Promise<void> {
    try {
      await this.read();
    } catch (error) {
      this.failure = describeTournamentFailure(error);
      this.context.update();
      return;
    }
    this.context.update();
    if (this.left) return;
    this.stream = new StandingsStream({
      url: this.client.standingsStreamUrl(this.tournamentId), source: this.source,
      onStandings: (standings) => this.standingsChanged(standings),
      onStatus: (status) => { this.status = status; this.context.update(); },
    });
    this.stream.connect();
  }
}
