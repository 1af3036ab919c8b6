import { describe, expect, it } from 'vitest';
import { defaultTournament, toCreateTournament, validateTournament } from './tournament';

const competition = { name: 'Первенство школ', boardCount: 4, timeZone: 'Asia/Anadyr' };
const now = new Date('2026-03-01T00:00:00Z');
const fields = (draft: ReturnType<typeof defaultTournament>) => validateTournament(draft, now).map((issue) => `${issue.field}:${issue.key}`);

describe('the tournament form', () => {
  it('starts from the competition and the service\'s defaults, which pass', () => {
    const draft = defaultTournament(competition);
    expect(draft).toMatchObject({ name: 'Первенство школ', boards: '4', timeZone: 'Asia/Anadyr', lineUpDeadlineMinutes: '60', format: 'round-robin' });
    expect(fields(draft)).toEqual([]);
  });

  it('asks a Swiss tournament for its number of rounds', () => {
    expect(fields({ ...defaultTournament(competition), format: 'swiss' })).toEqual(['rounds:validation.required']);
    expect(fields({ ...defaultTournament(competition), format: 'swiss', rounds: '0' })).toEqual(['rounds:validation.between']);
  });

  it('checks the numbers the service checks, and a first round still to come', () => {
    expect(fields({
      ...defaultTournament(competition), boards: '33', deciderBoard: '5', roundIntervalDays: '0', lineUpDeadlineMinutes: '-1',
      spectatorDelaySeconds: '3601', defaultTimeMinutes: '61', timeControl: ' ', timeZone: 'Марс/Олимп', firstRoundStart: '2026-03-01T10:00',
    })).toEqual([
      'boards:validation.between', 'timeControl:validation.required', 'timeZone:validation.timeZone', 'roundIntervalDays:validation.between',
      'lineUpDeadlineMinutes:validation.between', 'spectatorDelaySeconds:validation.between',
      'defaultTimeMinutes:validation.between',
    ]);
    expect(fields({ ...defaultTournament(competition), deciderBoard: '5' })).toEqual(['deciderBoard:validation.between']);
    expect(fields({ ...defaultTournament(competition), firstRoundStart: '2026-03-01T10:00' })).toEqual(['firstRoundStart:validation.firstRoundFuture']);
  });

  it('leaves an empty line-up deadline to the service: line-ups then close when the round is published', () => {
    const draft = { ...defaultTournament(competition), lineUpDeadlineMinutes: '' };
    expect(fields(draft)).toEqual([]);
    expect(toCreateTournament('c1', draft)).not.toHaveProperty('lineUpDeadlineMinutes');
    expect(fields({ ...draft, lineUpDeadlineMinutes: '10081' })).toEqual(['lineUpDeadlineMinutes:validation.between']);
  });

  it('sends numbers as numbers, leaves an empty start and an unused decider board to the service', () => {
    expect(toCreateTournament('c1', { ...defaultTournament(competition), drawnMatch: 'none' })).toEqual({
      competitionId: 'c1', name: 'Первенство школ', format: 'round-robin', boards: 4, timeControl: '30+0', timeZone: 'Asia/Anadyr',
      roundIntervalDays: 7, drawnMatch: 'none', lineUpDeadlineMinutes: 60, spectatorDelaySeconds: 0, defaultTimeMinutes: 15,
      publicNames: 'first-name-initial',
    });
    expect(toCreateTournament('c1', { ...defaultTournament(competition), format: 'swiss', rounds: '5', firstRoundStart: '2026-03-07T13:00' }))
      .toMatchObject({ format: 'swiss', rounds: 5, firstRoundStart: '2026-03-07T13:00', deciderBoard: 1 });
  });
  it('asks for a play-off only when the organizer chooses its places (Art. 30.5), and sends them as a number', () => {
    const draft = defaultTournament(competition);
    expect(draft.playoffPlaces).toBe('');
    expect(toCreateTournament('c1', draft)).not.toHaveProperty('playoffPlaces');
    expect(toCreateTournament('c1', { ...draft, playoffPlaces: '3' }).playoffPlaces).toBe(3);
    expect(fields({ ...draft, playoffPlaces: '0' })).toEqual(['playoffPlaces:validation.between']);
  });
});
