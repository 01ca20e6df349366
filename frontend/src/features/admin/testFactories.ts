import type { ContactSubmission, PortfolioCompany, PublicUser } from '@sandglass/shared';

/** Small factories for the admin console's tests: one valid record, changed where a test cares. */

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function aCompany(overrides: Partial<PortfolioCompany> = {}): PortfolioCompany {
  return {
    id: nextId(),
    slug: 'lattice-labs',
    name: 'Lattice Labs',
    description: 'An inference platform.',
    category: 'AI Platform',
    website: 'https://lattice-labs.example.com',
    logo: null,
    stage: 'Seed',
    foundedYear: 2023,
    status: 'active',
    aiTags: ['Model Routing'],
    sortOrder: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: nextId(),
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    company: null,
    interest: 'investment',
    message: 'We are raising a seed round for a compiler company.',
    isRead: false,
    createdAt: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: nextId(),
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
    role: 'guest',
    membershipTier: 'free',
    emailVerified: true,
    createdAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}
