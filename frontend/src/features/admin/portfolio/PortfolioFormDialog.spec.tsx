/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { descriptionOf, labelOf } from '../../../testing/accessibleText';
import { renderWithApp } from '../../../testing/renderWithApp';
import { aCompany } from '../testFactories';
import { PortfolioFormDialog } from './PortfolioFormDialog';

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe('PortfolioFormDialog', () => {
  it('shows the validation sentences next to the fields and sends nothing', () => {
    const { store } = renderWithApp(<PortfolioFormDialog onClose={jest.fn()} />, {
      session: 'admin',
    });
    type('Website', 'lattice.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add company' }));

    expect(descriptionOf(field('Name'))).toBe('Enter the company name.');
    expect(descriptionOf(field('Description'))).toBe('Enter a description of the company.');
    expect(descriptionOf(field('Category'))).toBe('Choose a category.');
    expect(descriptionOf(field('Website'))).toBe(
      'Website must be a web address starting with http:// or https://.',
    );
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Slug').getAttribute('aria-invalid')).toBeNull();
    expect(store.getState().api.mutations).toEqual({});
  });

  it('clears a field’s message as soon as it is edited', () => {
    renderWithApp(<PortfolioFormDialog onClose={jest.fn()} />, { session: 'admin' });
    fireEvent.click(screen.getByRole('button', { name: 'Add company' }));
    type('Name', 'Lattice Labs');
    expect(screen.queryByText('Enter the company name.')).toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('closes an untouched form at once', () => {
    const onClose = jest.fn();
    renderWithApp(<PortfolioFormDialog company={aCompany()} onClose={onClose} />, {
      session: 'admin',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('asks before throwing away what was typed, and keeps it on Keep editing', () => {
    const onClose = jest.fn();
    renderWithApp(<PortfolioFormDialog onClose={onClose} />, { session: 'admin' });
    type('Name', 'Lattice Labs');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect(field('Name').value).toBe('Lattice Labs');

    fireEvent.keyDown(field('Name'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('makes the slug from the name until the slug is edited by hand', () => {
    renderWithApp(<PortfolioFormDialog onClose={jest.fn()} />, { session: 'admin' });
    type('Name', 'Lattice Labs & Co');
    expect(field('Slug').value).toBe('lattice-labs-and-co');
    type('Slug', 'lattice');
    type('Name', 'Lattice Labs Inc');
    expect(field('Slug').value).toBe('lattice');
  });

  it('keeps an existing company’s slug when it is renamed', () => {
    renderWithApp(
      <PortfolioFormDialog company={aCompany({ slug: 'lattice-labs' })} onClose={jest.fn()} />,
      { session: 'admin' },
    );
    expect(labelOf(screen.getByRole('dialog'))).toBe('Edit Lattice Labs');
    type('Name', 'Lattice');
    expect(field('Slug').value).toBe('lattice-labs');
    expect(screen.getByRole('button', { name: 'Save changes' }).getAttribute('type')).toBe(
      'submit',
    );
  });
});
