/**
 * The page's calls to the service: the same /v1 routes every client uses, with the key as a Bearer
 * header (never in a URL). A refusal becomes an ApiFailure carrying the service's own {error, code}.
 */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const KEY = 'wcab.apiKey';
export const storedKey = (): string => sessionStorage.getItem(KEY) ?? '';
export const storeKey = (key: string) => (key ? sessionStorage.setItem(KEY, key) : sessionStorage.removeItem(KEY));

export async function call(path: string, init: RequestInit = {}, key = storedKey()): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${key}` }, cache: 'no-store' });
  } catch {
    throw new ApiFailure('The service did not answer: check that it is running and that this computer can reach it.', 'NETWORK', 0);
  }
  if (res.ok) return res;
  let body: { error?: string; code?: string } = {};
  try {
    body = await res.json();
  } catch {
    // Not the API's JSON (a proxy's page): the status says enough.
  }
  throw new ApiFailure(body.error ?? `The service answered ${res.status} ${res.statusText}`, body.code ?? `HTTP_${res.status}`, res.status);
}

export const callJson = async <T>(path: string, init: RequestInit = {}, key?: string): Promise<T> => (await call(path, init, key)).json() as Promise<T>;
