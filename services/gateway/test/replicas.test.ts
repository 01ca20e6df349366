import request from 'supertest';
import { startGateway, type RunningGateway } from './gateway.js';
import { closedPort, echo, startUpstream, type Upstream } from './upstream.js';

/**
 * `--scale content=3`: the content service's name resolves to three addresses. Here the
 * replicas are real servers on three loopback addresses (127.0.0.1–3, one port), and the name
 * resolves through the resolver the gateway is given, which answers what the test says now.
 */
const NAME = 'content.replicas.test';
const ADDRESSES = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];

let replicas: Map<string, Upstream>;
let answer: string[];
let port: number;
let gateway: RunningGateway;

async function startReplica(host: string): Promise<Upstream> {
  return startUpstream(echo, { host, port });
}

/** Starts the replicas on one port that is free on every address. */
async function startReplicas(): Promise<Map<string, Upstream>> {
  for (let attempt = 0; ; attempt += 1) {
    const first = await startUpstream(echo);
    port = Number(new URL(first.url).port);
    const started = new Map([[ADDRESSES[0], first]]);
    try {
      for (const host of ADDRESSES.slice(1)) started.set(host, await startReplica(host));
      return started;
    } catch (error) {
      await Promise.all([...started.values()].map((replica) => replica.close()));
      if (attempt >= 5) throw error;
    }
  }
}

/** How many requests each replica has served so far. */
const served = () =>
  new Map([...replicas].map(([host, replica]) => [host, replica.requests.length]));

async function getPortfolio(times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1)
    statuses.push((await request(gateway.url).get('/api/portfolio')).status);
  return statuses;
}

/** Sends requests until `done` holds after a round of them (re-resolution takes a moment). */
async function until(done: (before: Map<string, number>) => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const before = served();
    await getPortfolio(9);
    if (done(before)) return;
    if (Date.now() > deadline) throw new Error(`not reached; served: ${[...served()].join(' ')}`);
  }
}

beforeEach(async () => {
  replicas = await startReplicas();
  answer = [...ADDRESSES];
  const down = await closedPort();
  gateway = await startGateway(
    {
      AUTH_URL: down,
      CONTENT_URL: `http://${NAME}:${port}`,
      AI_URL: down,
      SOCIAL_URL: down,
      SERVICE_DNS_REFRESH_MS: '100',
    },
    async (host) => {
      if (host !== NAME) throw Object.assign(new Error(`unknown ${host}`), { code: 'ENOTFOUND' });
      return answer;
    },
  );
});

afterEach(async () => {
  await gateway.close();
  await Promise.all([...replicas.values()].map((replica) => replica.close()));
});

describe('a service name that resolves to several replicas', () => {
  it('spreads requests across every replica', async () => {
    expect(await getPortfolio(30)).toEqual(Array(30).fill(200));
    const counts = served();
    for (const host of ADDRESSES) expect([host, counts.get(host)]).toEqual([host, 10]);
  });

  it('passes over a replica that refuses connections, without failing a request', async () => {
    await replicas.get('127.0.0.2')!.close();
    expect(await getPortfolio(20)).toEqual(Array(20).fill(200));
    expect(served().get('127.0.0.2')).toBe(0);
    expect(served().get('127.0.0.1')! + served().get('127.0.0.3')!).toBe(20);
  });

  it('stops sending to a replica that leaves the name, and starts on one that joins', async () => {
    await getPortfolio(6);
    answer = ['127.0.0.1', '127.0.0.2'];
    await until((before) => served().get('127.0.0.3') === before.get('127.0.0.3'));
    const left = served().get('127.0.0.3');
    expect(await getPortfolio(10)).toEqual(Array(10).fill(200));
    expect(served().get('127.0.0.3')).toBe(left);

    answer = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
    await until((before) => served().get('127.0.0.3')! > before.get('127.0.0.3')!);
  });

  it('answers 503 naming the service when every replica refuses', async () => {
    await Promise.all([...replicas.values()].map((replica) => replica.close()));
    const res = await request(gateway.url).get('/api/portfolio').expect(503);
    expect(res.body.message).toBe(
      'The content service is not available right now. Please try again in a moment.',
    );
  });
});
