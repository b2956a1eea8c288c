import type { ApiErrorBody } from '@pipeproof/contracts';

/**
 * Error thrown for a non-OK reply. Its message is 'status: body text' (or the status text
 * when the body is empty), as product.md §7 says, so callers can test e.g. message.startsWith('401:').
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own sentence when it sent one, else the raw message. */
  get userMessage(): string {
    return this.body?.message ?? this.message;
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON: keep the raw text in the message.
  }
  return null;
}

/**
 * A task of its own for what follows. A page's queries ask the server from React's effects, all in
 * one task after the first paint; on a cheap phone the requests' own start (the page's first
 * `fetch` most of all) made that one long task the engineer could not tap through (decision 0862).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every call sends credentials; bodies are JSON when present (product.md §7). A GET, what the
 * queries ask, starts in a task of its own (decision 0862); a change is sent at once, in the task
 * of the tap that asked for it.
 */
export async function apiRequest<T>(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  if (method === 'GET') await nextTask();
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text, parseErrorBody(text));
  }
  if (response.status === 204) return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  return (
    contentType.includes('application/json') ? response.json() : response.text()
  ) as Promise<T>;
}

export const apiGet = <T>(url: string): Promise<T> => apiRequest<T>('GET', url);
export const apiPost = <T>(url: string, data?: unknown): Promise<T> =>
  apiRequest<T>('POST', url, data ?? {});
