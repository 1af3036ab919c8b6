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

  /**
   * A file only the signed-in may read (a plain link sends no bearer token): its bytes and the
   * name the service gives it in Content-Disposition, if any.
   */
  async download(url: string): Promise<{ blob: Blob; filename: string | undefined }> {
    const response = await this.send('GET', url, '*/*');
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1];
    return { blob: await response.blob(), filename };
  }

  private async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await this.send(method, url, 'application/json, application/problem+json', body);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  /** The service's answer when it is a success; otherwise an ApiError with its problem. */
  private async send(method: string, url: string, accept: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
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
      return response;
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
