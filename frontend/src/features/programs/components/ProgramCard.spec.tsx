/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import type { Program } from '@sandglass/shared';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/renderWithApp';
import { ProgramCard } from './ProgramCard';

function program(overrides: Partial<Program> = {}): Program {
  return {
    id: 'p1',
    slug: 'software-engineer',
    name: 'Software Engineer',
    status: 'open',
    description: 'Ship AI features.',
    longDescription: 'Three months inside a portfolio company.',
    requirements: ['Strong programming skills'],
    benefits: ['Ship production features'],
    duration: '3 months',
    positions: 4,
    applicationDeadline: '2026-06-30',
    sortOrder: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('ProgramCard', () => {
  it('shows every detail of an open program, and Apply Now', () => {
    renderWithApp(<ProgramCard program={program()} />, { session: 'restoring' });
    const card = screen.getByRole('article', { name: 'Software Engineer' });
    for (const text of [
      'Open',
      'Ship AI features.',
      'Three months inside a portfolio company.',
      'Qualifications',
      'Strong programming skills',
      "What You'll Do",
      'Ship production features',
      '3 months',
      'Up to 4 available',
      'June 30, 2026',
      'Remote',
    ]) {
      within(card).getByText(text); // throws when the card lacks it
    }
    expect(
      (within(card).getByRole('button', { name: 'Apply Now' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it.each([
    ['closed', 'Closed'],
    ['upcoming', 'Upcoming'],
  ] as const)('disables applying to a %s program', (status, badge) => {
    renderWithApp(<ProgramCard program={program({ status })} />, { session: 'restoring' });
    screen.getByText(badge);
    const button = screen.getByRole('button', { name: 'Applications Closed' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('reads one position as "1 available" and no deadline as rolling admissions', () => {
    renderWithApp(<ProgramCard program={program({ positions: 1, applicationDeadline: null })} />, {
      session: 'restoring',
    });
    screen.getByText('1 available');
    screen.getByText('Rolling admissions');
    expect(screen.queryByText(/Up to/)).toBeNull();
  });
});
