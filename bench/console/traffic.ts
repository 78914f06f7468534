import type { CDPSession } from 'playwright-core';

// What the browser moved, from the DevTools protocol: bytes on the wire (headers and compressed
// body, 0 for a cache hit) and decoded bytes, per request.

export type Transfer = {
  url: string;
  method: string;
  type: string;
  /** Bytes received over the network, headers included; 0 when served from the cache. */
  transferred: number;
  /** The body after decompression. */
  decoded: number;
  encoding: string | null;
  status: number;
  contentType: string;
  fromCache: boolean;
  postData: string | null;
};

type Pending = Transfer & { finished: boolean };

export const recordTraffic = async (cdp: CDPSession) => {
  const requests = new Map<string, Pending>();
  await cdp.send('Network.enable');
  // The DevTools protocol's cache switch stays on: a second load of a hashed file is a cache hit.
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the request id: the redirect response is its own entry.
    const previous = requests.get(event.requestId);
    if (previous) requests.set(`${event.requestId}:${requests.size}`, previous);
    requests.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? 'Other',
      transferred: 0,
      decoded: 0,
      encoding: null,
      status: 0,
      contentType: '',
      fromCache: false,
      postData: event.request.postData ?? null,
      finished: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    request.encoding = headers['content-encoding'] ?? null;
    request.status = event.response.status;
    request.contentType = headers['content-type'] ?? '';
    request.fromCache = Boolean(event.response.fromDiskCache) || Boolean(event.response.fromPrefetchCache);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.transferred = request.fromCache ? 0 : event.encodedDataLength;
    request.finished = true;
  });
  let mark = 0;
  return {
    /** Everything since the last call (or the start). */
    take(): Transfer[] {
      const all = [...requests.values()];
      const taken = all.slice(mark);
      mark = all.length;
      return taken.map(({ finished: _finished, ...transfer }) => transfer);
    },
  };
};

const isScript = (t: Transfer) => t.type === 'Script' || /\.m?js(?:\?|$)/.test(new URL(t.url).pathname);

/** JavaScript of a load: each file once (a file fetched again within a load counts once). */
export const scriptBytes = (transfers: Transfer[]) => {
  const byUrl = new Map<string, Transfer>();
  for (const t of transfers.filter(isScript)) {
    const seen = byUrl.get(t.url);
    byUrl.set(t.url, seen ? { ...seen, transferred: seen.transferred + t.transferred } : t);
  }
  const files = [...byUrl.values()];
  const encodings = new Map<string, number>();
  for (const t of files) encodings.set(t.encoding ?? 'none', (encodings.get(t.encoding ?? 'none') ?? 0) + 1);
  return {
    files: files.length,
    /** Content-Encoding → number of files (a cached file keeps the encoding it was sent with). */
    encodings: Object.fromEntries(encodings),
    largest: files
      .sort((a, b) => b.transferred - a.transferred)
      .slice(0, 10)
      .map((t) => ({ path: new URL(t.url).pathname, transferred: t.transferred, decoded: t.decoded })),
    transferred: files.reduce((sum, t) => sum + t.transferred, 0),
    decoded: files.reduce((sum, t) => sum + Math.max(t.decoded, 0), 0),
  };
};

/** The operation and variables of a GraphQL request over HTTP (GET query string or POST body). */
const operationKey = (t: Transfer): string => {
  const url = new URL(t.url);
  let body: { operationName?: unknown; query?: unknown; variables?: unknown } = {};
  if (t.method === 'GET') {
    const variables = url.searchParams.get('variables');
    body = {
      operationName: url.searchParams.get('operationName'),
      query: url.searchParams.get('query'),
      variables: variables ? (JSON.parse(variables) as unknown) : {},
    };
  } else {
    try {
      body = JSON.parse(t.postData ?? '{}') as typeof body;
    } catch {
      return t.postData ?? '';
    }
  }
  const query = typeof body.query === 'string' ? body.query : '';
  const name =
    typeof body.operationName === 'string' ? body.operationName : /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
  return `${name ?? '?'} ${JSON.stringify(body.variables ?? {})}`;
};

/** GraphQL over HTTP: how many, and which repeat an earlier one's operation and variables. */
export const graphqlRequests = (transfers: Transfer[]) => {
  const operations = transfers.filter(
    (t) => new URL(t.url).pathname === '/graphql' && (t.method === 'GET' || t.method === 'POST'),
  );
  const seen = new Map<string, number>();
  for (const t of operations) seen.set(operationKey(t), (seen.get(operationKey(t)) ?? 0) + 1);
  const duplicates = [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key.split(' ')[0]} ×${count}`);
  return { count: operations.length, duplicates };
};
