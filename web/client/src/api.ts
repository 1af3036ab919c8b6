import { ApiError, type Problem } from './problem';

export type TokenSource = () => Promise<string | null>;

/**
 * JSON over HTTP to a TeamChess service with the user's access token as bearer. Every failure is
 * an ApiError carrying the service's problem details, or a made-up problem with status 0 when the
 * service could not be reached.
 */
export class Api {
  constructor(private readonly token: TokenSource, private readonly fetcher: typeof fetch = fetch.bind(globalThis)) {}

  get<T>(url: string): Promise<T> {
    return this.call<T>('GET', url);
  }

  post<T>(url: string, body: unknown): Promise<T> {
    return this.call<T>('POST', url, body);
  }

  put<T>(url: string, body: unknown): Promise<T> {
    return this.call<T>('PUT', url, body);
  }

  private async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
    const token = await this.token();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await this.fetcher(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw new ApiError({
        type: 'urn:teamchess:client:network',
        title: 'Network error',
        status: 0,
        detail: cause instanceof Error ? cause.message : String(cause),
      });
    }
    if (response.ok) {
      return (response.status === 204 ? undefined : await response.json()) as T;
    }
    throw new ApiError(await problemOf(response));
  }
}

async function problemOf(response: Response): Promise<Problem> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      const problem = (await response.json()) as Partial<Problem>;
      return {
        ...problem,
        type: problem.type ?? 'about:blank',
        title: problem.title ?? response.statusText,
        status: problem.status ?? response.status,
      };
    } catch {
      // A body that claims JSON and is not: fall through to the status alone.
    }
  }
  return { type: 'about:blank', title: response.statusText || `HTTP ${response.status}`, status: response.status };
}
