import type { GatewayContext } from '../context';
import type { QrCode, QrCodeKind, Resolvers } from '../generated/resolvers';
import { rest } from './errors';

// REST paths of spec 000 §7 "QR codes": two under business, the rest under rocket.
const pathOf = (kind: QrCodeKind): string =>
  kind === 'tenant' || kind === 'preview' ? `/api/business/QrCode/${kind}` : `/api/rocket/QrCode/${kind}`;

const loadQrCode = (
  { rest: client, caller }: GatewayContext,
  kind: QrCodeKind,
  { tenantId, id }: { tenantId?: string | null; id?: string | null },
): Promise<QrCode> => {
  if (kind === 'RegisterPersonalCoach') {
    return rest(() =>
      client.call<QrCode>({ method: 'POST', path: pathOf(kind), body: tenantId ? { tenantId } : {}, caller }),
    );
  }
  // The tenant QR code names its tenant in the query; the others default to the current one.
  const query = new URLSearchParams();
  const tenant = tenantId ?? (kind === 'tenant' ? caller.tenant : undefined);
  if (tenant) query.set('tenantId', tenant);
  if (id) query.set('id', id);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return rest(() => client.call<QrCode>({ method: 'GET', path: `${pathOf(kind)}${search}`, caller }));
};

export const qrCodeResolvers: Resolvers<GatewayContext> = {
  Query: {
    qrCode: (_parent, { kind, tenantId, id }, context) => loadQrCode(context, kind, { tenantId, id }),
    qrCodes: (_parent, { kinds }, context) => Promise.all(kinds.map((kind) => loadQrCode(context, kind, {}))),
  },
  Mutation: {
    registerPersonalCoachQrCode: (_parent, { tenantId }, context) =>
      loadQrCode(context, 'RegisterPersonalCoach', { tenantId }),
  },
};
