import { html, nothing, type TemplateResult } from 'lit-html';
import { formFailure, selectField } from '../components';
import type { AppContext } from '../context';
import { t, type MessageKey } from '../i18n/i18n';
import { describeActionFailure } from '../messages';
import type { TournamentClient, TournamentView } from '../tournament/client';

/**
 * What the public reads of the players' names (docs/decisions/names-policy.md), the default first:
 * the players are minors, so first name and the surname's initial unless the organizer says otherwise.
 */
export const PUBLIC_NAMES = ['first-name-initial', 'full', 'hidden'] as const;

/** The policy in words; one the client does not know yet as the service names it. */
export function publicNamesLabel(policy: string): string {
  return (PUBLIC_NAMES as readonly string[]).includes(policy) ? t(`publicNames.${policy}` as MessageKey) : policy;
}

/** The tournament's facts about names: what the public reads, and that this reader reads them in full when he takes part. */
export function namesFacts(tournament: TournamentView): TemplateResult | typeof nothing {
  if (!tournament.publicNames) return nothing;
  return html`<dt>${t('tournament.publicNames')}</dt><dd>${publicNamesLabel(tournament.publicNames)}${
    tournament.namesShown === 'full' && tournament.publicNames !== 'full' ? html` <span class="hint">${t('tournament.namesShownFull')}</span>` : nothing}</dd>`;
}

/** The organizer changes the policy on the tournament's page. */
export class PublicNamesChoice {
  private chosen: string | undefined;
  private failure = '';
  private done = '';
  private busy = false;

  /** @param changed reads the tournament again after the change */
  constructor(private readonly context: AppContext, private readonly client: TournamentClient,
    private readonly changed: () => Promise<void>) {}

  view(tournament: TournamentView): TemplateResult {
    const value = this.chosen ?? tournament.publicNames ?? PUBLIC_NAMES[0];
    return html`<section class="public-names" aria-labelledby="public-names-title">
      <h3 id="public-names-title">${t('publicNames.title')}</h3>
      ${formFailure(this.failure)}
      ${this.done ? html`<p class="confirmation">${this.done}</p>` : nothing}
      <form @submit=${(event: Event) => { event.preventDefault(); void this.save(tournament, value); }}>
        ${selectField({
          field: 'public-names', label: t('create.publicNames'), hint: t('create.publicNamesHint'), value,
          options: PUBLIC_NAMES.map((policy) => ({ value: policy, label: publicNamesLabel(policy) })),
          onInput: (chosen) => { this.chosen = chosen; this.done = ''; this.context.update(); },
        })}
        <button type="submit" ?disabled=${this.busy || value === tournament.publicNames}>${t('publicNames.save')}</button>
      </form>
    </section>`;
  }

  private async save(tournament: TournamentView, policy: string): Promise<void> {
    this.failure = '';
    this.busy = true;
    this.context.update();
    try {
      await this.client.changePublicNames(tournament.id, policy);
      this.chosen = undefined;
      this.done = t('publicNames.done', { policy: publicNamesLabel(policy) });
      this.context.announce(this.done);
    } catch (error) {
      this.failure = describeActionFailure(error);
      this.context.announce(this.failure);
    } finally {
      this.busy = false;
    }
    await this.changed();
  }
}
