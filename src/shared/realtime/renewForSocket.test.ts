import { describe, expect, it, vi } from 'vitest';
import { renewForSocket } from './renewForSocket';

const NOW = Date.parse('2026-11-21T10:00:00Z');

const deps = (expiresAt: number | null) => {
  const order: string[] = [];
  return {
    order,
    expiresAt: () => expiresAt,
    refresh: vi.fn(async () => {
      order.push('refresh');
    }),
    restartSocket: vi.fn(() => {
      order.push('restart');
    }),
    now: () => NOW,
  };
};

describe('renewing for the live socket after TOKEN_EXPIRED', () => {
  it('only restarts the socket when the session has renewed its token already', async () => {
    const fresh = deps(NOW / 1000 + 600);
    await renewForSocket(fresh);
    expect(fresh.order).toEqual(['restart']);
  });

  it('renews first when the session’s token has run out or is about to', async () => {
    for (const expiresAt of [NOW / 1000 - 5, NOW / 1000 + 10, null]) {
      const stale = deps(expiresAt);
      await renewForSocket(stale);
      expect(stale.order).toEqual(['refresh', 'restart']);
    }
  });
});
