import { describe, expect, it } from 'vitest';
import { validateLineUp } from './line-up';

// Four boards; a roster of four main players and two reserves, in roster order.
const roster = ['p1', 'p2', 'p3', 'p4', 'r1', 'r2'];
const check = (players: string[], of = roster) => validateLineUp(players, of, 4).map((issue) => [issue.field, issue.key, issue.params]);

describe('line-up rules', () => {
  it('accepts the roster\'s first players, and a reserve stepping in without anyone jumping ahead', () => {
    expect(check(['p1', 'p2', 'p3', 'p4'])).toEqual([]);
    expect(check(['p1', 'p3', 'p4', 'r1'])).toEqual([]);
  });

  it('wants a player on every board', () => {
    expect(check(['p1', '', 'p3'])).toEqual([['players[1]', 'lineUp.choose', undefined], ['players[3]', 'lineUp.choose', undefined]]);
  });

  it('takes only players of the roster, each once', () => {
    expect(check(['p1', 'x', 'p3', 'p3'])).toEqual([['players[1]', 'lineUp.notOnRoster', undefined], ['players[3]', 'lineUp.twice', { board: 3 }]]);
  });

  it('keeps the roster order: nobody stands above a player listed before him', () => {
    expect(check(['p2', 'p1', 'p3', 'p4'])).toEqual([['players[1]', 'lineUp.order', { board: 1 }]]);
    expect(check(['p1', 'r1', 'p3', 'p4'])).toEqual([['players[2]', 'lineUp.order', { board: 2 }], ['players[3]', 'lineUp.order', { board: 2 }]]);
  });

  it('says so when the roster is shorter than the boards', () => {
    expect(check(['p1', 'p2', 'p3', ''], ['p1', 'p2', 'p3'])).toEqual([
      ['players', 'lineUp.rosterShort', { boards: 4, players: 3 }], ['players[3]', 'lineUp.choose', undefined],
    ]);
  });
});
