import { EventEmitter } from 'node:events';
import { jest } from '@jest/globals';
import type { AuthUser } from '@sandglass/server';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { pino } from 'pino';
import { EventsController, HEARTBEAT_MS } from './events.controller.js';
import type { CampaignStats } from './campaign-stats.js';
import type { PostChangedListener, PostEvents } from '../events/post-events.js';

class FakeResponse extends EventEmitter {
  written: string[] = [];
  headers: Record<string, string> = {};
  status() {
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  flushHeaders() {}
  write(chunk: string) {
    this.written.push(chunk);
    return true;
  }
}

function fakeEvents() {
  const listeners = new Set<PostChangedListener>();
  const events = {
    subscribe: async (listener: PostChangedListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as PostEvents;
  return { events, listeners };
}

const user: AuthUser = { id: 'member-1', role: 'member', email: 'm@example.com' };

describe('the post events stream', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('beats every 10 s while open, and stops listening and beating once the client goes', async () => {
    const { events, listeners } = fakeEvents();
    const controller = new EventsController(
      events,
      {} as CampaignStats,
      {} as DataSource,
      pino({ level: 'silent' }),
    );
    const res = new FakeResponse();
    await controller.stream(user, res as unknown as Response, undefined);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(listeners.size).toBe(1);
    expect(res.written.join('')).toContain(': connected');

    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(res.written.filter((chunk) => chunk === ': heartbeat\n\n')).toHaveLength(2);

    res.emit('close');
    expect(listeners.size).toBe(0);
    jest.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(res.written.filter((chunk) => chunk === ': heartbeat\n\n')).toHaveLength(2);
  });

  it('does not keep a subscription made after the client already left', async () => {
    const listeners = new Set<PostChangedListener>();
    let subscribed!: () => void;
    const events = {
      subscribe: (listener: PostChangedListener) =>
        new Promise<() => void>((resolve) => {
          subscribed = () => {
            listeners.add(listener);
            resolve(() => listeners.delete(listener));
          };
        }),
    } as unknown as PostEvents;
    const controller = new EventsController(
      events,
      {} as CampaignStats,
      {} as DataSource,
      pino({ level: 'silent' }),
    );
    const res = new FakeResponse();
    const streaming = controller.stream(user, res as unknown as Response, undefined);
    res.emit('close');
    subscribed();
    await streaming;
    expect(listeners.size).toBe(0);
  });
});
