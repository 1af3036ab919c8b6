import { html, nothing, type TemplateResult } from 'lit-html';
import { t, type MessageKey } from '../i18n/i18n';
import type { PlayoffMatch, PlayoffView, StandingsView } from '../tournament/client';
import { formatPoints } from '../tournament/score';

/**
 * The play-offs for tied places (seed 004 Art. 30.5) on the standings: a mark by each place a
 * play-off decided (or left to the tie-breaks when it was not held), and a section with each
 * play-off's teams, matches and outcome.
 */

/** What decided the team's place, when a play-off was about it: `play-off` or `tie-breaks`. */
export function placeDecidedBy(standings: StandingsView, teamId: string): string | undefined {
  for (const playoff of standings.playoffs ?? []) {
    const place = playoff.places.find((candidate) => candidate.teamId === teamId);
    if (place) return place.decidedBy;
  }
  return undefined;
}

/** The mark after a rank: a visible letter and the words a screen reader says. */
export function placeMark(standings: StandingsView, teamId: string): TemplateResult | typeof nothing {
  const decidedBy = placeDecidedBy(standings, teamId);
  if (!decidedBy) return nothing;
  const playoff = decidedBy === 'play-off';
  return html` <span class="playoff-mark ${playoff ? 'by-playoff' : 'by-tie-breaks'}" aria-hidden="true">${t(playoff
    ? 'playoff.mark' : 'playoff.tieBreaksMark')}</span><span class="visually-hidden">${t(playoff
    ? 'playoff.markSpoken' : 'playoff.tieBreaksMarkSpoken')}</span>`;
}

/** The play-offs section; nothing when there are none. */
export function playoffsView(standings: StandingsView, name: (teamId: string) => string): TemplateResult | typeof nothing {
  const playoffs = standings.playoffs ?? [];
  if (playoffs.length === 0) return nothing;
  return html`<section class="playoffs">
    <h2 id="playoffs-title">${t('playoff.title')}</h2>
    ${playoffs.map((playoff) => playoffView(playoff, name))}
    <p class="hint">${t('playoff.legend')}</p>
  </section>`;
}

function playoffView(playoff: PlayoffView, name: (teamId: string) => string): TemplateResult {
  return html`<article class="playoff" data-playoff=${playoff.playoffId}>
    <h3>${t('playoff.heading', { place: playoff.firstPlace, teams: playoff.teamIds.map(name).join(', ') })}</h3>
    <p class="playoff-status ${playoff.status}">${status(playoff)}</p>
    ${playoff.matches.length > 0 ? html`<ol class="playoff-matches">${playoff.matches.map((match) => html`<li>${matchLine(match, name)}</li>`)}</ol>` : nothing}
    ${playoff.places.length > 0 ? html`<ol class="playoff-places">${playoff.places.map((place) => html`<li value=${place.place}>
      ${t('playoff.place', { place: place.place, team: name(place.teamId),
        by: t(place.decidedBy === 'play-off' ? 'playoff.byPlayoff' : 'playoff.byTieBreaks') })}</li>`)}</ol>` : nothing}
  </article>`;
}

function status(playoff: PlayoffView): string {
  if (playoff.status === 'decided') return t('playoff.status.decided');
  if (playoff.status === 'not-held') {
    return t('playoff.status.notHeld', { why: t(`playoff.note.${playoff.note ?? 'declared'}` as MessageKey) });
  }
  return t('playoff.status.playing');
}

function matchLine(match: PlayoffMatch, name: (teamId: string) => string): string {
  const line = t('playoff.match', {
    kind: t(`playoff.kind.${match.kind}` as MessageKey), stage: match.stage,
    first: name(match.firstTeamId), second: name(match.secondTeamId),
    score: match.published ? `${formatPoints(match.firstTeamPoints)}–${formatPoints(match.secondTeamPoints)}` : '—',
  });
  if (!match.ended) return `${line} ${t(match.published ? 'playoff.matchPlaying' : 'playoff.matchPending')}`;
  return match.winnerTeamId ? `${line} ${t('playoff.winner', { team: name(match.winnerTeamId) })}` : `${line} ${t('playoff.level')}`;
}
