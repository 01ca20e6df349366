/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createAppStore } from '../app/store';
import { aiApi } from '../features/ai/aiApi';
import { renderWithApp, type TestSession } from '../testing/renderWithApp';
import { AiPlaygroundPage } from './AiPlaygroundPage';

/** The playground's code is a lazy chunk: its first load in a test run takes a moment. */
const LAZY = { timeout: 10_000 };

async function renderPlayground(session: TestSession) {
  const store = createAppStore();
  await store.dispatch(
    aiApi.util.upsertQueryData('aiModels', undefined, {
      models: ['openai/gpt-4o-mini', 'anthropic/claude-3.5-haiku'],
    }),
  );
  await store.dispatch(
    aiApi.util.upsertQueryData('aiHistory', undefined, {
      generations: [],
      total: 0,
      page: 1,
      pageSize: 10,
    }),
  );
  return renderWithApp(
    <Routes>
      <Route path="/ai-playground" element={<AiPlaygroundPage />} />
      <Route path="/login" element={<h1>Sign In</h1>} />
    </Routes>,
    { path: '/ai-playground', session, store },
  );
}

describe('AiPlaygroundPage', () => {
  it('sends a signed-out visitor to sign in', async () => {
    await renderPlayground('anonymous');
    screen.getByRole('heading', { name: 'Sign In' }); // the stand-in sign-in route
    expect(screen.queryByRole('form')).toBeNull();
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
