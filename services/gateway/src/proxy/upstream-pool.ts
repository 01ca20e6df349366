import { lookup } from 'node:dns/promises';
import { Agent } from 'node:http';
import { isIP } from 'node:net';

/** Every address a host name resolves to (A and AAAA records, /etc/hosts, Docker's DNS). */
export type ResolveHost = (host: string) => Promise<string[]>;

/** The operating system's resolver, as every other program on the machine would resolve. */
export const resolveWithSystem: ResolveHost = async (host) =>
  (await lookup(host, { all: true })).map((entry) => entry.address);

/** How long an address that refused a connection is passed over before it is tried again. */
export const ADDRESS_RETRY_MS = 5000;

/** One address of a service, with its own keep-alive connections. */
export interface UpstreamAddress {
  /** The address as a URL the proxy can target, e.g. http://10.0.3.7:3002 or http://[::1]:3002. */
  readonly url: string;
  readonly agent: Agent;
}

interface AddressState extends UpstreamAddress {
  ip: string;
  /** Until when it is passed over (0: healthy). */
  downUntil: number;
}

export interface UpstreamPoolOptions {
  resolve: ResolveHost;
  /** How often the name is resolved again, so replicas that come and go are picked up. */
  refreshMs: number;
  now?: () => number;
}

/**
 * The replicas of one service: every address its URL's host name resolves to, taken in turn
 * (round robin over those that have not refused a connection in the last ADDRESS_RETRY_MS).
 * The name is resolved again when the last answer is older than `refreshMs`, on the request
 * that notices it, without holding that request up; if the resolver fails, the last answer is
 * kept. An IP address in the URL is the one and only replica.
 */
export class UpstreamPool {
  private readonly protocol: string;
  private readonly host: string;
  private readonly port: string;
  private readonly now: () => number;
  /** Every address ever seen, by IP, so an address that comes back finds its connections. */
  private readonly known = new Map<string, AddressState>();
  private current: AddressState[] = [];
  private resolvedAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<void> | undefined;
  private turn = 0;

  constructor(
    serviceUrl: string,
    private readonly options: UpstreamPoolOptions,
  ) {
    const url = new URL(serviceUrl);
    this.protocol = url.protocol;
    this.host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    this.port = url.port;
    this.now = options.now ?? Date.now;
    if (isIP(this.host)) {
      this.current = [this.address(this.host)];
      this.resolvedAt = Number.POSITIVE_INFINITY;
    }
  }

  /** How many addresses the name resolves to now. */
  get size(): number {
    return this.current.length;
  }

  /**
   * The next address to send a request to, skipping those in `tried`. An address that refused
   * a connection lately is passed over while another is healthy, and taken when none is (so a
   * service that comes back is found at once). Undefined when every address has been tried.
   */
  async next(
    tried: ReadonlySet<UpstreamAddress> = new Set(),
  ): Promise<UpstreamAddress | undefined> {
    if (this.current.length === 0) await this.refresh();
    else if (this.now() - this.resolvedAt >= this.options.refreshMs) void this.refresh();
    const candidates = this.current.filter((address) => !tried.has(address));
    if (candidates.length === 0) return undefined;
    const now = this.now();
    const healthy = candidates.filter((address) => address.downUntil <= now);
    if (healthy.length === 0) {
      return candidates.reduce((soonest, address) =>
        address.downUntil < soonest.downUntil ? address : soonest,
      );
    }
    this.turn = (this.turn + 1) % Number.MAX_SAFE_INTEGER;
    return healthy[this.turn % healthy.length];
  }

  /** The address refused or did not accept a connection: pass it over for a while. */
  markDown(address: UpstreamAddress): void {
    const state = this.known.get((address as AddressState).ip);
    if (state) state.downUntil = this.now() + ADDRESS_RETRY_MS;
  }

  /** The address answered: take it in turn again. */
  markUp(address: UpstreamAddress): void {
    const state = this.known.get((address as AddressState).ip);
    if (state) state.downUntil = 0;
  }

  close(): void {
    for (const address of this.known.values()) address.agent.destroy();
  }

  /** Resolves the name once at a time; a failure keeps the last answer (none: the error). */
  private refresh(): Promise<void> {
    this.refreshing ??= this.options
      .resolve(this.host)
      .then((ips) => {
        if (ips.length === 0) throw new Error(`${this.host} resolves to no address.`);
        const next = [...new Set(ips)].map((ip) => this.address(ip));
        for (const gone of this.current.filter((address) => !next.includes(address)))
          closeIdleConnections(gone.agent);
        this.current = next;
        this.resolvedAt = this.now();
      })
      .catch((error: unknown) => {
        if (this.current.length === 0) throw error;
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  private address(ip: string): AddressState {
    let state = this.known.get(ip);
    if (!state) {
      const host = ip.includes(':') ? `[${ip}]` : ip;
      state = {
        ip,
        url: `${this.protocol}//${host}${this.port ? `:${this.port}` : ''}`,
        agent: new Agent({ keepAlive: true, maxSockets: 256 }),
        downUntil: 0,
      };
      this.known.set(ip, state);
    }
    return state;
  }
}

/** Closes the connections an address no longer in the answer holds idle; busy ones finish. */
function closeIdleConnections(agent: Agent): void {
  for (const sockets of Object.values(agent.freeSockets)) {
    for (const socket of sockets ?? []) socket.destroy();
  }
}
