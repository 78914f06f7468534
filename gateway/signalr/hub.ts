import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  MessageType,
  negotiateResponse,
  parseClientMessage,
  parseHandshakeRequest,
  PING_RECORD,
  splitRecords,
  writeMessage,
  writeRecord,
  type CloseMessage,
} from './protocol';
import type { SessionSockets } from '../realtime/session-sockets';

export type HubMethod = 'ReceiveNotification' | 'CheckInChanged' | 'ContractChanged';

/**
 * One push: to every connection of the tenant, or only to the listed users of it, and only to
 * connections whose user holds the permission when one is named.
 */
export type HubEvent = {
  id: string;
  tenantId: string | null;
  userIds?: string[];
  permission?: string | null;
  method: HubMethod;
  args: unknown[];
};

/** Who a connection belongs to, and what they may see in the tenant (read once, at connect). */
export type HubIdentity = { userId: string; tenantId: string | null; permissions?: ReadonlySet<string> };
export type HubAuthenticate = (accessToken: string, tenantId: string | undefined) => Promise<HubIdentity | null>;
export type HubEventSource = { subscribe(listener: (event: HubEvent) => void): () => void };
export type HubTimeouts = { handshakeMs: number; keepAliveMs: number; clientTimeoutMs: number };

export type SignalrHubOptions = {
  path: string;
  authenticate: HubAuthenticate;
  events: HubEventSource;
  timeouts?: Partial<HubTimeouts>;
  /** Closes a connection when the session of its token ends (sign-out, revocation). */
  sessions?: SessionSockets;
};

/** ASP.NET Core's defaults, which the official client's own timers (30 s, 15 s) assume. */
export const DEFAULT_HUB_TIMEOUTS: HubTimeouts = { handshakeMs: 15_000, keepAliveMs: 15_000, clientTimeoutMs: 30_000 };

export const CLIENT_TIMEOUT_ERROR = 'Server timeout elapsed without receiving a message from the client.';
export const INVALID_MESSAGE_ERROR = 'Connection closed with an error. The message is not a valid hub message.';
export const SESSION_ENDED_ERROR = 'Connection closed with an error. The session has ended: sign in again.';
export const MEMBERSHIP_FROZEN_ERROR = 'Connection closed with an error. Your account in this centre has been frozen.';

// A client that sends text without ever finishing a record must not grow our memory.
const MAX_BUFFERED_CHARS = 64 * 1024;
// On shutdown, clients get this long to answer the close frame before their sockets are cut.
const SHUTDOWN_GRACE_MS = 1_000;

type Connection = {
  ws: WebSocket;
  identity: HubIdentity;
  handshaken: boolean;
  buffer: string;
  lastSentAt: number;
  handshakeTimer: NodeJS.Timeout;
  keepAliveTimer?: NodeJS.Timeout;
  clientTimeoutTimer?: NodeJS.Timeout;
  untrack?: () => void;
};

const newId = () => randomBytes(16).toString('base64url');

// The spec's error shape, as every refusal the console reads (REST's errors.unauthorized; the
// gateway imports nothing of the server's catalogues).
const unauthorizedBody = (headers: IncomingMessage['headers']) => ({
  error: {
    code: 'Unauthorized',
    message: /^\s*en/i.test(headers['accept-language'] ?? '')
      ? 'Your sign-in has expired or is missing. Please sign in again.'
      : '登录已过期或未登录，请重新登录。',
    details: null,
    validationErrors: null,
  },
});

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Browsers cannot set headers on a WebSocket, so the query string is read first; Node clients send the header. */
const credentialsOf = (request: IncomingMessage, url: URL) => {
  const header = firstHeader(request.headers.authorization) ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? '';
  const token = url.searchParams.get('access_token') || bearer;
  const tenant = url.searchParams.get('__tenant') || firstHeader(request.headers['__tenant']) || undefined;
  return { token, tenant };
};

const textOf = (data: RawData): string => {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
};

const refuseUpgrade = (socket: Duplex, status: number, reason: string) => {
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
};

/**
 * A SignalR-compatible hub for the official @microsoft/signalr client: negotiate (version 1), the
 * WebSockets transport and the JSON hub protocol, server-to-client pushes only (docs/signalr.md).
 */
export const signalrHubPlugin = fp<SignalrHubOptions>(
  async (app: FastifyInstance, { path, authenticate, events, timeouts: given, sessions }) => {
    const timeouts: HubTimeouts = { ...DEFAULT_HUB_TIMEOUTS, ...given };
    const sockets = new WebSocketServer({ noServer: true });
    const connections = new Set<Connection>();
    const byTenant = new Map<string | null, Set<Connection>>();
    // Tokens handed out by negotiate and not yet used; the socket must present one within the handshake time.
    const pending = new Map<string, { userId: string; timer: NodeJS.Timeout }>();
    let closing = false;

    const send = (connection: Connection, record: string) => {
      if (connection.ws.readyState !== WebSocket.OPEN) return;
      connection.ws.send(record);
      connection.lastSentAt = Date.now();
    };

    const close = (connection: Connection, message: CloseMessage) => {
      send(connection, writeMessage(message));
      connection.ws.close(1000);
    };

    const forget = (connection: Connection) => {
      clearTimeout(connection.handshakeTimer);
      clearInterval(connection.keepAliveTimer);
      clearTimeout(connection.clientTimeoutTimer);
      connection.untrack?.();
      connections.delete(connection);
      const tenantConnections = byTenant.get(connection.identity.tenantId);
      tenantConnections?.delete(connection);
      if (tenantConnections?.size === 0) byTenant.delete(connection.identity.tenantId);
    };

    const completeHandshake = (connection: Connection, record: string) => {
      const result = parseHandshakeRequest(record);
      if (!result.ok) {
        send(connection, writeRecord({ error: result.error }));
        connection.ws.close(1000);
        return;
      }
      clearTimeout(connection.handshakeTimer);
      connection.handshaken = true;
      send(connection, writeRecord({}));
      const { tenantId } = connection.identity;
      byTenant.set(tenantId, (byTenant.get(tenantId) ?? new Set()).add(connection));
      connection.keepAliveTimer = setInterval(() => {
        // Any message keeps the client's server timeout at bay; ping only when the line was quiet.
        if (Date.now() - connection.lastSentAt >= timeouts.keepAliveMs / 2) send(connection, PING_RECORD);
      }, timeouts.keepAliveMs);
      connection.clientTimeoutTimer = setTimeout(
        () => close(connection, { type: MessageType.Close, error: CLIENT_TIMEOUT_ERROR, allowReconnect: true }),
        timeouts.clientTimeoutMs,
      );
    };

    const handleMessage = (connection: Connection, record: string) => {
      const message = parseClientMessage(record);
      if (!message) {
        close(connection, { type: MessageType.Close, error: INVALID_MESSAGE_ERROR });
        return;
      }
      switch (message.type) {
        case MessageType.Invocation:
        case MessageType.StreamInvocation:
          // The hub has no server methods; a caller waiting for a result is told so, like ASP.NET does.
          if (message.invocationId) {
            send(
              connection,
              writeMessage({
                type: MessageType.Completion,
                invocationId: message.invocationId,
                error: `Unknown hub method '${message.target ?? ''}'`,
              }),
            );
          }
          return;
        case MessageType.Close:
          connection.ws.close(1000);
          return;
        default:
          // Pings only prove the client is alive (the timer was reset on arrival); other types are ignored.
          return;
      }
    };

    const receive = (connection: Connection, data: RawData) => {
      connection.clientTimeoutTimer?.refresh();
      const { records, rest } = splitRecords(connection.buffer + textOf(data));
      connection.buffer = rest;
      for (const record of records) {
        if (connection.ws.readyState !== WebSocket.OPEN) return;
        if (connection.handshaken) handleMessage(connection, record);
        else completeHandshake(connection, record);
      }
      if (connection.buffer.length > MAX_BUFFERED_CHARS) {
        close(connection, { type: MessageType.Close, error: INVALID_MESSAGE_ERROR });
      }
    };

    const open = (ws: WebSocket, identity: HubIdentity, token: string) => {
      const connection: Connection = {
        ws,
        identity,
        handshaken: false,
        buffer: '',
        lastSentAt: Date.now(),
        // No handshake response: the protocol gives a client that never introduced itself none.
        handshakeTimer: setTimeout(() => ws.close(1008, 'Handshake timeout'), timeouts.handshakeMs),
      };
      connections.add(connection);
      // Signed out: no reconnect, the token would be refused anyway.
      connection.untrack = sessions?.track(
        token,
        (reason) =>
          close(connection, {
            type: MessageType.Close,
            error: reason === 'session-ended' ? SESSION_ENDED_ERROR : MEMBERSHIP_FROZEN_ERROR,
            allowReconnect: false,
          }),
        identity.tenantId,
      );
      ws.on('message', (data) => receive(connection, data));
      ws.on('error', () => ws.terminate());
      ws.on('close', () => forget(connection));
    };

    const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
      const { token, tenant } = credentialsOf(request, url);
      // A connection token from negotiate opens one socket once; skipNegotiation clients send none.
      const connectionToken = url.searchParams.get('id');
      const negotiated = connectionToken === null ? undefined : pending.get(connectionToken);
      if (connectionToken !== null) {
        if (!negotiated) return refuseUpgrade(socket, 404, 'Not Found');
        clearTimeout(negotiated.timer);
        pending.delete(connectionToken);
      }
      if (!token) return refuseUpgrade(socket, 401, 'Unauthorized');
      let identity: HubIdentity | null;
      try {
        identity = await authenticate(token, tenant);
      } catch (error) {
        app.log.warn({ err: error }, 'signalr: authentication failed');
        return refuseUpgrade(socket, 503, 'Service Unavailable');
      }
      if (!identity || (negotiated && negotiated.userId !== identity.userId)) {
        return refuseUpgrade(socket, 401, 'Unauthorized');
      }
      if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
      if (socket.destroyed) return;
      const accepted = identity;
      sockets.handleUpgrade(request, socket, head, (ws) => open(ws, accepted, token));
    };

    app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== path) return;
      // Authentication is asynchronous; a client that goes away meanwhile must not crash the process.
      socket.on('error', () => socket.destroy());
      void upgrade(request, socket, head, url);
    });

    app.post(`${path}/negotiate`, async (request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      const { token, tenant } = credentialsOf(request.raw, url);
      const identity = token ? await authenticate(token, tenant) : null;
      if (!identity)
        return reply.code(401).header('www-authenticate', 'Bearer').send(unauthorizedBody(request.headers));
      const requestedVersion = Number(url.searchParams.get('negotiateVersion') ?? '0') || 0;
      const connectionId = newId();
      const connectionToken = requestedVersion >= 1 ? newId() : connectionId;
      pending.set(connectionToken, {
        userId: identity.userId,
        timer: setTimeout(() => pending.delete(connectionToken), timeouts.handshakeMs),
      });
      return negotiateResponse(requestedVersion, connectionId, connectionToken);
    });

    const unsubscribe = events.subscribe((event) => {
      const audience = byTenant.get(event.tenantId);
      if (!audience) return;
      let record: string;
      try {
        record = writeMessage({ type: MessageType.Invocation, target: event.method, arguments: event.args });
      } catch (error) {
        app.log.warn({ err: error, eventId: event.id }, 'signalr: event arguments are not JSON');
        return;
      }
      const users = event.userIds ? new Set(event.userIds) : null;
      for (const connection of audience) {
        if (users && !users.has(connection.identity.userId)) continue;
        if (event.permission && !connection.identity.permissions?.has(event.permission)) continue;
        send(connection, record);
      }
    });

    // preClose, not onClose: Fastify closes the HTTP server first and runs onClose hooks when it has
    // closed, which waits for every upgraded socket, so sockets ended in onClose would hold it open.
    app.addHook('preClose', async () => {
      closing = true;
      unsubscribe();
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
      const current = [...connections];
      const closed = Promise.all(
        current.map((connection) => new Promise<void>((resolve) => connection.ws.once('close', () => resolve()))),
      );
      // A server going away is not the client's fault: let it reconnect to the next one.
      for (const connection of current) close(connection, { type: MessageType.Close, allowReconnect: true });
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise<void>((resolve) => (grace = setTimeout(resolve, SHUTDOWN_GRACE_MS)))]);
      clearTimeout(grace);
      for (const connection of current) connection.ws.terminate();
      sockets.close();
    });
  },
  { name: 'atrium-signalr-hub' },
);
