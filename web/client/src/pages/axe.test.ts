// @vitest-environment jsdom
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import * as i18n from '../i18n/i18n';
import type { ApplicationView, CompetitionView } from '../registration';
import { SCHOOL_1, SCHOOL_5, standings, TOURNAMENT, tournament } from '../tournament/fixtures';
import { FederationPage } from './federation';
import { GamesPage } from './games';
import { InvitePage } from './invite';
import { LoginCardsPage } from './login-cards';
import { StaffInvitePage } from './staff-invite';
import { OrganizerPage } from './organizer';
import { TournamentPage } from './tournament';
import { mountWithServices, settle, type Answers } from './tournament-harness';

/** axe-core's serious and critical findings in the document as it is (jsdom: no layout, so no colour contrast; the e2e run has that). */
async function serious(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const COMPETITION = tournament().competitionId;
const application = { teamId: SCHOOL_1, competitionId: COMPETITION, roster: [] } as unknown as ApplicationView;
const schedule: Answers = {
  'GET ': [200, tournament()], 'GET /standings': [200, standings()], 'GET /audit': [200, []],
  [`GET /api/competitions/${COMPETITION}/applications/mine`]: [200, application],
  [`GET /api/competitions/${COMPETITION}/teams/${SCHOOL_5}/login-list`]: [200, [{ board: 1, reserve: false, displayName: 'Иван Петров' }]],
};

beforeEach(() => {
  i18n.setLocale('ru');
  // What main.ts gives every page.
  document.title = 'TeamChess';
  document.documentElement.lang = 'ru';
});

describe('axe-core on the pages in jsdom', () => {
  it('finds nothing serious on the tournament page for an organizer, with every correction form open', async () => {
    await mountWithServices((context) => new TournamentPage(context, TOURNAMENT), schedule, ['organizer']);
    document.querySelectorAll('details').forEach((details) => { details.open = true; });
    expect(await serious()).toEqual([]);
  });

  it('finds nothing serious on the tournament page for a coach', async () => {
    await mountWithServices((context) => new TournamentPage(context, TOURNAMENT), schedule, ['coach']);
    expect(await serious()).toEqual([]);
  });

  // axe on a whole page takes seconds on shared cores.
  it('finds nothing serious on the organizer page with the tournament form', { timeout: 20_000 }, async () => {
    const competition = { id: COMPETITION, name: 'Первенство', deadline: '2026-02-20T00:00:00Z', timeZone: 'Asia/Anadyr', boardCount: 4,
      maxReserves: 2, minGrade: 5, maxGrade: 11, open: true, boardGenders: [], reserveGenders: [] } as CompetitionView;
    await mountWithServices((context) => new OrganizerPage(context), {
      'GET /api/competitions': [200, [competition]], [`GET /api/tournaments?competitionId=${COMPETITION}`]: [200, []],
      [`GET /api/competitions/${COMPETITION}/applications`]: [200, []],
    }, ['organizer']);
    (document.querySelectorAll('table button')[0] as HTMLButtonElement).click();
    (document.querySelectorAll('table button')[1] as HTMLButtonElement).click();
    await settle();
    (document.querySelector('section[aria-labelledby="create-title"] form') as HTMLFormElement).requestSubmit();
    await settle();
    expect(await serious()).toEqual([]);
  });

  it('finds nothing serious on the federation\'s view', async () => {
    await mountWithServices((context) => new FederationPage(context, TOURNAMENT, () => ({
      readyState: 1, onopen: null, onerror: null, addEventListener: (_type, listener) => setTimeout(() => listener({ data: JSON.stringify(standings()) })), close: () => undefined,
    })), schedule);
    await settle();
    expect(await serious()).toEqual([]);
  });

  // axe on a whole page takes seconds on shared cores.
  it('finds nothing serious on an invitation with the account form refused, and on a staff invitation', { timeout: 20_000 }, async () => {
    const invite = await mountWithServices((context) => new InvitePage(context, 'ABCDEFGH23'), {
      'GET /api/invitations/ABCDEFGH23': [200, { code: 'ABCDEFGH23', kind: 'player', firstName: 'Аня', lastName: 'Смирнова', board: 3,
        teamName: 'МБОУ СОШ № 1', competitionName: 'Первенство', accountExists: false }],
      'POST /api/invitations/ABCDEFGH23/account': [409, { type: 'urn:teamchess:problem:username-taken', title: 'Conflict', status: 409 }],
    }, ['player']);
    invite.context.update();
    (document.querySelector('form.create-account') as HTMLFormElement).requestSubmit();
    await settle();
    expect(await serious()).toEqual([]);
    await mountWithServices((context) => new StaffInvitePage(context, 'STAFFCODE7'), {
      'GET /api/staff-invitations/STAFFCODE7': [200, { code: 'STAFFCODE7', role: 'coach', firstName: 'Ольга', lastName: 'Киншова', accountExists: false }],
    });
    expect(await serious()).toEqual([]);
  });

  // axe on a whole page takes seconds on shared cores.
  it('finds nothing serious on the login cards with a reset awaiting confirmation, and on a player\'s games', { timeout: 20_000 }, async () => {
    const cards = await mountWithServices((context) => new LoginCardsPage(context, COMPETITION, SCHOOL_1), {
      [`GET /api/competitions/${COMPETITION}/teams/${SCHOOL_1}/login-cards`]: [200, [
        { playerId: 'p1', board: 1, firstName: 'Иван', lastName: 'Петров', invitationCode: 'ABCDEFGH23', accountExists: true, username: 'ivan' },
        { playerId: 'p2', board: 2, firstName: 'Аня', lastName: 'Смирнова', invitationCode: 'QRSTUVWX45', accountExists: false, username: null },
      ]],
    }, ['coach']);
    await settle();
    cards.context.update();
    (document.querySelector('li.login-card button') as HTMLButtonElement).click();
    expect(await serious()).toEqual([]);
    const games = await mountWithServices((context) => new GamesPage(context), {
      'GET /api/games/mine': [200, [{ id: 'g1', competitionId: null, round: 1, board: 2, scheduledStart: '2026-03-01T10:00:00Z', status: 'playing', result: null, seat: 'white' }]],
    }, ['player']);
    games.context.update();
    expect(await serious()).toEqual([]);
  });
});
