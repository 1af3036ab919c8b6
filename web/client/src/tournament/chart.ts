import { html, svg, type TemplateResult } from 'lit-html';
import { t } from '../i18n/i18n';
import type { StandingsView } from './client';
import { formatPoints } from './score';

/** One team's line: its match points after each round, from round 1. */
export interface ChartSeries {
  teamId: string;
  points: number[];
}

/**
 * Each team's match points added up round by round, from the standings' encounters: a match counts
 * once it ended or was forfeited; a round the team had no result in (a bye not yet scored, a match
 * still played) keeps the total it had.
 */
export function matchPointsByRound(standings: StandingsView): { rounds: number; series: ChartSeries[] } {
  const done = (status: string) => status === 'played' || status === 'forfeit';
  const rounds = Math.max(0, ...standings.rows.flatMap((row) => row.encounters.filter((each) => done(each.status)).map((each) => each.round)));
  const series = standings.rows.map((row) => {
    let total = 0;
    const points: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      total += row.encounters.filter((each) => each.round === round && done(each.status)).reduce((sum, each) => sum + (each.matchPoints ?? 0), 0);
      points.push(total);
    }
    return { teamId: row.teamId, points };
  });
  return { rounds, series };
}

/** Told apart by colour and by the line's dashes, for readers who do not see the colours. */
const COLOURS = ['#0b4f9c', '#b3261e', '#1d6b2c', '#7a3e9d', '#a15c00', '#006d75', '#4a4a4a', '#c2185b'];
const DASHES = ['', '6 4', '2 3', '10 3 2 3'];

/**
 * The match points of every team by round as a plain SVG line chart, with a legend and the same
 * numbers as a table for screen readers and anyone who wants them exact.
 */
export function matchPointsChart(standings: StandingsView, name: (teamId: string) => string): TemplateResult {
  const { rounds, series } = matchPointsByRound(standings);
  if (rounds === 0) return html`<p>${t('federation.chartEmpty')}</p>`;
  const max = Math.max(2, ...series.flatMap((each) => each.points));
  const width = 640;
  const height = 260;
  const left = 36;
  const right = 12;
  const top = 12;
  const bottom = 34;
  const x = (round: number) => left + (rounds === 1 ? (width - left - right) / 2 : ((round - 1) * (width - left - right)) / (rounds - 1));
  const y = (points: number) => top + (height - top - bottom) * (1 - points / max);
  const step = max <= 10 ? 2 : Math.ceil(max / 5 / 2) * 2;
  const ticks = Array.from({ length: Math.floor(max / step) + 1 }, (_, index) => index * step);
  const style = (index: number) => ({ colour: COLOURS[index % COLOURS.length]!, dash: DASHES[Math.floor(index / COLOURS.length) % DASHES.length]! });
  return html`<figure class="chart">
    <svg viewBox=${`0 0 ${width} ${height}`} role="img" aria-labelledby="chart-title" preserveAspectRatio="xMidYMid meet">
      <title id="chart-title">${t('federation.chartTitle')}</title>
      ${ticks.map((tick) => svg`<line class="grid" x1=${left} x2=${width - right} y1=${y(tick)} y2=${y(tick)}></line>
        <text class="axis" x=${left - 6} y=${y(tick) + 4} text-anchor="end">${tick}</text>`)}
      ${Array.from({ length: rounds }, (_, index) => svg`<text class="axis" x=${x(index + 1)} y=${height - bottom + 18} text-anchor="middle">${index + 1}</text>`)}
      <text class="axis" x=${(left + width - right) / 2} y=${height - 2} text-anchor="middle">${t('federation.chartRounds')}</text>
      ${series.map((each, index) => {
        const { colour, dash } = style(index);
        const path = each.points.map((points, round) => `${round === 0 ? 'M' : 'L'}${x(round + 1).toFixed(1)},${y(points).toFixed(1)}`).join(' ');
        return svg`<g class="series" data-team=${each.teamId}>
          <path d=${path} fill="none" stroke=${colour} stroke-width="3" stroke-dasharray=${dash}></path>
          ${each.points.map((points, round) => svg`<circle cx=${x(round + 1)} cy=${y(points)} r="4" fill=${colour}></circle>`)}
        </g>`;
      })}
    </svg>
    <figcaption>
      <ul class="legend">${series.map((each, index) => {
        const { colour, dash } = style(index);
        return html`<li><svg width="28" height="10" aria-hidden="true"><line x1="0" x2="28" y1="5" y2="5" stroke=${colour} stroke-width="3" stroke-dasharray=${dash}></line></svg>
          ${name(each.teamId)}: ${formatPoints(each.points[each.points.length - 1] ?? 0)}</li>`;
      })}</ul>
      <details>
        <summary>${t('federation.chartTable')}</summary>
        <div class="table-scroll" role="region" aria-label=${t('federation.chartTable')} tabindex="0">
          <table class="chart-data">
            <thead><tr><th scope="col">${t('standings.team')}</th>
              ${Array.from({ length: rounds }, (_, index) => html`<th scope="col">${t('tournament.round', { round: index + 1 })}</th>`)}</tr></thead>
            <tbody>${series.map((each) => html`<tr><th scope="row">${name(each.teamId)}</th>${each.points.map((points) => html`<td>${formatPoints(points)}</td>`)}</tr>`)}</tbody>
          </table>
        </div>
      </details>
    </figcaption>
  </figure>`;
}
