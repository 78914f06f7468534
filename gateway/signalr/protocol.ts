/**
 * The pure part of the SignalR JSON hub protocol as this hub speaks it (docs/signalr.md): records
 * framed by the record separator, the handshake, the few message types, the negotiate answer.
 * Shapes follow dotnet/aspnetcore src/SignalR/docs/specs/HubProtocol.md and TransportProtocols.md.
 */

export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type InvocationMessage = {
  type: typeof MessageType.Invocation;
  target: string;
  arguments: unknown[];
  invocationId?: string;
};
export type CompletionMessage = { type: typeof MessageType.Completion; invocationId: string; error: string };
export type PingMessage = { type: typeof MessageType.Ping };
export type CloseMessage = { type: typeof MessageType.Close; error?: string; allowReconnect?: boolean };
export type ServerMessage = InvocationMessage | CompletionMessage | PingMessage | CloseMessage;

/** What the hub needs to know of a message from a client; everything else in it is ignored. */
export type ClientMessage = { type: number; target?: string; invocationId?: string };

export type HandshakeResult = { ok: true; protocol: 'json'; version: number } | { ok: false; error: string };

/** The hub speaks JSON only. Version 2 adds only stateful-reconnect messages, which are never negotiated here. */
export const SUPPORTED_PROTOCOL = 'json';
export const SUPPORTED_VERSIONS: readonly number[] = [1, 2];

export const writeRecord = (payload: unknown): string => `${JSON.stringify(payload)}${RECORD_SEPARATOR}`;

export const writeMessage = (message: ServerMessage): string => writeRecord(message);

export const PING_RECORD = writeMessage({ type: MessageType.Ping });

/**
 * Splits buffered text into complete records. A record is only complete with its separator, so
 * whatever follows the last separator stays buffered until more text arrives.
 */
export const splitRecords = (buffer: string): { records: string[]; rest: string } => {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const parseHandshakeRequest = (record: string): HandshakeResult => {
  const request = parseJson(record);
  if (!isRecord(request) || typeof request['protocol'] !== 'string' || typeof request['version'] !== 'number') {
    return { ok: false, error: 'An unexpected error occurred during connection handshake.' };
  }
  const { protocol, version } = request;
  if (protocol !== SUPPORTED_PROTOCOL) return { ok: false, error: `The protocol '${protocol}' is not supported.` };
  if (!SUPPORTED_VERSIONS.includes(version)) {
    return { ok: false, error: `The server does not support version ${version} of the '${protocol}' protocol.` };
  }
  return { ok: true, protocol, version };
};

/** Null when the record is not a hub message at all (the connection is then closed with an error). */
export const parseClientMessage = (record: string): ClientMessage | null => {
  const message = parseJson(record);
  if (!isRecord(message) || typeof message['type'] !== 'number') return null;
  const { type, target, invocationId } = message;
  return {
    type,
    ...(typeof target === 'string' ? { target } : {}),
    ...(typeof invocationId === 'string' && invocationId !== '' ? { invocationId } : {}),
  };
};

export type NegotiateResponse = {
  connectionId: string;
  connectionToken?: string;
  negotiateVersion: number;
  availableTransports: { transport: 'WebSockets'; transferFormats: 'Text'[] }[];
};

/**
 * Version 1 separates the public connection id from the token that opens the socket; a client
 * that asks for version 0 (or nothing) gets the old shape, where the id is the token.
 * Only Text is offered: a MessagePack (Binary) client then fails at transport selection, with a
 * clear message, instead of at the handshake.
 */
export const negotiateResponse = (
  requestedVersion: number,
  connectionId: string,
  connectionToken: string,
): NegotiateResponse => {
  const availableTransports: NegotiateResponse['availableTransports'] = [
    { transport: 'WebSockets', transferFormats: ['Text'] },
  ];
  return requestedVersion >= 1
    ? { connectionId, connectionToken, negotiateVersion: 1, availableTransports }
    : { connectionId, negotiateVersion: 0, availableTransports };
};
