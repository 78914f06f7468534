import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from './db/schema/index';
import type { NewDomainEvent } from './outbox';

// The @ts-expect-error lines are checked by `tsc` (npm run typecheck), which covers this file.
describe("the outbox's types", () => {
  it('takes a fact only with its catalogued name, version and payload', () => {
    const compileOnly = (): NewDomainEvent[] => [
      { tenantId: null, type: 'SessionEnded', version: 1, payload: { grantId: 'g', accountId: null } },
      // @ts-expect-error a name the catalogue lacks
      { tenantId: null, type: 'SessionEnd', version: 1, payload: { grantId: 'g', accountId: null } },
      // @ts-expect-error the payload of another event
      { tenantId: 't', type: 'MembershipFrozen', version: 1, payload: { grantId: 'g', accountId: null } },
      // @ts-expect-error a version the catalogue does not have
      { tenantId: 't', type: 'MembershipFrozen', version: 2, payload: { userId: 'u' } },
    ];
    expect(compileOnly).toBeTypeOf('function');
  });

  it('reads back only catalogued names: a query on a misspelt one does not compile', () => {
    expect(eq(domainEvents.type, 'CheckedIn')).toBeDefined();
    // @ts-expect-error 'CheckIn' is not in events/catalogue.ts
    expect(eq(domainEvents.type, 'CheckIn')).toBeDefined();
  });
});
