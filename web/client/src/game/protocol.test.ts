import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../pages/harness';
import { GameConnection, MOVE_RETRIES, RECONNECT_DELAYS, socketUrl, type ConnectionStatus, type ServerMessage } from './protocol';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(token = 'tok-1') {
  const sockets: FakeSocket[] = [];
  const received: ServerMessage[] = [];
  const statuses: ConnectionStatus[] = [];
  const timers: { action: () => void; millis: number }[] = [];
  let id = 0;
  let currentToken = token;
  const connection = new GameConnection({
    url: 'ws://game/ws/games/g1',
    token: async () => currentToken,
    socket: (url) => { const socket = new FakeSocket(url); sockets.push(socket); return socket; },
    onMessage: (message) => received.push(message),
    onStatus: (status) => statuses.push(status),
    schedule: (action, millis) => timers.push({ action, millis }),
    newId: () => `m${++id}`,
  });
  return { connection, sockets, received, statuses, timers, setToken: (next: string) => { currentToken = next; } };
}

const state = (version: number, moves: string[] = []) => ({
  type: 'state', gameId: 'g1', version, seat: 'white', status: 'playing', startFen: 'x', fen: 'y', moves, ply: moves.length, toMove: 'white',
});
const move = (version: number, san: string) => ({ type: 'move', version, ply: version, side: 'white', san, uci: 'e2e4', fen: 'f', status: 'playing' });

describe('GameConnection', () => {
  it('says hello with the access token first, without lastVersion on the first join', async () => {
    const { connection, sockets, statuses } = setUp();
    connection.connect();
    sockets[0]!.onopen?.({});
    await flush();
    expect(sockets[0]!.url).toBe('ws://game/ws/games/g1');
    expect(sockets[0]!.sent).toEqual([{ type: 'hello', accessToken: 'tok-1' }]);
    sockets[0]!.serverSays(state(3));
    expect(connection.status).toBe('open');
    expect(statuses).toEqual(['open']);
    expect(connection.lastVersion).toBe(3);
  });

  it('reconnects after a drop with growing pauses, a fresh token and the last applied version', async () => {
    const { connection, sockets, received, statuses, timers, setToken } = setUp();
    connection.connect();
    sockets[0]!.onopen?.({});
    await flush();
    sockets[0]!.serverSays(state(3));
    sockets[0]!.serverSays(move(4, 'e4'));
    sockets[0]!.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(timers.map((timer) => timer.millis)).toEqual([RECONNECT_DELAYS[0]]);
    timers[0]!.action();
    sockets[1]!.drop();
    expect(timers.map((timer) => timer.millis)).toEqual([RECONNECT_DELAYS[0], RECONNECT_DELAYS[1]]);
    setToken('tok-2');
    timers[1]!.action();
    sockets[2]!.onopen?.({});
    await flush();
    expect(sockets[2]!.sent).toEqual([{ type: 'hello', accessToken: 'tok-2', lastVersion: 4 }]);
    sockets[2]!.serverSays({ type: 'resumed', gameId: 'g1', seat: 'white', fromVersion: 4, version: 6,
      events: [move(5, 'e5'), { type: 'draw-offered', version: 6, by: 'white', ply: 2 }] });
    expect(statuses.at(-1)).toBe('open');
    expect(connection.lastVersion).toBe(6);
    expect(received.map((message) => message.type)).toEqual(['state', 'move', 'resumed', 'move', 'draw-offered']);
    // After a successful join the pauses start small again.
    sockets[2]!.drop();
    expect(timers.at(-1)!.millis).toBe(RECONNECT_DELAYS[0]);
  });

  it('applies each versioned entry once: repeats and old versions are dropped', async () => {
    const { connection, sockets, received } = setUp();
    connection.connect();
    sockets[0]!.onopen?.({});
    await flush();
    sockets[0]!.serverSays(state(3));
    sockets[0]!.serverSays(move(4, 'e4'));
    sockets[0]!.serverSays(move(4, 'e4'));
    sockets[0]!.serverSays(move(2, 'd4'));
    expect(received.filter((message) => message.type === 'move')).toHaveLength(1);
  });

  it('passes presence on without touching the version used to resync, and ignores unknown unversioned messages', async () => {
    const { connection, sockets, received, timers } = setUp();
    connection.connect();
    sockets[0]!.onopen?.({});
    await flush();
    sockets[0]!.serverSays(state(3));
    sockets[0]!.serverSays(move(4, 'e4'));
    const presence = { type: 'presence', white: { connected: true, since: '2026-03-07T09:58:12.400Z' }, black: { connected: false } };
    sockets[0]!.serverSays(presence);
    sockets[0]!.serverSays(presence);
    sockets[0]!.serverSays({ type: 'something-new' });
    expect(connection.lastVersion).toBe(4);
    expect(received.map((message) => message.type)).toEqual(['state', 'move', 'presence', 'presence']);
    expect(received[2]).toEqual(presence);
    // The next versioned entry is still applied, and a reconnect asks for what came after it.
    sockets[0]!.serverSays(move(5, 'e5'));
    expect(received.at(-1)).toMatchObject({ type: 'move', version: 5 });
    sockets[0]!.drop();
    timers[0]!.action();
    sockets[1]!.onopen?.({});
    await flush();
    expect(sockets[1]!.sent).toEqual([{ type: 'hello', accessToken: 'tok-1', lastVersion: 5 }]);
  });

  it('sends an unacknowledged move again under the same clientMoveId after reconnecting', async () => {
    const { connection, sockets, timers } = setUp();
    connection.connect();
    sockets[0]!.onopen?.({});
    await flush();
    sockets[0]!.serverSays(state(0));
    const id = connection.move({ uci: 'e2e4' });
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'move', uci: 'e2e4', clientMoveId: id });
    sockets[0]!.drop();
    timers[0]!.action();
    sockets[1]!.onopen?.({});
    await flush();
    sockets[1]!.serverSays({ type: 'resumed', gameId: 'g1', seat: 'white', fromVersion: 0, version: 0, events: [] });
    expect(sockets[1]!.sent.at(-1)).toEqual({ type: 'move', uci: 'e2e4', clientMoveId: id });
    sockets[1]!.serverSays({ type: 'ack', clientMoveId: id, ply: 1, version: 1, duplicate: true });
    expect(connection.pendingMoves).toEqual([]);
  });

  it('forgets a refused move and passes the error on', async () => {
    const { connection, sockets, received } = setUp();
    connection.connect();
    sockets[0]!.onopen?.({});
    await flush();
    sockets[0]!.serverSays(state(0));
    const id = connection.move({ san: 'Ke2' });
    sockets[0]!.serverSays({ type: 'error', code: 'illegal-move', reason: 'no', replyTo: 'move', clientMoveId: id });
    expect(connection.pendingMoves).toEqual([]);
    expect(received.at(-1)).toMatchObject({ type: 'error', code: 'illegal-move' });
  });

  it('keeps a move the server could not take now (unavailable) and sends it again under the same id, a few times at most', async () => {
    const { connection, sockets, received, timers } = setUp();
    connection.connect();
    sockets[0]!.onopen?.({});
    await flush();
    sockets[0]!.serverSays(state(0));
    const id = connection.move({ uci: 'e2e4' });
    for (let attempt = 0; attempt < MOVE_RETRIES; attempt++) {
      sockets[0]!.serverSays({ type: 'error', code: 'unavailable', reason: 'database', replyTo: 'move', clientMoveId: id });
      expect(connection.pendingMoves).toEqual([id]);
      timers.at(-1)!.action();
      expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'move', uci: 'e2e4', clientMoveId: id });
    }
    expect(timers.map((timer) => timer.millis)).toEqual(RECONNECT_DELAYS.slice(0, MOVE_RETRIES));
    sockets[0]!.serverSays({ type: 'error', code: 'unavailable', reason: 'database', replyTo: 'move', clientMoveId: id });
    expect(connection.pendingMoves).toEqual([]);
    expect(received.at(-1)).toMatchObject({ type: 'error', code: 'unavailable' });
  });

  it('does not reconnect after forbidden, not-found or a deliberate close', async () => {
    const { connection, sockets, timers, statuses } = setUp();
    connection.connect();
    sockets[0]!.onopen?.({});
    await flush();
    sockets[0]!.serverSays({ type: 'error', code: 'forbidden', reason: 'not a player' });
    sockets[0]!.drop();
    expect(timers).toEqual([]);
    expect(statuses.at(-1)).toBe('closed');

    const other = setUp();
    other.connection.connect();
    other.connection.close();
    other.sockets[0]!.drop();
    expect(other.timers).toEqual([]);
  });

  it('refuses to send while not connected', () => {
    const { connection } = setUp();
    connection.connect();
    expect(connection.send({ type: 'resign' })).toBe(false);
  });

  it('derives the socket address from the service URL', () => {
    expect(socketUrl('http://127.0.0.1:8082', 'abc')).toBe('ws://127.0.0.1:8082/ws/games/abc');
    expect(socketUrl('https://games.example/', 'abc')).toBe('wss://games.example/ws/games/abc');
  });
});
