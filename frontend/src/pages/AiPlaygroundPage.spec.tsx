/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import type { AiGeneration } from '@sandglass/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, type AppStore } from '../app/store';
import { aiApi } from '../features/ai/aiApi';
import { runDelta, runFinished, runStarted, runStopped } from '../features/ai/playgroundSlice';
import { renderWithApp, type TestSession } from '../testing/renderWithApp';
import { AiPlaygroundPage } from './AiPlaygroundPage';

/** The playground's code is a lazy chunk: its first load in a test run takes a moment. */
const LAZY = { timeout: 10_000 };

function aGeneration(id: string): AiGeneration {
  return {
    id,
    endpoint: 'insight',
    model: 'openai/gpt-4o-mini',
    promptChars: 26,
    inputTokens: 10,
    outputTokens: 20,
    cost: 0.0001,
    latencyMs: 1200,
    outcome: 'succeeded',
    errorCode: null,
    createdAt: '2026-01-01T10:00:00.000Z',
  };
}

function SignInStandIn() {
  const { search } = useLocation();
  return <h1>Sign In {search}</h1>;
}

async function renderPlayground(
  session: TestSession,
  { store = createAppStore(), generations = [] as AiGeneration[] } = {},
) {
  await store.dispatch(
    aiApi.util.upsertQueryData('aiModels', undefined, {
      models: ['openai/gpt-4o-mini', 'anthropic/claude-3.5-haiku'],
    }),
  );
  await store.dispatch(
    aiApi.util.upsertQueryData('aiHistory', undefined, {
      generations,
      total: generations.length,
      page: 1,
      pageSize: 10,
    }),
  );
  return renderWithApp(
    <Routes>
      <Route path="/ai-playground" element={<AiPlaygroundPage />} />
      <Route path="/login" element={<SignInStandIn />} />
    </Routes>,
    { path: '/ai-playground', session, store },
  );
}

describe('AiPlaygroundPage', () => {
  it('sends a signed-out visitor to sign in, to come back here', async () => {
    await renderPlayground('anonymous');
    expect(screen.getByRole('heading').textContent).toBe('Sign In ?next=%2Fai-playground');
  });

  it('labels the page for members only when the viewer is one', async () => {
    const guest = await renderPlayground('guest');
    await screen.findByRole('tablist', { name: 'Kind of generation' }, LAZY);
    expect(screen.queryByText('Members')).toBeNull();
    guest.unmount();
    await renderPlayground('member');
    expect(screen.getAllByText('Members')).toHaveLength(1);
  });

  it('shows the prompt and answer again after the person left the page', async () => {
    const first = await renderPlayground('member');
    fireEvent.change(await screen.findByLabelText('Prompt', {}, LAZY), {
      target: { value: 'Where is legal AI heading?' },
    });
    const run = { endpoint: 'insight', runId: 'insight-test' } as const;
    act(() => {
      first.store.dispatch(runStarted(run));
      first.store.dispatch(runDelta({ ...run, delta: { text: 'Towards agents.' } }));
    });
    first.unmount();

    await renderPlayground('member', { store: first.store });
    expect((screen.getByLabelText('Prompt') as HTMLTextAreaElement).value).toBe(
      'Where is legal AI heading?',
    );
    expect(screen.getByRole('region', { name: 'Insight' }).textContent).toContain(
      'Towards agents.',
    );
  });

  it('says nothing was written when stopped before the first word', async () => {
    const { store } = await renderPlayground('member');
    await screen.findByLabelText('Prompt', {}, LAZY);
    const run = { endpoint: 'insight', runId: 'insight-test' } as const;
    act(() => {
      store.dispatch(runStarted(run));
      store.dispatch(runStopped(run));
    });
    const result = await screen.findByRole('region', { name: 'Insight' });
    expect(result.textContent).toContain('Stopped before the model wrote anything.');
    expect(within(result).queryByText(/incomplete/)).toBeNull();
  });

  it('reopens a generation made here from the history, prompt and answer', async () => {
    const store: AppStore = createAppStore();
    await renderPlayground('member', { store, generations: [aGeneration('gen-1')] });
    fireEvent.change(await screen.findByLabelText('Prompt', {}, LAZY), {
      target: { value: 'Where is legal AI heading?' },
    });
    const run = { endpoint: 'insight', runId: 'insight-test' } as const;
    act(() => {
      store.dispatch(runStarted(run));
      store.dispatch(
        runFinished({
          ...run,
          done: {
            id: 'gen-1',
            model: 'openai/gpt-4o-mini',
            result: { insight: 'Towards agents.' },
            usage: { inputTokens: 10, outputTokens: 20, cost: 0.0001 },
            latencyMs: 1200,
          },
        }),
      );
    });
    fireEvent.change(screen.getByLabelText('Prompt'), { target: { value: 'Another question' } });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Blog Content' }));

    const history = screen.getByRole('region', { name: 'Recent generations' });
    fireEvent.click(within(history).getByRole('button', { name: /^Open AI Insight from/ }));
    expect(screen.getByRole('tab', { name: 'AI Insights' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Prompt') as HTMLTextAreaElement).value).toBe(
      'Where is legal AI heading?',
    );
    expect(screen.getByRole('region', { name: 'Insight' }).textContent).toContain(
      'Towards agents.',
    );
  });

  it('offers no Open for a generation whose text this browser does not have', async () => {
    await renderPlayground('member', { generations: [aGeneration('gen-older')] });
    const history = await screen.findByRole('region', { name: 'Recent generations' }, LAZY);
    await within(history).findByText('AI Insight');
    expect(within(history).queryByRole('button', { name: /^Open/ })).toBeNull();
  });

  it('offers the three tabs and the models, the default selected', async () => {
    await renderPlayground('guest');
    const tabs = await screen.findByRole('tablist', { name: 'Kind of generation' }, LAZY);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['AI Insights', 'Company Analysis', 'Blog Content']);
    const model = screen.getByLabelText('Model') as HTMLSelectElement;
    expect(model.value).toBe('openai/gpt-4o-mini');
    expect([...model.options].map((option) => option.value)).toEqual([
      'openai/gpt-4o-mini',
      'anthropic/claude-3.5-haiku',
    ]);
    screen.getByText('No generations yet. What you generate appears here.');
  });

  it('keeps Generate Insight disabled while the prompt is blank', async () => {
    await renderPlayground('member');
    const button = (await screen.findByRole(
      'button',
      { name: 'Generate Insight' },
      LAZY,
    )) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const prompt = screen.getByLabelText('Prompt');
    fireEvent.change(prompt, { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(prompt, { target: { value: 'Where is legal AI heading?' } });
    expect(button.disabled).toBe(false);
  });

  it('needs a name and a description before Analyze Company, and at most 20 tags', async () => {
    await renderPlayground('member');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Company Analysis' }, LAZY));
    const panel = screen.getByRole('form', { name: 'Company Analysis' });
    expect(screen.queryByRole('form', { name: 'AI Insights' })).toBeNull();
    const button = within(panel).getByRole('button', {
      name: 'Analyze Company',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(within(panel).getByLabelText('Company name'), {
      target: { value: 'Lexica' },
    });
    expect(button.disabled).toBe(true);
    fireEvent.change(within(panel).getByLabelText('Description'), {
      target: { value: 'Contract review.' },
    });
    expect(button.disabled).toBe(false);
    fireEvent.change(within(panel).getByLabelText('AI tags (optional)'), {
      target: { value: Array.from({ length: 21 }, (_, i) => `t${i}`).join(', ') },
    });
    expect(button.disabled).toBe(true);
    expect(within(panel).getByText('Use at most 20 tags.').textContent).toBe(
      'Use at most 20 tags.',
    );
  });
});
