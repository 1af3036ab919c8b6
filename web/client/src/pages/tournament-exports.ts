import { html, nothing, type TemplateResult } from 'lit-html';
import { formFailure } from '../components';
import type { AppContext } from '../context';
import { t } from '../i18n/i18n';
import { describeActionFailure } from '../messages';
import type { TournamentClient, TournamentView } from '../tournament/client';

/**
 * The tournament's documents on its page: the crosstable (CSV for spreadsheets, a page to print)
 * and the summary protocol are public links; the FIDE report file (TRF) is for organizers and
 * arbiters, so it is fetched with the token and handed to the browser as a file.
 */
export class TournamentExports {
  private failure = '';
  private busy = false;

  constructor(private readonly context: AppContext, private readonly client: TournamentClient) {}

  view(tournament: TournamentView, officials: boolean): TemplateResult {
    return html`<section class="exports" aria-labelledby="exports-title">
      <h2 id="exports-title">${t('exports.title')}</h2>
      <ul class="downloads">
        ${crosstableLinks(this.client, tournament.id)}
        <li><a href=${this.client.protocolUrl(tournament.id)} type="text/html">${t('exports.protocol')}</a></li>
      </ul>
      <p class="hint">${t('exports.perRound')}</p>
      ${officials ? html`<p><button type="button" ?disabled=${this.busy} @click=${() => void this.trf(tournament)}>${t('exports.trf')}</button></p>
        ${formFailure(this.failure || undefined)}` : nothing}
    </section>`;
  }

  private async trf(tournament: TournamentView): Promise<void> {
    this.busy = true;
    this.failure = '';
    this.context.update();
    try {
      const file = await this.client.trf(tournament.id);
      saveFile(file.blob, file.filename ?? `tournament-${tournament.id}.trf`);
      this.context.announce(t('exports.trfSaved'));
    } catch (error) {
      this.failure = t('exports.trfFailed', { detail: describeActionFailure(error) });
      this.context.announce(this.failure);
    } finally {
      this.busy = false;
      this.context.update();
    }
  }
}

/** The crosstable's public downloads as list items: CSV for spreadsheets, HTML to print. */
export function crosstableLinks(client: TournamentClient, tournamentId: string): TemplateResult {
  return html`<li><a href=${client.crosstableCsvUrl(tournamentId)} type="text/csv" download>${t('crosstable.downloadCsv')}</a></li>
    <li><a href=${client.crosstableHtmlUrl(tournamentId)} type="text/html">${t('crosstable.printable')}</a></li>`;
}

/** Hands bytes to the browser as a download under the name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
