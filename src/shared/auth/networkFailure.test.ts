import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { backOnline, isNetworkFailure, type BrowserNetwork } from './networkFailure';

describe('isNetworkFailure', () => {
  it('takes an unreachable or silent provider, or an offline browser, for a network failure', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isNetworkFailure(new ErrorTimeout('Network timed out'), true)).toBe(true);
    expect(isNetworkFailure(new Error('anything'), false)).toBe(true);
  });

  it('takes the provider’s answer for a refusal', () => {
    expect(isNetworkFailure(new ErrorResponse({ error: 'invalid_grant' }), true)).toBe(false);
    expect(isNetworkFailure(new Error('Silent renewal returned no user'), true)).toBe(false);
  });
});

describe('backOnline', () => {
  it('resolves when the browser is back online, or after the wait at the latest', async () => {
    vi.useFakeTimers();
    try {
      let listener: (() => void) | undefined;
      const network: BrowserNetwork = {
        isOnline: () => false,
        onOnline: (l) => {
          listener = l;
          return () => (listener = undefined);
        },
      };
      const online = vi.fn();
      void backOnline(network, 5_000).then(online);
      listener?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(online).toHaveBeenCalledOnce();
      expect(listener).toBeUndefined();

      const late = vi.fn();
      void backOnline(network, 5_000).then(late);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(late).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(late).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
