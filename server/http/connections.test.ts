import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { clientNetwork, parseTrustedProxies } from './client-address';
import { trackConnections, type ConnectionLimits } from './connections';

// Clients at different loopback addresses (Linux routes all of 127.0.0.0/8 to lo): the test's
// "attacker" and "visitor" are different clients to the server.
const attacker = '127.0.0.2';
const visitor = '127.0.0.3';

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server whose pages answer after `slowMs` when the path is /slow, at once otherwise. */
async function serve(limits: ConnectionLimits, trusted = '', slowMs = 500) {
  const server = createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('slow'), slowMs);
    else res.end('ok');
  });
  server.keepAliveTimeout = 60_000;
  const traffic = trackConnections(server, limits, parseTrustedProxies(trusted));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { traffic, port: (server.address() as AddressInfo).port };
}

/** A connection from `from`; with a path, it sends one keep-alive request and resolves after the answer. */
function open(port: number, from: string, path?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      if (!path) return resolve(socket);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      socket.once('data', () => resolve(socket));
    });
    socket.once('close', () => reject(new Error('closed before an answer')));
  });
}

/** One request on a new connection from `from`: its status, or the error's code. */
function get(port: number, from: string, path = '/'): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ port, host: '127.0.0.1', localAddress: from, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

const isOpen = (socket: Socket) =>
  new Promise<boolean>((resolve) =>
    setTimeout(() => resolve(!socket.destroyed && socket.readyState === 'open'), 50),
  );

describe('connections awaiting their first request', () => {
  it('counts a connection until it sends a request, and no longer than the silent grace', async () => {
    const { port, traffic } = await serve({ max: 100, perClient: 10, silentGraceMs: 300 });
    const silent = await open(port, visitor);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(traffic.awaitingRequest).toBe(1);
    await open(port, attacker, '/');
    // The served one is not waited for: it has had its answer.
    expect(traffic.awaitingRequest).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 320));
    expect(traffic.awaitingRequest).toBe(0);
    silent.destroy();
  });
});

describe('connection limits', () => {
  it('keeps one client to its share: its further connections are refused, other clients get in', async () => {
    const { port, traffic } = await serve({ max: 100, perClient: 4, silentGraceMs: 60_000 });
    const held: Socket[] = [];
    for (let i = 0; i < 4; i += 1) held.push(await open(port, attacker, '/'));
    for (let i = 0; i < 6; i += 1) await expect(open(port, attacker, '/')).rejects.toThrow('closed');
    expect((await Promise.all(held.map(isOpen))).every(Boolean)).toBe(true);
    expect(traffic.shed).toEqual({ refused: 6, evicted: 0 });
    expect(await get(port, visitor)).toBe(200);
  });

  it('closes an idle connection to make room at the cap, before refusing anybody', async () => {
    const { port, traffic } = await serve({ max: 6, perClient: 6, silentGraceMs: 60_000 });
    for (let i = 0; i < 6; i += 1) await open(port, attacker, '/');
    const statuses = await Promise.all(Array.from({ length: 5 }, () => get(port, visitor)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(traffic.shed.refused).toBe(0);
  });

  it('closes connections that never sent a request once they are past the grace period', async () => {
    const { port, traffic } = await serve({ max: 5, perClient: 5, silentGraceMs: 200 });
    for (let i = 0; i < 5; i += 1) await open(port, attacker);
    // Within the grace period a silent connection may be a request on its way: the newcomer waits its turn.
    expect(await get(port, visitor)).toBe('ECONNRESET');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await get(port, visitor)).toBe(200);
    expect(traffic.shed).toEqual({ refused: 1, evicted: 1 });
  });

  it('never closes a connection whose request is being answered: the newcomer is refused instead', async () => {
    const { port, traffic } = await serve({ max: 2, perClient: 2, silentGraceMs: 0 }, '', 300);
    const answers = [get(port, attacker, '/slow'), get(port, attacker, '/slow')];
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get(port, visitor)).toBe('ECONNRESET');
    expect(await Promise.all(answers)).toEqual([200, 200]);
    expect(traffic.shed.evicted).toBe(0);
  });

  it('does not limit a trusted proxy per client: its connections carry many clients', async () => {
    const { port, traffic } = await serve({ max: 100, perClient: 2, silentGraceMs: 60_000 }, attacker);
    const held: Socket[] = [];
    for (let i = 0; i < 8; i += 1) held.push(await open(port, attacker, '/'));
    expect((await Promise.all(held.map(isOpen))).every(Boolean)).toBe(true);
    expect(traffic.shed).toEqual({ refused: 0, evicted: 0 });
  });

  it('tracks requests in flight for the graceful shutdown', async () => {
    const { port, traffic } = await serve({ max: 10, perClient: 10, silentGraceMs: 60_000 }, '', 200);
    const answer = get(port, visitor, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(traffic.active).toBe(1);
    await traffic.settled();
    expect(traffic.active).toBe(0);
    expect(await answer).toBe(200);
  });
});

describe('clientNetwork', () => {
  const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
  const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });

  it('puts every address of an IPv6 /64 in one network, however it is written', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, a, b) => {
        const one = clientNetwork([...prefix, ...a].join(':'));
        expect(clientNetwork([...prefix, ...b].join(':'))).toBe(one);
        // The same address with its zero groups compressed.
        expect(one).toBe(clientNetwork(`${prefix.join(':')}::${b.at(-1)}`));
      }),
    );
  });

  it('tells different /64s apart', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (a, b, rest) => {
        fc.pre(a.map((g) => parseInt(g, 16)).join() !== b.map((g) => parseInt(g, 16)).join());
        expect(clientNetwork([...a, ...rest].join(':'))).not.toBe(clientNetwork([...b, ...rest].join(':')));
      }),
    );
  });

  it('keeps IPv4 addresses whole, also when a dual-stack socket maps them', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork(undefined)).toBe('unknown');
  });
});
