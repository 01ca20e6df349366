import type {
  BlogPostInput,
  ContactInput,
  PortfolioCompanyInput,
  ProgramApplicationInput,
  ProgramInput,
  TeamMemberInput,
} from '@sandglass/shared';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

export function companyInput(overrides: Record<string, unknown> = {}): PortfolioCompanyInput {
  return {
    name: `Quill Robotics ${unique()}`,
    description: 'Robots that learn warehouse tasks from a single demonstration.',
    category: 'AI Platform',
    website: 'https://quill.example.com',
    stage: 'Seed',
    foundedYear: 2024,
    status: 'active',
    aiTags: ['Robotics', 'Imitation Learning'],
    ...overrides,
  } as PortfolioCompanyInput;
}

export function memberInput(overrides: Record<string, unknown> = {}): TeamMemberInput {
  return {
    name: `Ada Lovelace ${unique()}`,
    title: 'Venture Partner',
    bio: 'Writes the first programs, then funds the people who write the next ones.',
    linkedinUrl: 'https://www.linkedin.com/in/ada-example',
    ...overrides,
  } as TeamMemberInput;
}

export function programInput(overrides: Record<string, unknown> = {}): ProgramInput {
  return {
    name: `Research Fellow ${unique()}`,
    status: 'open',
    description: 'A research fellowship with a portfolio company.',
    longDescription: 'Six months of applied research on evaluation and retrieval.',
    requirements: ['A research background'],
    benefits: ['Publish what you learn'],
    duration: '6 months',
    positions: 2,
    ...overrides,
  } as ProgramInput;
}

export function applicationInput(overrides: Record<string, unknown> = {}): ProgramApplicationInput {
  return {
    name: 'Grace Hopper',
    email: `grace.${unique()}@example.com`,
    linkedinUrl: 'https://www.linkedin.com/in/grace-example',
    message: 'I would love to build compilers for your portfolio.',
    ...overrides,
  } as ProgramApplicationInput;
}

export function postInput(overrides: Record<string, unknown> = {}): BlogPostInput {
  return {
    title: `Notes on evaluation ${unique()}`,
    excerpt: 'Why every AI team needs an evaluation set before its second model.',
    body: '## Start small\n\nCollect **fifty** real examples and grade them by hand.',
    category: 'technology',
    tags: ['Evaluation'],
    ...overrides,
  } as BlogPostInput;
}

export function contactInput(overrides: Record<string, unknown> = {}): ContactInput {
  return {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: `katherine.${unique()}@example.com`,
    company: 'Orbital AI',
    interest: 'investment',
    message: 'We are raising a seed round for trajectory planning software.',
    ...overrides,
  } as ContactInput;
}
