// For the page tests of a tournament (jsdom): fake tournament- and registration-services answering
// by method and path. Imported by *.test.ts only, so it never reaches the bundle.
import type { Auth } from '../auth';
import type { AppContext, Page } from '../context';
import { TOURNAMENT } from '../tournament/fixtures';
import { jsonResponse, mountPage, nextAnswer, type Answer } from './harness';

export interface Request { method: string; path: string; body?: unknown }

/** An answer by `METHOD path`: JSON (one, or the next of a list), or a whole response for a file. */
export type Answers = Record<string, Answer | Answer[] | (() => Response)>;

export const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
export const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

/**
 * A page against the fakes, entered and settled: paths are the tournament's own
 * (`GET /rounds/3/line-ups/{team}`, `GET ` for the tournament) or registration-service's
 * (`GET /api/competitions/...`) or game-service's (`GET /api/games/mine`); an unknown one answers 404. Every request is recorded.
 */
export async function mountWithServices<P extends Page>(create: (context: AppContext) => P, answers: Answers, roles: string[] = [],
  now = () => new Date('2026-03-02T00:00:00Z')) {
  const requests: Request[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const path = url.replace(`http://tournament/api/tournaments/${TOURNAMENT}`, '').replace('http://tournament', '').replace('http://registration', '')
      .replace('http://game', '');
    requests.push({ method: init.method!, path, body: init.body ? JSON.parse(init.body as string) : undefined });
    const answer = answers[`${init.method} ${path}`];
    if (typeof answer === 'function') return answer();
    const [status, body] = nextAnswer(answer) ?? [404, { type: 'about:blank', title: 'Not Found', status: 404, detail: `No ${path}` }];
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  const claims = roles.length > 0 ? { name: 'Ольга Петровна', roles } : null;
  const mounted = mountPage(create, {
    auth: { claims: () => claims, hasRole: (role: string) => roles.includes(role), accessToken: async () => null } as unknown as Auth,
    fetcher, config: { tournamentUrl: 'http://tournament', registrationUrl: 'http://registration', gameUrl: 'http://game' }, now,
  });
  mounted.page.enter();
  await settle();
  return { ...mounted, requests };
}
