import type { GatewayContext } from '../context';
import type { ContractLine } from '../generated/resolvers';
import type { RestRequest } from '../rest-client';
import { rest } from './errors';

// What the contract lines' resolvers share: where each line's REST lives (spec 002 §7) and how a
// call goes there as the GraphQL caller. The browser's unlock token travels in the caller's
// authenticate header, so a 412 comes back to relock the console.

export const CONTRACT_BASE: Readonly<Record<ContractLine, string>> = {
  hfs: '/api/rocket/tenantContract',
  vrat: '/api/vrclassroom/tenantContract',
};

/** An id as a path segment. */
export const id = (value: string) => encodeURIComponent(value);

type Call = Omit<RestRequest, 'caller'>;

/** A REST call as the context's caller; a refusal becomes the GraphQL error of the spec's shape. */
export const via =
  ({ rest: client, caller }: GatewayContext) =>
  <T>(request: Call) =>
    rest(() => client.call<T>({ ...request, caller }));
