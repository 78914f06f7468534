import { describe, expect, it } from 'vitest';
import {
  MessageType,
  negotiateResponse,
  parseClientMessage,
  parseHandshakeRequest,
  PING_RECORD,
  RECORD_SEPARATOR,
  splitRecords,
  writeMessage,
  writeRecord,
} from './protocol';

describe('SignalR JSON hub protocol', () => {
  it('ends every record with the record separator (0x1e)', () => {
    expect(RECORD_SEPARATOR.charCodeAt(0)).toBe(0x1e);
    expect(writeRecord({})).toBe('{}\x1e');
    expect(PING_RECORD).toBe('{"type":6}\x1e');
    expect(writeMessage({ type: MessageType.Invocation, target: 'CheckInChanged', arguments: [{ id: 'c1' }] })).toBe(
      '{"type":1,"target":"CheckInChanged","arguments":[{"id":"c1"}]}\x1e',
    );
    expect(writeMessage({ type: MessageType.Close, error: 'bye', allowReconnect: true })).toBe(
      '{"type":7,"error":"bye","allowReconnect":true}\x1e',
    );
  });

  it('splits complete records and keeps an unfinished one buffered', () => {
    expect(splitRecords('{"type":6}\x1e{"type":6}\x1e')).toEqual({ records: ['{"type":6}', '{"type":6}'], rest: '' });
    expect(splitRecords('{"type":6}\x1e{"ty')).toEqual({ records: ['{"type":6}'], rest: '{"ty' });
    expect(splitRecords('')).toEqual({ records: [], rest: '' });
    // A separator inside a JSON string would be escaped by any JSON writer, so splitting on it is safe.
    expect(JSON.stringify('a\x1eb')).toBe('"a\\u001eb"');
  });

  it('accepts the JSON protocol, versions 1 and 2, and names what it refuses', () => {
    expect(parseHandshakeRequest('{"protocol":"json","version":1}')).toEqual({
      ok: true,
      protocol: 'json',
      version: 1,
    });
    expect(parseHandshakeRequest('{"protocol":"json","version":2}')).toMatchObject({ ok: true, version: 2 });
    expect(parseHandshakeRequest('{"protocol":"messagepack","version":1}')).toEqual({
      ok: false,
      error: "The protocol 'messagepack' is not supported.",
    });
    expect(parseHandshakeRequest('{"protocol":"json","version":3}')).toEqual({
      ok: false,
      error: "The server does not support version 3 of the 'json' protocol.",
    });
    expect(parseHandshakeRequest('not json')).toMatchObject({ ok: false });
    expect(parseHandshakeRequest('{"protocol":"json"}')).toMatchObject({ ok: false });
    expect(parseHandshakeRequest('[]')).toMatchObject({ ok: false });
  });

  it('reads the type, target and invocation id of client messages, and nothing else', () => {
    expect(parseClientMessage('{"type":6}')).toEqual({ type: 6 });
    expect(parseClientMessage('{"type":1,"target":"Send","arguments":[1],"invocationId":"7"}')).toEqual({
      type: 1,
      target: 'Send',
      invocationId: '7',
    });
    // An empty invocation id is a non-blocking invocation, as the client itself reads it.
    expect(parseClientMessage('{"type":1,"target":"Send","arguments":[],"invocationId":""}')).toEqual({
      type: 1,
      target: 'Send',
    });
    expect(parseClientMessage('{"type":42}')).toEqual({ type: 42 });
    expect(parseClientMessage('{"target":"Send"}')).toBeNull();
    expect(parseClientMessage('"text"')).toBeNull();
    expect(parseClientMessage('{broken')).toBeNull();
  });

  it('answers negotiate version 1 with a separate connection token, version 0 without one', () => {
    expect(negotiateResponse(1, 'id', 'token')).toEqual({
      connectionId: 'id',
      connectionToken: 'token',
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    // A newer client asking for a version we do not know still gets version 1.
    expect(negotiateResponse(2, 'id', 'token').negotiateVersion).toBe(1);
    const old = negotiateResponse(0, 'id', 'id');
    expect(old).toEqual({ connectionId: 'id', negotiateVersion: 0, availableTransports: expect.any(Array) });
    expect(old).not.toHaveProperty('connectionToken');
  });
});
