/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { PostingSlots } from '@sandglass/shared';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/renderWithApp';
import { toastStore } from '../../../ui/toastStore';
import { localTimeZone } from '../composer';
import { PostingSlotsEditor } from './PostingSlotsEditor';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  cleanup();
});

/** Answers GET /social/slots with `saved` (or `status`), and PUT with the body it got. */
function serve(saved: PostingSlots, status = 200) {
  const sent: unknown[] = [];
  globalThis.fetch = (async (request: { url: string; init?: RequestInit }) => {
    const put = request.init?.method === 'PUT';
    if (put) sent.push(JSON.parse(String(request.init?.body)));
    const body = JSON.stringify(
      status !== 200
        ? { code: 'INTERNAL', message: 'Something failed on the server.' }
        : put
          ? sent.at(-1)
          : saved,
    );
    const response = {
      status,
      ok: status === 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => body,
      clone: () => response,
    };
    return response;
  }) as unknown as typeof fetch;
  return sent;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('PostingSlotsEditor', () => {
  it('starts empty in the browser’s time zone, adds and removes slots, refuses one twice, and saves', async () => {
    const sent = serve({ slots: [], timeZone: 'UTC' });
    renderWithApp(<PostingSlotsEditor />, { session: 'member' });
    screen.getByText('Loading posting slots...');
    await screen.findByText(/^No posting slots yet/);
    expect(field('Time zone').value).toBe(localTimeZone());

    fireEvent.change(field('Weekday'), { target: { value: '1' } });
    fireEvent.change(field('Time'), { target: { value: '17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    fireEvent.change(field('Time'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    screen.getByText('Monday, 9:00 AM is already a slot.');
    fireEvent.change(field('Weekday'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add slot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Monday, 5:30 PM' }));
    const list = screen.getByRole('list', { name: 'Your posting slots' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sunday, 9:00 AMRemove', 'Monday, 9:00 AMRemove']);

    fireEvent.change(field('Time zone'), { target: { value: 'Europe/Berlin' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save slots' }));
    });
    expect(sent).toEqual([
      {
        slots: [
          { weekday: 0, time: '09:00' },
          { weekday: 1, time: '09:00' },
        ],
        timeZone: 'Europe/Berlin',
      },
    ]);
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      title: 'Posting Slots Saved',
      description: '2 slots in Europe/Berlin.',
    });
  });

  it('shows the saved slots in their saved time zone', async () => {
    serve({ slots: [{ weekday: 6, time: '10:15' }], timeZone: 'Asia/Tokyo' });
    renderWithApp(<PostingSlotsEditor />, { session: 'member' });
    await screen.findByText('Saturday, 10:15 AM');
    expect(field('Time zone').value).toBe('Asia/Tokyo');
    expect((screen.getByRole('button', { name: 'Save slots' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says when the slots could not be loaded, with Try again', async () => {
    serve({ slots: [], timeZone: 'UTC' }, 500);
    renderWithApp(<PostingSlotsEditor />, { session: 'member' });
    await screen.findByText('Your posting slots could not be loaded.');
    screen.getByRole('button', { name: 'Try again' });
  });
});
