import { describe, expect, it } from 'vitest';
import type { OpeningRead } from './database';
import { openTransaction, sqlLiteral, type SimpleSession } from './opening';

/** A session that records what it is sent and answers each statement with one row naming it. */
const recording = (fail?: (text: string) => boolean) => {
  const sent: string[] = [];
  const session: SimpleSession = {
    exec: async (text) => {
      sent.push(text);
      if (fail?.(text)) throw new Error('refused');
      return text.split('; ').map((statement) => [{ statement }]);
    },
  };
  return { sent, session };
};

const read: OpeningRead = { name: 'caller', text: 'select $1::uuid as id', types: ['uuid'], args: ['u-1'] };
const ctx = { tenantId: 't-1', userId: 'u-1' };

describe('a transaction’s opening', () => {
  it('is one round trip: BEGIN where asked, the role and both settings', async () => {
    const { sent, session } = recording();
    await expect(openTransaction(session, new Set(), ctx, undefined, { begin: true })).resolves.toEqual([]);
    expect(sent).toEqual([
      "begin; select set_config('role', 'atrium_app', true), set_config('app.tenant_id', 't-1', true), " +
        "set_config('app.user_id', 'u-1', true)",
    ]);
    await openTransaction(session, new Set(), { tenantId: null, userId: null }, undefined, { begin: false });
    expect(sent[1]).toMatch(
      /^select set_config\('role', 'atrium_app', true\), set_config\('app.tenant_id', '', true\)/,
    );
  });

  it('prepares the read once per session, then executes it in the same round trip', async () => {
    const { sent, session } = recording();
    const prepared = new Set<string>();
    const first = await openTransaction(session, prepared, ctx, read, { begin: true });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^begin; select set_config.*; prepare caller\(uuid\) as select \$1::uuid as id$/);
    expect(sent[1]).toBe("execute caller('u-1')");
    expect(first).toEqual([{ statement: "execute caller('u-1')" }]);

    const later = await openTransaction(session, prepared, ctx, read, { begin: true });
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatch(/^begin; select set_config.*; execute caller\('u-1'\)$/);
    expect(later).toEqual([{ statement: "execute caller('u-1')" }]);
  });

  it('prepares again after a failed attempt (the statement was not prepared)', async () => {
    let refuse = true;
    const { sent, session } = recording((text) => refuse && text.includes('prepare'));
    const prepared = new Set<string>();
    await expect(openTransaction(session, prepared, ctx, read, { begin: true })).rejects.toThrow('refused');
    refuse = false;
    await openTransaction(session, prepared, ctx, read, { begin: true });
    expect(sent.filter((text) => text.includes('prepare caller'))).toHaveLength(2);
  });

  it('refuses a statement name that is not a plain identifier', async () => {
    const { sent, session } = recording();
    const hostile = { ...read, name: 'x; drop table users' };
    await expect(openTransaction(session, new Set(), ctx, hostile, { begin: true })).rejects.toThrow(/statement name/);
    expect(sent).toEqual([]);
  });
});

describe('sqlLiteral', () => {
  it('quotes, doubling quotes and backslashes, and refuses NUL', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(() => sqlLiteral('a\0b')).toThrow(/NUL/);
  });
});
