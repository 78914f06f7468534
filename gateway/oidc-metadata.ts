// The provider's endpoints, handed to the console in /app-config.json so that oidc-client-ts does
// not fetch the discovery document itself (its `metadata` setting). On /callback that fetch stood
// between the page's first script and the token exchange, and so before the shell's first queries
// (docs/decisions.md "The provider's endpoints come with the console's configuration").

/** What oidc-client-ts reads from the discovery document. */
const FIELDS = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'userinfo_endpoint',
  'end_session_endpoint',
  'revocation_endpoint',
  'check_session_iframe',
  'jwks_uri',
] as const;

export type ProviderMetadata = Partial<Record<(typeof FIELDS)[number], string>>;

/** The discovery document's status and body: `app.inject` in one process, else `fetch`. */
export type ReadDiscovery = () => Promise<{ status: number; body: unknown }>;

/** How long an answer is kept; a new deployment's endpoints arrive within it. */
const KEPT_MS = 10 * 60_000;
/** After a failure, how long before asking again (the console fetches the document itself meanwhile). */
const RETRY_MS = 30_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The fields the console needs, or undefined when the document is not the issuer's (its `issuer`
 * must be `issuer`, as the OpenID discovery spec requires of a client) or any endpoint is not a
 * URL: the console then reads the document itself, as it would without this.
 */
export const metadataOf = (issuer: string, body: unknown): ProviderMetadata | undefined => {
  if (!isRecord(body) || body['issuer'] !== issuer) return undefined;
  const metadata: ProviderMetadata = {};
  for (const field of FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
    metadata[field] = value;
  }
  return metadata.authorization_endpoint && metadata.token_endpoint ? metadata : undefined;
};

/**
 * The provider's metadata as last read: `current()` answers at once with what is known (undefined
 * before the first answer or after a failure) and starts a read in the background when it is
 * stale; `ready()` waits for the first read only, so that the first configuration served can
 * carry it and no later request waits on the provider.
 */
export const createProviderMetadata = (issuer: string, read: ReadDiscovery, now: () => number = Date.now) => {
  let known: ProviderMetadata | undefined;
  let freshUntil = 0;
  let reading: Promise<void> | undefined;
  const refresh = () =>
    (reading ??= read()
      .then(
        ({ status, body }) => (status === 200 ? metadataOf(issuer, body) : undefined),
        () => undefined,
      )
      .then((metadata) => {
        known = metadata;
        freshUntil = now() + (metadata ? KEPT_MS : RETRY_MS);
      })
      .finally(() => {
        reading = undefined;
      }));
  return {
    current: (): ProviderMetadata | undefined => {
      if (now() >= freshUntil) void refresh();
      return known;
    },
    ready: async (): Promise<void> => {
      if (freshUntil === 0) await refresh();
    },
  };
};
