import { describe, expect, it } from 'vitest';
import { Api } from './api';
import { ApiError } from './problem';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe('Api', () => {
  it('sends the access token as bearer and the body as JSON', async () => {
    const { calls, fetcher } = fakeFetch(() => new Response(JSON.stringify({ arrival: 1 }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
    const api = new Api(async () => 'token-1', fetcher);
    await expect(api.post('http://svc/api/x', { a: 'б' })).resolves.toEqual({ arrival: 1 });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":"б"}');
  });

  it('sends no Authorization header without a login', async () => {
    const { calls, fetcher } = fakeFetch(() => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await new Api(async () => null, fetcher).get('http://svc/api/x');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws the service problem with its field errors', async () => {
    const problem = { type: 'about:blank', title: 'Bad Request', status: 400, errors: [{ field: 'roster[0].grade', message: 'must be between 5 and 11' }] };
    const { fetcher } = fakeFetch(() => new Response(JSON.stringify(problem), { status: 400, headers: { 'Content-Type': 'application/problem+json' } }));
    const failure = await new Api(async () => 't', fetcher).post('http://svc', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).problem).toEqual(problem);
  });

  it('makes a problem of a bodiless refusal and of an unreachable service', async () => {
    const unauthorized = fakeFetch(() => new Response(null, { status: 401, statusText: 'Unauthorized' }));
    const refused = await new Api(async () => 't', unauthorized.fetcher).get('http://svc').catch((error: unknown) => error);
    expect((refused as ApiError).problem).toEqual({ type: 'about:blank', title: 'Unauthorized', status: 401 });

    const down = fakeFetch(() => { throw new TypeError('Failed to fetch'); });
    const network = await new Api(async () => 't', down.fetcher).get('http://svc').catch((error: unknown) => error);
    expect((network as ApiError).status).toBe(0);
    expect((network as ApiError).problem.detail).toBe('Failed to fetch');
  });

  it('downloads a file with the bearer token and the name the service gives it', async () => {
    const { calls, fetcher } = fakeFetch(() => new Response('012 TeamChess', {
      status: 200, headers: { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="cup.trf"' },
    }));
    const file = await new Api(async () => 'token-2', fetcher).download('http://svc/api/x/trf');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer token-2');
    expect(file.filename).toBe('cup.trf');
    expect(await file.blob.text()).toBe('012 TeamChess');
  });

  it('throws the problem of a refused download', async () => {
    const { fetcher } = fakeFetch(() => new Response(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403 }),
      { status: 403, headers: { 'Content-Type': 'application/problem+json' } }));
    const failure = await new Api(async () => 't', fetcher).download('http://svc/trf').catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(403);
  });
});
