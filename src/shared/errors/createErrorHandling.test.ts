import { print } from 'graphql';
import { CombinedError, createRequest, makeOperation, type Operation } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { ReportClientErrorDocument } from '../../generated/graphql';
import { createErrorHandling, WARNING_TIMEOUT_MS, type ToastRequest } from './createErrorHandling';
import { BACKGROUND_OPERATION, NO_ERROR_TOAST } from './ErrorHandlingContext';
import { createErrorReporter, REPORT_CLIENT_ERROR_MUTATION } from './reportClientError';
import { createSessionExpiry } from './sessionExpiry';

// Any named query will do; shared/ does not borrow a feature's operation for it.
const SUBJECT_LIST = 'query SubjectList($skipCount: Int!, $maxResultCount: Int!) { __typename }';

const operation = (context: Record<string, unknown> = {}): Operation =>
  makeOperation('query', createRequest(SUBJECT_LIST, { skipCount: 0, maxResultCount: 12 }), {
    url: '/graphql',
    requestPolicy: 'cache-first',
    ...context,
  });

const gql = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [{ message, extensions }], response: { status: 200 } as Response });

const setup = () => {
  const toasts: ToastRequest[] = [];
  const deps = {
    toast: (toast: ToastRequest) => void toasts.push(toast),
    texts: { network: () => 'NETWORK', unexpected: () => 'UNEXPECTED' },
    forceLogout: vi.fn(),
    signInAgain: vi.fn(),
    signOut: vi.fn(),
    report: vi.fn(async () => {}),
    expiry: createSessionExpiry({ timeoutMinutes: 120, storage: null }),
    location: () => '/system/center/menu/user/subject?page=2',
    userAgent: () => 'test-agent',
  };
  return { handling: createErrorHandling(deps), deps, toasts };
};

describe('createErrorHandling', () => {
  it('shows the server’s message of a refusal as a 3-second warning, and does not report it', () => {
    const { handling, toasts, deps } = setup();
    handling.onError(gql('备注过长。', { code: 'ValidationError', status: 400 }), operation());
    expect(toasts).toEqual([
      { intent: 'warning', message: '备注过长。', timeout: WARNING_TIMEOUT_MS, key: 'warning:备注过长。' },
    ]);
    expect(deps.report).not.toHaveBeenCalled();
  });

  it('shows the network text when the request never got an answer', () => {
    const { handling, toasts } = setup();
    handling.onError(new CombinedError({ networkError: new TypeError('Failed to fetch') }), operation());
    expect(toasts.map((t) => [t.intent, t.message])).toEqual([['danger', 'NETWORK']]);
  });

  it('signs in again on a 401, back to the same page', () => {
    const { handling, deps, toasts } = setup();
    handling.onError(gql('Sign in', { code: 'UNAUTHENTICATED', status: 401 }), operation());
    expect(deps.signInAgain).toHaveBeenCalledOnce();
    expect(toasts).toEqual([]);
  });

  it('hands the three 403 codes to the forced logout with the message', () => {
    const { handling, deps } = setup();
    handling.onError(
      gql('您在该中心的账号已被冻结。', { code: 'Business:UserInTenantRoleFrozen', status: 403 }),
      operation(),
    );
    expect(deps.forceLogout).toHaveBeenCalledWith('Business:UserInTenantRoleFrozen', '您在该中心的账号已被冻结。');
  });

  it('reports 5xx failures with what happened and where, and shows an error', () => {
    const { handling, deps, toasts } = setup();
    handling.onError(
      gql('Something went wrong on our side.', { code: 'InternalServerError', status: 500 }),
      operation(),
    );
    expect(toasts.map((t) => t.intent)).toEqual(['danger']);
    expect(deps.report).toHaveBeenCalledWith({
      message: 'Something went wrong on our side.',
      code: 'InternalServerError',
      status: 500,
      url: '/system/center/menu/user/subject?page=2',
      operation: 'SubjectList',
      userAgent: 'test-agent',
      details: JSON.stringify({ kind: 'query' }),
    });
  });

  it('leaves the toast to a page that asked for none, but still reports', () => {
    const { handling, deps, toasts } = setup();
    handling.onError(gql('Boom', { status: 503 }), operation(NO_ERROR_TOAST));
    handling.onError(gql('Nope', { status: 400 }), operation(NO_ERROR_TOAST));
    expect(toasts).toEqual([]);
    expect(deps.report).toHaveBeenCalledOnce();
  });

  it('signs out on the first request after the idle timeout', () => {
    const { handling, deps } = setup();
    const expired = { ...deps.expiry, touch: () => 'expired' as const };
    const idle = createErrorHandling({ ...deps, expiry: expired });
    idle.onOperation(operation());
    expect(deps.signOut).toHaveBeenCalledOnce();
    handling.onOperation(operation());
    expect(deps.signOut).toHaveBeenCalledOnce();
  });

  it('does not count the console’s own polls as activity', () => {
    const { deps } = setup();
    const touch = vi.fn(() => 'active' as const);
    const handling = createErrorHandling({ ...deps, expiry: { ...deps.expiry, touch } });
    handling.onOperation(operation(BACKGROUND_OPERATION));
    expect(touch).not.toHaveBeenCalled();
    handling.onOperation(operation());
    expect(touch).toHaveBeenCalledOnce();
  });

  it('lets pages show a REST body or a string the same way', () => {
    const { handling, toasts } = setup();
    handling.showError({ Error: { Message: 'Failed to get contract list' } });
    handling.showError(null, 'Delete failed');
    handling.showSuccess('Submitted');
    expect(toasts.map((t) => [t.intent, t.message])).toEqual([
      ['warning', 'Failed to get contract list'],
      ['warning', 'Delete failed'],
      ['success', 'Submitted'],
    ]);
  });
});

describe('createErrorReporter', () => {
  it('sends the ReportClientError mutation with the token and tenant, once per repeated failure', async () => {
    let now = 0;
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"data":{"reportClientError":"1"}}'));
    const report = createErrorReporter({
      url: 'http://atrium.test/graphql',
      accessToken: async () => 'tok',
      tenantId: () => 'tenant-1',
      fetch: fetchMock,
      now: () => now,
    });
    const input = { message: 'Boom', status: 500, operation: 'SubjectList' };
    await report(input);
    await report(input);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers['authorization']).toBe('Bearer tok');
    expect(headers['__tenant']).toBe('tenant-1');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'ReportClientError',
      query: REPORT_CLIENT_ERROR_MUTATION,
      variables: { input: { ...input, contextTenantId: 'tenant-1' } },
    });
    now += 10_001;
    await report(input);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without a token, and swallows its own failure', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('offline');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await createErrorReporter({
      url: '/graphql',
      accessToken: async () => null,
      tenantId: () => null,
      fetch: fetchMock,
    })({
      message: 'x',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(
      createErrorReporter({ url: '/graphql', accessToken: async () => 't', tenantId: () => null, fetch: fetchMock })({
        message: 'x',
      }),
    ).resolves.toBeUndefined();
    warn.mockRestore();
  });

  it('sends the very operation codegen checked against the schema', () => {
    expect(REPORT_CLIENT_ERROR_MUTATION).toBe(print(ReportClientErrorDocument));
  });
});
