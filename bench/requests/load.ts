import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadResult } from './control';

export type Target = {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Milliseconds at p50 and p99, and how many, from raw latencies. */
export const summarise = (latencies: number[], errors: number, seconds: number): LoadResult => {
  const sorted = latencies.sort((a, b) => a - b);
  return { requests: sorted.length, errors, seconds, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
};

const once = (agent: http.Agent, target: Target) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: target.port,
        method: target.method,
        path: target.path,
        headers: {
          ...(target.body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(target.body) }
            : {}),
          ...target.headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(target.body);
  });

/**
 * An autocannon-like closed loop: `connections` keep-alive connections, each sending its next
 * request when the last is answered, for `seconds`. A non-2xx answer counts as an error.
 */
export const load = async (target: Target, connections: number, seconds: number): Promise<LoadResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      try {
        const status = await once(agent, target);
        if (status >= 200 && status < 300) latencies.push(performance.now() - start);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return summarise(latencies, errors, elapsed);
};
