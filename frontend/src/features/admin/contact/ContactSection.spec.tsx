/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createAppStore } from '../../../app/store';
import { labelOf } from '../../../testing/accessibleText';
import { renderWithApp } from '../../../testing/renderWithApp';
import { contactApi } from '../../contact';
import { ADMIN_PAGE_SIZE } from '../components/ListControls';
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

/** The one status badge of a message's row: New or Read. */
const statusOf = (row: HTMLElement) => within(row).getByText(/^(New|Read)$/).textContent;
/** The inbox's count line, e.g. "2 messages, 1 unread". */
const countLine = () => screen.getByText(/^\d+ messages?, \d+ unread$/).textContent;

const mutationNames = (store: ReturnType<typeof createAppStore>) =>
  Object.values(store.getState().api.mutations).map((mutation) => mutation?.endpointName);

describe('ContactSection', () => {
  it('shows each message as New or Read', async () => {
    await renderInbox();
    const unread = screen.getByRole('heading', { name: 'Grace Hopper' }).closest('li')!;
    expect(statusOf(unread)).toBe('New');
    const read = screen.getByRole('heading', { name: 'Alan Turing' }).closest('li')!;
    expect(statusOf(read)).toBe('Read');
    expect(countLine()).toBe('2 messages, 1 unread');
  });

  it('filters to the unread messages', async () => {
    await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Grace Hopper']);
  });

  it('opens an unread message in full and marks it read', async () => {
    const { store } = await renderInbox();
    // Unit tests have no network: the request fails, and RTK Query reports it on the console.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Open the message from Grace Hopper' }));
      const dialog = screen.getByRole('dialog');
      expect(labelOf(dialog)).toBe('Message from Grace Hopper');
      expect(dialog.textContent).toContain('A'.repeat(80));
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
      expect(statusOf(row())).toBe('Read');
      expect(countLine()).toBe('2 messages, 0 unread');
      await within(row()).findByText('New');
      expect(statusOf(row())).toBe('New');
      expect(countLine()).toBe('2 messages, 1 unread');
    } finally {
      consoleError.mockRestore();
    }
  });

  it('does not write anything when opening a message already read', async () => {
    const { store } = await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Open the message from Alan Turing' }));
    expect(labelOf(screen.getByRole('dialog'))).toBe('Message from Alan Turing');
    expect(mutationNames(store)).toEqual([]);
  });

  it('asks before deleting, naming whose message it is', async () => {
    const { store } = await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the message from Alan Turing' }));
    expect(labelOf(screen.getByRole('dialog'))).toBe('Delete the message from Alan Turing?');
    expect(mutationNames(store)).toEqual([]);
  });
});
