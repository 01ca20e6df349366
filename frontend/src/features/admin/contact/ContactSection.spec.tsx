/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createAppStore } from '../../../app/store';
import { renderWithApp } from '../../../testing/renderWithApp';
import { contactApi } from '../../contact/contactApi';
import { ADMIN_PAGE_SIZE } from '../ui/ListControls';
import { aMessage } from '../testFactories';
import { ContactSection } from './ContactSection';

async function renderInbox() {
  const store = createAppStore();
  const grace = aMessage({
    firstName: 'Grace',
    lastName: 'Hopper',
    isRead: false,
    message: 'A'.repeat(80),
  });
  const alan = aMessage({ firstName: 'Alan', lastName: 'Turing', isRead: true });
  const request = { q: '', page: 1, pageSize: ADMIN_PAGE_SIZE };
  await store.dispatch(
    contactApi.util.upsertQueryData(
      'contactPage',
      { ...request, unread: false },
      { items: [grace, alan], total: 2 },
    ),
  );
  await store.dispatch(
    contactApi.util.upsertQueryData(
      'contactPage',
      { ...request, unread: true },
      { items: [grace], total: 1 },
    ),
  );
  await store.dispatch(contactApi.util.upsertQueryData('unreadContactCount', undefined, 1));
  return renderWithApp(<ContactSection />, { session: 'admin', store });
}

const mutationNames = (store: ReturnType<typeof createAppStore>) =>
  Object.values(store.getState().api.mutations).map((mutation) => mutation?.endpointName);

describe('ContactSection', () => {
  it('shows each message as New or Read', async () => {
    await renderInbox();
    const unread = screen.getByRole('heading', { name: 'Grace Hopper' }).closest('li')!;
    expect(within(unread).getByText('New')).toBeTruthy();
    const read = screen.getByRole('heading', { name: 'Alan Turing' }).closest('li')!;
    expect(within(read).getByText('Read')).toBeTruthy();
    expect(screen.getByText('2 messages, 1 unread')).toBeTruthy();
  });

  it('filters to the unread messages', async () => {
    await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Alan Turing' })).toBeNull();
  });

  it('opens an unread message in full and marks it read', async () => {
    const { store } = await renderInbox();
    // Unit tests have no network: the request fails, and RTK Query reports it on the console.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Open the message from Grace Hopper' }));
      const dialog = screen.getByRole('dialog', { name: 'Message from Grace Hopper' });
      expect(within(dialog).getByText('A'.repeat(80))).toBeTruthy();
      expect(mutationNames(store)).toEqual(['setContactRead']);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    } finally {
      consoleError.mockRestore();
    }
  });

  it('shows a message read at once, and unread again when the server refuses', async () => {
    await renderInbox();
    // Unit tests have no network: the request fails, as a refusal would.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const row = () => screen.getByRole('heading', { name: 'Grace Hopper' }).closest('li')!;
      fireEvent.click(
        screen.getByRole('button', { name: 'Mark as read: message from Grace Hopper' }),
      );
      expect(within(row()).getByText('Read')).toBeTruthy();
      expect(screen.getByText('2 messages, 0 unread')).toBeTruthy();
      expect(await within(row()).findByText('New')).toBeTruthy();
      expect(screen.getByText('2 messages, 1 unread')).toBeTruthy();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('does not write anything when opening a message already read', async () => {
    const { store } = await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Open the message from Alan Turing' }));
    expect(screen.getByRole('dialog', { name: 'Message from Alan Turing' })).toBeTruthy();
    expect(mutationNames(store)).toEqual([]);
  });

  it('asks before deleting, naming whose message it is', async () => {
    const { store } = await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the message from Alan Turing' }));
    expect(
      screen.getByRole('dialog', { name: 'Delete the message from Alan Turing?' }),
    ).toBeTruthy();
    expect(mutationNames(store)).toEqual([]);
  });
});
