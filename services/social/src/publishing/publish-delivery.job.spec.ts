import { jest } from '@jest/globals';
import { FakeClock } from '@sandglass/server/testing';
import { DelayedError, type Job } from 'bullmq';
import { pino } from 'pino';
import type { AccountTokens } from '../connected-accounts/account-tokens.js';
import type { PlatformRegistry } from '../platforms/platform-registry.js';
import type { PlatformAdapter } from '../platforms/platform.js';
import type { DeliveryStore, DeliveryToPublish } from './delivery-store.js';
import { PUBLISHING_STUCK_MS, PublishDeliveryJob } from './publish-delivery.job.js';
import type { PublishingSettings } from './publishing.config.js';

const now = new Date('2026-11-23T12:00:00Z');

function delivery(overrides: Partial<DeliveryToPublish> = {}): DeliveryToPublish {
  return {
    id: 'd1',
    postId: 'p1',
    userId: 'u1',
    platform: 'twitter',
    accountId: 'a1',
    status: 'publishing',
    attempts: 1,
    text: 'Hello',
    campaignLinks: true,
    nextAttemptAt: now,
    publishStartedAt: new Date(now.getTime() - 60_000),
    checkpoint: null,
    ...overrides,
  };
}

function setUp(found: DeliveryToPublish | null) {
  const adapter = {
    publish: jest.fn(),
    findPublished: jest.fn(async () => ({ id: 'x1', url: 'https://x.test/x1' })),
  };
  const store = {
    claim: jest.fn(async () => null),
    find: jest.fn(async () => found),
    settle: jest.fn(async () => true),
  };
  const accounts = {
    forPublishing: jest.fn(async () => ({
      externalId: 'e1',
      accountName: '@e1',
      tokens: { accessToken: 't' },
    })),
  };
  const registry = {
    endpoints: () => ({ apiUrl: 'https://x.test' }),
    adapter: () => adapter as unknown as PlatformAdapter,
  };
  const handler = new PublishDeliveryJob(
    store as unknown as DeliveryStore,
    accounts as unknown as AccountTokens,
    registry as unknown as PlatformRegistry,
    new FakeClock(now),
    pino({ level: 'silent' }),
    { siteUrl: 'https://sandglass.vc' } as PublishingSettings,
  );
  return { handler, adapter, store };
}

const job = (stalledCounter: number) => {
  const moveToDelayed = jest.fn(async () => undefined);
  return { job: { id: 'j', stalledCounter, moveToDelayed } as unknown as Job, moveToDelayed };
};

describe('a publish job that cannot claim its delivery', () => {
  it('does nothing to a delivery already posted, failed or cancelled', async () => {
    for (const status of ['posted', 'failed', 'cancelled'] as const) {
      const { handler, adapter, store } = setUp(delivery({ status }));
      expect(await handler.handle({ deliveryId: 'd1' }, job(0).job)).toBe('skipped');
      expect(adapter.publish).not.toHaveBeenCalled();
      expect(store.settle).not.toHaveBeenCalled();
    }
  });

  it('waits until a delivery re-timed later is due', async () => {
    const later = new Date(now.getTime() + 3_600_000);
    const { handler } = setUp(delivery({ status: 'queued', nextAttemptAt: later }));
    const { job: running, moveToDelayed } = job(0);
    await expect(handler.handle({ deliveryId: 'd1' }, running, 'lock')).rejects.toBeInstanceOf(
      DelayedError,
    );
    expect(moveToDelayed).toHaveBeenCalledWith(later.getTime(), 'lock');
  });

  it('leaves a delivery another live attempt is publishing alone until that attempt must be over', async () => {
    const started = delivery();
    const { handler, adapter } = setUp(started);
    const { job: running, moveToDelayed } = job(0);
    await expect(handler.handle({ deliveryId: 'd1' }, running, 'lock')).rejects.toBeInstanceOf(
      DelayedError,
    );
    expect(moveToDelayed).toHaveBeenCalledWith(
      started.publishStartedAt!.getTime() + PUBLISHING_STUCK_MS,
      'lock',
    );
    expect(adapter.findPublished).not.toHaveBeenCalled();
    expect(adapter.publish).not.toHaveBeenCalled();
  });

  it('looks on the platform, never publishing again, when its own previous run died mid-publish', async () => {
    const { handler, adapter, store } = setUp(delivery());
    expect(await handler.handle({ deliveryId: 'd1' }, job(1).job)).toBe('reconciled');
    expect(adapter.publish).not.toHaveBeenCalled();
    expect(adapter.findPublished).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      expect.objectContaining({ text: 'Hello', since: delivery().publishStartedAt }),
    );
    expect(store.settle).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'd1', attempts: 1 }),
      expect.objectContaining({ status: 'posted', externalId: 'x1' }),
    );
  });

  it('fails as unknown a delivery its crashed run left that the platform does not show', async () => {
    const { handler, adapter, store } = setUp(delivery());
    adapter.findPublished.mockResolvedValueOnce(null as never);
    await handler.handle({ deliveryId: 'd1' }, job(1).job);
    expect(store.settle).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ status: 'failed', outcomeUnknown: true, retryable: false }),
    );
  });
});
