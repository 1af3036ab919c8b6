import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import type { RoundView } from '../tournament/client';
import { roundMoveDraft, validateRoundMove } from './round-move';

const round = (number: number, local: string, utc: string): RoundView => ({
  round: number, scheduledStart: utc, scheduledStartLocal: local, published: number === 1, byeTeamId: null, matches: [],
});
// Rounds a week apart at noon in Anadyr (UTC+12).
const rounds = [
  round(1, '2026-03-01T12:00:00+12:00', '2026-03-01T00:00:00Z'),
  round(2, '2026-03-08T12:00:00+12:00', '2026-03-08T00:00:00Z'),
  round(3, '2026-03-15T12:00:00+12:00', '2026-03-15T00:00:00Z'),
];
const now = new Date('2026-03-02T00:00:00Z');
const check = (start: string, reason = 'олимпиада') =>
  validateRoundMove({ start, reason }, 2, rounds, 'Asia/Anadyr', now).map((issue) => [issue.field, issue.key, issue.params]);

beforeEach(() => setLocale('ru'));

describe('moving a round, as tournament-service checks it', () => {
  it('starts from the round\'s present local start', () => {
    expect(roundMoveDraft(rounds[1]!)).toEqual({ start: '2026-03-08T12:00', reason: '' });
  });

  it('takes a start still to come between its neighbours, in the tournament\'s zone, with a reason', () => {
    expect(check('2026-03-10T14:00')).toEqual([]);
  });

  it('refuses a past start, one not after the round before and one not before the round after', () => {
    expect(check('2026-03-02T11:00')).toEqual([['start', 'validation.startFuture', undefined]]);
    // Noon in Anadyr on 1 March is round 1's start itself: the rounds keep their order.
    expect(validateRoundMove({ start: '2026-03-01T12:00', reason: 'x' }, 2, rounds, 'Asia/Anadyr', new Date('2026-02-01T00:00:00Z'))
      .map((issue) => [issue.key, issue.params])).toEqual([['validation.startAfterRound', { round: 1 }]]);
    expect(check('2026-03-15T12:00')).toEqual([['start', 'validation.startBeforeRound', { round: 3 }]]);
  });

  it('requires the start and a reason of at most 400 characters', () => {
    expect(check('', '  ')).toEqual([['start', 'validation.required', undefined], ['reason', 'validation.required', undefined]]);
    expect(check('2026-03-10T14:00', 'я'.repeat(401))).toEqual([['reason', 'validation.tooLong', { max: 400 }]]);
    expect(check('10 марта')).toEqual([['start', 'validation.dateTime', undefined]]);
  });
});
