/** Fastify's trustProxy: nobody, everybody, the proxies' addresses and CIDRs, or a hop count (as a function). */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY, read alike by the REST server and the gateway (the gateway passes the client's
 * address on to REST, so what it believes is what REST's per-address limits count). Unset or
 * "false" trusts no forwarding header (a client could otherwise pick its own address and dodge
 * every per-address limit); "true" trusts any peer (only behind a proxy that strips what clients
 * send); a whole number trusts that many hops; otherwise a comma-separated list of proxy
 * addresses or CIDRs.
 */
export const readTrustProxy = (env: NodeJS.ProcessEnv = process.env): TrustProxy => {
  const raw = env['TRUST_PROXY']?.trim() ?? '';
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    // What Fastify does with a number, which its types do not accept.
    return (_address, hop) => hop < hops;
  }
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry))
      throw new Error(`TRUST_PROXY must list addresses or CIDRs (or be a hop count), not "${entry}"`);
  }
  return list;
};
