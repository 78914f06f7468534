import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { describeFailure, messageOf, readServerError } from './readServerError';

const graphqlError = (message: string, extensions: Record<string, unknown>, status = 200) =>
  new CombinedError({
    graphQLErrors: [{ message, extensions }],
    response: { status } as Response,
  });

describe('readServerError: every shape the server error comes in (spec 000 §8, 002 §8)', () => {
  it('reads error.message, code, details and validationErrors', () => {
    expect(
      readServerError({
        error: {
          code: 'ValidationError',
          message: 'Your request is not valid.',
          details: 'see fields',
          validationErrors: [{ message: 'The name field is required.', members: ['name'] }],
        },
      }),
    ).toEqual({
      code: 'ValidationError',
      message: 'Your request is not valid.',
      details: 'see fields',
      validationErrors: [{ message: 'The name field is required.', members: ['name'] }],
      status: null,
    });
  });

  it('reads the capitalised Error.Message / Code / Details / ValidationErrors', () => {
    const read = readServerError({
      Error: {
        Code: 'Business:CenterStateInvalid',
        Message: '该中心已停用。',
        Details: 'frozen',
        ValidationErrors: [{ Message: 'bad', Members: ['x'] }],
      },
    });
    expect(read).toEqual({
      code: 'Business:CenterStateInvalid',
      message: '该中心已停用。',
      details: 'frozen',
      validationErrors: [{ message: 'bad', members: ['x'] }],
      status: null,
    });
  });

  it('reads the flat Msg and Code form', () => {
    expect(readServerError({ Code: 'Business:UserAlreadyActive', Msg: 'Already active.' })).toMatchObject({
      code: 'Business:UserAlreadyActive',
      message: 'Already active.',
    });
  });

  it('takes a top-level code when the nested error has none, and a numeric code as text', () => {
    expect(readServerError({ code: 'Business:X', error: { message: 'm' } })).toMatchObject({
      code: 'Business:X',
      message: 'm',
    });
    expect(readServerError({ Code: 412 })).toMatchObject({ code: '412', message: null });
  });

  it('reads a plain string as the message, and JSON text as a body', () => {
    expect(readServerError('  Bad gateway  ')).toMatchObject({ message: 'Bad gateway', code: null });
    expect(readServerError('{"error":{"code":"C","message":"from json"}}')).toMatchObject({
      code: 'C',
      message: 'from json',
    });
    expect(readServerError({ error: 'just text' })).toMatchObject({ message: 'just text' });
  });

  it('gives nothing for empty or unknown values', () => {
    for (const value of [null, undefined, '', '   ', 42, [], {}]) {
      expect(readServerError(value)).toEqual({
        code: null,
        message: null,
        details: null,
        validationErrors: [],
        status: null,
      });
    }
  });

  it('puts the validation messages after the message, and falls back when there is no message', () => {
    const read = readServerError({
      error: { message: 'Your request is not valid.', validationErrors: [{ message: 'Name is required.' }] },
    });
    expect(messageOf(read, 'fallback')).toBe('Your request is not valid. Name is required.');
    expect(messageOf(readServerError({ Code: 'X' }), 'Submit failed')).toBe('Submit failed');
  });
});

describe('describeFailure: what the console does about a failed operation', () => {
  it('network failure: no answer at all', () => {
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(describeFailure(error)).toEqual({ kind: 'network' });
  });

  it('401, as an HTTP status or as the gateway’s UNAUTHENTICATED', () => {
    expect(
      describeFailure(new CombinedError({ networkError: new Error('Unauthorized'), response: { status: 401 } })),
    ).toEqual({ kind: 'unauthenticated' });
    expect(describeFailure(graphqlError('Sign in again', { code: 'UNAUTHENTICATED', status: 401 }))).toEqual({
      kind: 'unauthenticated',
    });
  });

  it('the three 403 codes log out, with the server’s message', () => {
    for (const code of [
      'Business:CenterStateInvalid',
      'Business:UserInTenantRoleFrozen',
      'Business:UserHasNoAvailableTenant',
    ]) {
      const failure = describeFailure(graphqlError('冻结', { code, status: 403 }));
      expect(failure).toMatchObject({ kind: 'forcedLogout', code, error: { message: '冻结', status: 403 } });
      // As an HTTP 403 answer with the status only on the response, too.
      expect(describeFailure(graphqlError('冻结', { code }, 403))).toMatchObject({ kind: 'forcedLogout', code });
    }
  });

  it('other 4xx are refusals the server explained; a plain 403 does not log out', () => {
    expect(describeFailure(graphqlError('You are not allowed', { code: 'Forbidden', status: 403 }))).toMatchObject({
      kind: 'refused',
      error: { code: 'Forbidden', message: 'You are not allowed', status: 403 },
    });
    expect(
      describeFailure(graphqlError('Invalid', { code: 'ValidationError', status: 400, validationErrors: [] })),
    ).toMatchObject({ kind: 'refused' });
  });

  it('5xx and errors without a status are unexpected (reported)', () => {
    expect(describeFailure(graphqlError('Boom', { code: 'InternalServerError', status: 500 }))).toMatchObject({
      kind: 'unexpected',
      error: { status: 500, code: 'InternalServerError', message: 'Boom' },
    });
    expect(describeFailure(graphqlError('Unexpected error.', {}))).toMatchObject({
      kind: 'unexpected',
      error: { status: null },
    });
    expect(
      describeFailure(new CombinedError({ networkError: new Error('Bad Gateway'), response: { status: 502 } })),
    ).toMatchObject({ kind: 'unexpected', error: { status: 502, message: 'Bad Gateway' } });
  });
});
