import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientNetwork, type TrustedProxies } from './client-address';

/** What the production server allows open at once (server/http/settings.ts reads them). */
export interface ConnectionLimits {
  /** Open connections in all; beyond this an idle one is closed to make room, or the new one is. */
  max: number;
  /** Open connections from one client (an IPv4 address, or an IPv6 /64), beyond which its new ones are refused; trusted proxies are exempt. */
  perClient: number;
  /**
   * A connection that has sent no complete request for this long may be closed to make room: a
   * browser sends its request at once, a client that holds a socket open without one does not.
   */
  silentGraceMs: number;
}

interface Connection {
  /** Null for a trusted proxy: its connections carry many clients. */
  client: string | null;
  openedAt: number;
  /** When its last request ended (or it opened): the oldest idle connection goes first. */
  idleSince: number;
  /** A request on it has been answered (it is kept alive between requests). */
  served: boolean;
  /** Requests on it being answered (more than one when a client pipelines). */
  busy: number;
}

export interface ConnectionTracker {
  /** Open connections, for the graceful shutdown. */
  readonly open: ReadonlySet<Socket>;
  /** Requests being answered. */
  readonly active: number;
  /** When a connection or a request last arrived. */
  readonly lastActivityAt: number;
  /** Resolves once no request is being answered. */
  settled(): Promise<void>;
  /**
   * Connections accepted less than `silentGraceMs` ago that have not sent a request yet: a client
   * whose request is on its way (closing such a connection resets it).
   */
  readonly awaitingRequest: number;
  /** Closes the connections that are idle between two requests (never one whose request is pending). */
  closeKeepAliveIdle(): void;
  /** Connections refused or closed to make room, since start (for logs and tests). */
  readonly shed: { refused: number; evicted: number };
}

/**
 * Bookkeeping of the server's connections, and its connection limits: one client cannot hold more than
 * `perClient` of them (its next one is refused), and at the overall limit the connection that has
 * waited longest without a request in progress (idle after an answer, or silent past
 * `silentGraceMs`) is closed to make room before a new one is refused. Node's own `maxConnections` refuses the newcomer however idle the others are, so
 * a client that opened the cap's worth of keep-alive connections locked everyone else out.
 */
export function trackConnections(
  server: Server,
  limits: ConnectionLimits,
  trusted: TrustedProxies,
  now: () => number = Date.now,
): ConnectionTracker {
  const connections = new Map<Socket, Connection>();
  const byClient = new Map<string, Set<Socket>>();
  const shed = { refused: 0, evicted: 0 };
  let active = 0;
  let waiters: (() => void)[] = [];
  let lastActivityAt = 0;

  const idleEnough = (connection: Connection, at: number) =>
    connection.busy === 0 && (connection.served || at - connection.openedAt >= limits.silentGraceMs);

  /** Closes the longest-idle connection among `sockets`; false when none may be closed. */
  function evictFrom(sockets: Iterable<Socket>): boolean {
    const at = now();
    let oldest: Socket | undefined;
    let oldestSince = Infinity;
    for (const socket of sockets) {
      const connection = connections.get(socket);
      if (connection && idleEnough(connection, at) && connection.idleSince < oldestSince) {
        oldest = socket;
        oldestSince = connection.idleSince;
      }
    }
    if (!oldest) return false;
    forget(oldest);
    oldest.destroy();
    shed.evicted += 1;
    return true;
  }

  function forget(socket: Socket) {
    const connection = connections.get(socket);
    if (!connection) return;
    connections.delete(socket);
    if (connection.client === null) return;
    const mine = byClient.get(connection.client);
    mine?.delete(socket);
    if (mine?.size === 0) byClient.delete(connection.client);
  }

  server.on('connection', (socket: Socket) => {
    const at = now();
    lastActivityAt = at;
    const client = trusted.has(socket.remoteAddress ?? '') ? null : clientNetwork(socket.remoteAddress);
    const mine = client === null ? undefined : byClient.get(client);
    // A client at its share is refused rather than given one of its own idle connections back: a
    // browser never holds 64, and a client that reopens each closed connection at once would
    // otherwise be served a request per reopening (bench:hold: the visitor's p99 went to 5 s).
    const roomForClient = !mine || mine.size < limits.perClient;
    const room = roomForClient && (connections.size < limits.max || evictFrom(connections.keys()));
    if (!room) {
      shed.refused += 1;
      socket.destroy();
      return;
    }
    connections.set(socket, { client, openedAt: at, idleSince: at, served: false, busy: 0 });
    if (client !== null) {
      if (mine) mine.add(socket);
      else byClient.set(client, new Set([socket]));
    }
    socket.once('close', () => forget(socket));
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    lastActivityAt = now();
    active += 1;
    const connection = connections.get(req.socket);
    if (connection) connection.busy += 1;
    res.once('close', () => {
      if (connection) {
        connection.busy -= 1;
        connection.served = true;
        connection.idleSince = now();
      }
      active -= 1;
      if (active === 0) {
        const done = waiters;
        waiters = [];
        done.forEach((resolve) => resolve());
      }
    });
  });

  return {
    get open() {
      return new Set(connections.keys());
    },
    get active() {
      return active;
    },
    get lastActivityAt() {
      return lastActivityAt;
    },
    settled: () => (active === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    get awaitingRequest() {
      const at = now();
      let count = 0;
      for (const connection of connections.values())
        if (!connection.served && connection.busy === 0 && at - connection.openedAt < limits.silentGraceMs)
          count += 1;
      return count;
    },
    closeKeepAliveIdle() {
      for (const [socket, connection] of connections)
        if (connection.served && connection.busy === 0) socket.destroy();
    },
    shed,
  };
}
