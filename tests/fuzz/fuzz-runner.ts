import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FuzzCase, FuzzOperation } from './openapi-cases';

/** A demo user the requests are sent as, with the headers it always sends. */
export type FuzzUser = { name: string; headersFor: (url: string) => Record<string, string> };

export type ProblemKind = '5xx' | 'shape' | 'headers';
export type FuzzFailure = {
  user: string;
  operation: string;
  slot: string;
  label: string;
  status: number;
  kind: ProblemKind;
  problem: string;
};
export type FuzzSummary = {
  operations: number;
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  shapeErrors: number;
  headerErrors: number;
  failures: FuzzFailure[];
};

/**
 * The cases to send: all of them, or a fixed sample of `perOperation` per operation (the baseline
 * always among them), the same for the same seed.
 */
export const pickCases = (operations: FuzzOperation[], perOperation: number | 'all', seed: number): FuzzCase[] =>
  operations.flatMap((operation, index) => {
    if (perOperation === 'all' || operation.cases.length <= perOperation) return operation.cases;
    const [baseline, ...rest] = operation.cases;
    const [sample] = fc.sample(
      fc.shuffledSubarray(rest, { minLength: perOperation - 1, maxLength: perOperation - 1 }),
      {
        seed: seed + index,
        numRuns: 1,
      },
    );
    return [baseline!, ...(sample ?? [])];
  });

const isErrorShape = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, details, validationErrors } = error as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    code.length > 0 &&
    typeof message === 'string' &&
    message.length > 0 &&
    (details === null || typeof details === 'string') &&
    (validationErrors === null || Array.isArray(validationErrors))
  );
};

/** What is wrong with an answer, or null: a 5xx, a 4xx outside the spec's error shape, a missing /api header. */
export const problemOf = (response: LightMyRequestResponse): { kind: ProblemKind; problem: string } | null => {
  if (response.statusCode >= 500)
    return { kind: '5xx', problem: `${response.statusCode} ${response.body.slice(0, 200)}` };
  if (response.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return { kind: 'shape', problem: `${response.statusCode} not JSON: ${response.body.slice(0, 120)}` };
    }
    if (!isErrorShape(body))
      return {
        kind: 'shape',
        problem: `${response.statusCode} not in the error shape: ${response.body.slice(0, 200)}`,
      };
  }
  if (response.headers['x-content-type-options'] !== 'nosniff')
    return { kind: 'headers', problem: 'no X-Content-Type-Options: nosniff' };
  // A route may choose its own caching for what it serves (a logo); a refusal is never cached.
  const cacheControl = String(response.headers['cache-control'] ?? '');
  if (response.statusCode >= 400 ? !cacheControl.includes('no-store') : !cacheControl)
    return { kind: 'headers', problem: `Cache-Control: ${cacheControl || '(none)'}` };
  return null;
};

/** Sends every case as every user, one at a time (each answer is checked before the next request). */
export const runFuzz = async (app: FastifyInstance, cases: FuzzCase[], users: FuzzUser[]): Promise<FuzzSummary> => {
  const byStatus: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  let requests = 0;
  for (const fuzzCase of cases) {
    for (const user of users) {
      const { request } = fuzzCase;
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { 'accept-language': 'en-US', ...user.headersFor(request.url), ...request.headers },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      requests += 1;
      const status = `${Math.floor(response.statusCode / 100)}xx`;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      const found = problemOf(response);
      if (found) {
        failures.push({
          user: user.name,
          operation: fuzzCase.operation,
          slot: fuzzCase.slot,
          label: fuzzCase.label,
          status: response.statusCode,
          ...found,
        });
      }
    }
  }
  const operations = new Set(cases.map((c) => c.operation)).size;
  const count = (kind: ProblemKind) => failures.filter((f) => f.kind === kind).length;
  return {
    operations,
    requests,
    byStatus,
    serverErrors: count('5xx'),
    shapeErrors: count('shape'),
    headerErrors: count('headers'),
    failures,
  };
};

/** The summary as `npm run fuzz` prints it: the counts, then each failing operation and slot once. */
export const formatSummary = (engine: string, summary: FuzzSummary): string => {
  const grouped = new Map<string, FuzzFailure[]>();
  for (const f of summary.failures) {
    const key = `${f.kind} ${f.operation} ${f.slot}`;
    grouped.set(key, [...(grouped.get(key) ?? []), f]);
  }
  const lines = [
    `REST fuzz on ${engine}: ${summary.operations} operations, ${summary.requests} requests, ` +
      `${summary.serverErrors} × 5xx, ${summary.shapeErrors} × 4xx outside the error shape, ` +
      `${summary.headerErrors} × missing headers ` +
      `(${Object.entries(summary.byStatus)
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')})`,
    ...[...grouped].map(
      ([key, list]) =>
        `  ${key}: ${list.length} × [${[...new Set(list.map((f) => `${f.label}→${f.status}`))].slice(0, 6).join(' ')}] ${list[0]!.problem.slice(0, 160)}`,
    ),
  ];
  return lines.join('\n');
};
