/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { descriptionOf } from '../../../testing/accessibleText';
import { renderWithApp } from '../../../testing/renderWithApp';
import { toastStore } from '../../../ui/toastStore';
import { BlogEditorDialog } from './BlogEditorDialog';
import { altTextOf, insertImageMarkdown } from './insertImage';

const UPLOADED = `/api/uploads/${'ab'.repeat(32)}.png`;

function body() {
  return screen.getByLabelText('Body (Markdown)') as HTMLTextAreaElement;
}

function chooseImage(file: File) {
  fireEvent.change(screen.getByLabelText('Image to insert into the body'), {
    target: { files: [file] },
  });
}

function jsonResponse(status: number, payload: unknown) {
  const text = JSON.stringify(payload);
  const response = {
    status,
    ok: status < 400,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
    clone: () => response,
  };
  return response;
}

describe('BlogEditorDialog: Insert image', () => {
  const realFetch = globalThis.fetch;
  let uploadAnswer: () => ReturnType<typeof jsonResponse>;
  let uploads: number;

  beforeEach(() => {
    uploads = 0;
    uploadAnswer = () =>
      jsonResponse(201, { url: UPLOADED, contentType: 'image/png', width: 4, height: 3 });
    globalThis.fetch = (async (request: { url: string; init?: RequestInit }) => {
      if (!String(request.url).endsWith('/uploads')) return new Promise<never>(() => undefined);
      uploads += 1;
      return uploadAnswer();
    }) as unknown as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('uploads the image and writes its Markdown at the cursor, alt text selected', async () => {
    renderWithApp(<BlogEditorDialog onClose={jest.fn()} />, { session: 'admin' });
    fireEvent.change(body(), { target: { value: 'First paragraph.\n\nSecond paragraph.' } });
    body().setSelectionRange(16, 16);
    const button = screen.getByRole('button', { name: 'Insert image' });
    expect(button.tagName).toBe('BUTTON');
    await act(async () => {
      chooseImage(new File([new Uint8Array(10)], 'seed-round_chart.png', { type: 'image/png' }));
    });
    await screen.findByText('Image inserted. Describe it in the selected alt text.');
    expect(uploads).toBe(1);
    expect(body().value).toBe(
      `First paragraph.\n\n![seed round chart](${UPLOADED})\n\nSecond paragraph.`,
    );
    expect(document.activeElement).toBe(body());
    expect(body().value.slice(body().selectionStart, body().selectionEnd)).toBe('seed round chart');
  });

  it('shows an upload refused by the server at the body field, and inserts nothing', async () => {
    uploadAnswer = () =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'This file is not a PNG, JPEG, WebP or GIF image.',
      });
    renderWithApp(<BlogEditorDialog onClose={jest.fn()} />, { session: 'admin' });
    fireEvent.change(body(), { target: { value: 'Text.' } });
    await act(async () => {
      chooseImage(new File([new Uint8Array(10)], 'fake.png', { type: 'image/png' }));
    });
    await screen.findByText('This file is not a PNG, JPEG, WebP or GIF image.');
    expect(descriptionOf(body())).toContain('This file is not a PNG, JPEG, WebP or GIF image.');
    expect(body().value).toBe('Text.');
  });

  it('refuses a file that is not an image before uploading it', () => {
    renderWithApp(<BlogEditorDialog onClose={jest.fn()} />, { session: 'admin' });
    chooseImage(new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
    expect(descriptionOf(body())).toContain('Choose a PNG, JPEG, WebP or GIF image.');
    expect(uploads).toBe(0);
  });
});

describe('insertImageMarkdown', () => {
  it('puts the image in a paragraph of its own and selects its alt text', () => {
    expect(insertImageMarkdown('', 0, 0, 'chart', '/u.png')).toEqual({
      text: '![chart](/u.png)',
      selectionStart: 2,
      selectionEnd: 7,
    });
    expect(insertImageMarkdown('ab', 1, 1, 'x', '/u.png').text).toBe('a\n\n![x](/u.png)\n\nb');
    expect(insertImageMarkdown('a\n', 2, 2, 'x', '/u.png').text).toBe('a\n\n![x](/u.png)');
    expect(insertImageMarkdown('a old b', 2, 5, 'x', '/u.png').text).toBe(
      'a \n\n![x](/u.png)\n\n b',
    );
  });

  it('makes the alt text from the file name, without what would break the Markdown', () => {
    expect(altTextOf('team_photo-2026.JPG')).toBe('team photo 2026');
    expect(altTextOf('[x](y).png')).toBe('xy');
    expect(altTextOf('.png')).toBe('Image');
  });
});

describe('BlogEditorDialog: Feature this article on Insights', () => {
  const realFetch = globalThis.fetch;
  let sent: Record<string, unknown>[];

  beforeEach(() => {
    sent = [];
    globalThis.fetch = (async (request: { url: string; init?: RequestInit }) => {
      if (!String(request.url).endsWith('/blog') || request.init?.method !== 'POST') {
        return new Promise<never>(() => undefined);
      }
      const input = JSON.parse(String(request.init.body)) as Record<string, unknown>;
      sent.push(input);
      return jsonResponse(201, {
        ...input,
        id: 'p1',
        slug: 'chosen',
        status: 'draft',
        publishedAt: null,
      });
    }) as unknown as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function fill(label: string, value: string) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }

  it('sends featured as ticked, and false when left alone', async () => {
    const onClose = jest.fn();
    renderWithApp(<BlogEditorDialog onClose={onClose} />, { session: 'admin' });
    const box = screen.getByRole('checkbox', { name: 'Feature this article on Insights' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(descriptionOf(box)).toContain('in place of the article featured now');
    fill('Title', 'The chosen one');
    fill('Excerpt', 'Why this one leads.');
    fill('Body (Markdown)', 'Text.');
    fill('Category', 'technology');
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    });
    expect(sent).toEqual([expect.objectContaining({ title: 'The chosen one', featured: true })]);
  });
});

describe('BlogEditorDialog: Share on social', () => {
  const realFetch = globalThis.fetch;
  let sent: Record<string, unknown>[];
  const message = 'A draft for X (Twitter) is waiting in Social Media → Scheduled, under Drafts.';

  beforeEach(() => {
    sent = [];
    globalThis.fetch = (async (request: { url: string; init?: RequestInit }) => {
      if (!String(request.url).endsWith('/blog') || request.init?.method !== 'POST') {
        return new Promise<never>(() => undefined);
      }
      const input = JSON.parse(String(request.init.body)) as Record<string, unknown>;
      sent.push(input);
      return jsonResponse(201, {
        ...input,
        id: 'p1',
        slug: 'shared',
        publishedAt: '2026-11-26T10:00:00Z',
        socialShare: { postId: 'd1', platforms: ['twitter'], imageAttached: false, message },
      });
    }) as unknown as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('is offered once the article is published, sends shareToSocial and says where the draft is', async () => {
    renderWithApp(<BlogEditorDialog onClose={jest.fn()} />, { session: 'admin' });
    const box = screen.getByRole('checkbox', { name: 'Share on social' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(descriptionOf(box)).toContain('Publish the article to share it on social.');
    for (const [label, value] of [
      ['Title', 'Shared widely'],
      ['Excerpt', 'Why it matters.'],
      ['Body (Markdown)', 'Text.'],
      ['Category', 'technology'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('radio', { name: 'Published' }));
    expect(box.disabled).toBe(false);
    fireEvent.click(box);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    });
    expect(sent).toEqual([
      expect.objectContaining({ title: 'Shared widely', status: 'published', shareToSocial: true }),
    ]);
    expect(toastStore.getSnapshot()[0]?.description).toContain(message);
  });
});
