import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const RS = '\u001e';
const HUB = '/signalr-hubs/messages';

export type StormResult = { clients: number; connected: number; seconds: number; p50: number; p99: number };

/**
 * One client as the official SignalR client connects: negotiate (version 1) over HTTP, then the
 * WebSocket with the connection token, then the JSON protocol handshake. Resolves with the ms it took.
 */
const connectOne = async (port: number, token: string, tenantId: string): Promise<{ ms: number; ws: WebSocket }> => {
  const start = performance.now();
  const query = `access_token=${encodeURIComponent(token)}&__tenant=${tenantId}`;
  const negotiated = await fetch(`http://127.0.0.1:${port}${HUB}/negotiate?negotiateVersion=1&${query}`, {
    method: 'POST',
  });
  if (!negotiated.ok) throw new Error(`negotiate: ${negotiated.status}`);
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const ws = new WebSocket(`ws://127.0.0.1:${port}${HUB}?id=${connectionToken}&${query}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
    ws.once('message', (data) => (String(data).startsWith('{}') ? resolve() : reject(new Error(String(data)))));
    ws.once('error', reject);
    ws.once('close', () => reject(new Error('closed before the handshake')));
  });
  return { ms: performance.now() - start, ws };
};

/**
 * A reconnect storm: `clients` connect at once (as every watching screen does after a restart),
 * each with its own token. Reports how long until the last was connected.
 */
export const storm = async (port: number, tokens: string[], tenantId: string): Promise<StormResult> => {
  const start = performance.now();
  const settled = await Promise.allSettled(tokens.map((token) => connectOne(port, token, tenantId)));
  const seconds = (performance.now() - start) / 1000;
  const times = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.ms] : [])).sort((a, b) => a - b);
  for (const s of settled) if (s.status === 'fulfilled') s.value.ws.terminate();
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { clients: tokens.length, connected: times.length, seconds, p50: at(0.5), p99: at(0.99) };
};
