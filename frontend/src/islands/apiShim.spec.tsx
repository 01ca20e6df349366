/** @jest-environment jsdom */
import '../testing/domGlobals';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { api } from './apiShim';

/**
 * The islands' stand-in for RTK Query draws what a query brings in a deferred render, which
 * React splits into slices that give the main thread back: a list that arrives on a public page
 * must not be one long task. Before that render, the urgent one keeps what is on the screen.
 */
const { useCompaniesQuery } = api.injectEndpoints({
  endpoints: (build) => ({
    companies: build.query<string[], void>({ query: () => '/companies' }),
  }),
});

/** Requests the stand-in makes, each answered when the test says. */
const asked: { url: string; answer: (body: unknown) => void }[] = [];
const realFetch = globalThis.fetch;
const RealRequest = globalThis.Request;

function answerRequests() {
  globalThis.Request = class {
    constructor(readonly url: string) {}
    clone() {
      return this;
    }
  } as unknown as typeof Request;
  globalThis.fetch = ((request: { url: string }) =>
    new Promise((resolve) => {
      asked.push({
        url: request.url,
        answer: (body) =>
          resolve({
            ok: true,
            status: 200,
            headers: new Map([['content-type', 'application/json']]),
            text: () => Promise.resolve(JSON.stringify(body)),
          } as unknown as Response),
      });
    })) as typeof fetch;
}

afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.Request = RealRequest;
  asked.length = 0;
});

describe('the islands’ RTK Query stand-in', () => {
  it('draws what arrives in a deferred render, after an urgent one that keeps the screen', async () => {
    answerRequests();
    const drawn: string[] = [];
    function Companies() {
      const { data, isLoading } = useCompaniesQuery();
      const text = isLoading || !data ? 'Loading' : data.join(', ');
      drawn.push(text);
      return <p>{text}</p>;
    }
    render(<Companies />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(asked.map((request) => request.url)).toEqual(['/api/companies']);

    drawn.length = 0;
    await act(async () => {
      asked[0]!.answer(['Acme', 'Globex']);
      await Promise.resolve();
    });
    expect(screen.getByText('Acme, Globex')).toBeTruthy();
    // Blocking, the store's change drew nothing new; the list came in the deferred render.
    expect(drawn).toEqual(['Loading', 'Acme, Globex']);

    // Asked for again (another island, a later part), the answer is there at once.
    drawn.length = 0;
    render(<Companies />);
    expect(drawn).toEqual(['Acme, Globex']);
    expect(asked).toHaveLength(1);
  });
});
