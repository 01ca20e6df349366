/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { checkPortfolio, emptyPortfolioValues } from '../portfolio/portfolioForm';
import { useEntityForm } from './useEntityForm';

function renderForm() {
  return renderHook(() => useEntityForm(emptyPortfolioValues(), checkPortfolio)).result;
}

function refusal(status: number, code: string, message: string, details?: object[]) {
  return { status, data: { statusCode: status, code, message, details } };
}

describe('useEntityForm', () => {
  it('shows the server’s per-field details next to their fields', () => {
    const form = renderForm();
    act(() => {
      form.current.showServerError(
        refusal(400, 'VALIDATION_FAILED', 'Website must be a web address.', [
          { field: 'website', message: 'Website must be a web address.' },
          { field: 'aiTags.0', message: 'Each of the ai tags can be at most 40 characters.' },
        ]),
        'Could not save.',
      );
    });
    expect(form.current.errors).toEqual({
      website: 'Website must be a web address.',
      aiTags: 'Each of the ai tags can be at most 40 characters.',
    });
    expect(form.current.formError).toBeUndefined();
  });

  it('puts a taken slug next to the slug field', () => {
    const form = renderForm();
    const message = 'Another company already uses the slug "lattice". Choose another one.';
    act(() => {
      form.current.showServerError(
        refusal(409, 'PORTFOLIO_SLUG_TAKEN', message),
        'Could not save.',
      );
    });
    expect(form.current.errors).toEqual({ slug: message });
  });

  it('shows a refusal that names no field of the form above the form', () => {
    const form = renderForm();
    act(() => {
      form.current.showServerError(
        refusal(403, 'FORBIDDEN', 'Only admins can do this.'),
        'Could not save.',
      );
    });
    expect(form.current.formError).toBe('Only admins can do this.');
    expect(form.current.errors).toEqual({});
  });

  it('falls back to its own sentence when the server sent none', () => {
    const form = renderForm();
    act(() => {
      form.current.showServerError(
        { status: 'FETCH_ERROR', error: 'TypeError' },
        'Could not save.',
      );
    });
    expect(form.current.formError).toBe('Could not save.');
  });

  it('clears a field’s message when that field changes', () => {
    const form = renderForm();
    act(() => {
      form.current.check();
    });
    expect(form.current.errors.name).toBe('Enter the company name.');
    act(() => form.current.setValue('name', 'Lattice Labs'));
    expect(form.current.errors.name).toBeUndefined();
    expect(form.current.errors.website).toBe('Enter the company website.');
  });
});
