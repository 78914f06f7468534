import type { Transport } from './messenger';

export type SmsHttpOptions = {
  /** Receives POST {"to": "+86 13800138000", "text": "..."} as JSON; any 2xx means accepted. */
  url: string;
  /** Sent as "Authorization: Bearer <token>" when set. */
  token?: string | undefined;
};

const TIMEOUT_MS = 10_000;

/**
 * SMS through a provider's HTTP endpoint, or a small relay in front of a vendor's API. A vendor
 * with its own request shape gets an adapter of its own: another Transport, same two members.
 */
export const createHttpSmsTransport = ({ url, token }: SmsHttpOptions): Transport => ({
  name: 'sms-http',
  async deliver(message) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: message.recipient, text: message.body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The body is not needed; reading it lets the connection be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS provider answered ${response.status} ${response.statusText}`);
  },
});
