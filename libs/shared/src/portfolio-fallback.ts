import type { PortfolioCompany } from './content.js';

/*
 * The built-in portfolio (spec section 2), in a module of its own: the browser fetches it only
 * when the server has no companies, instead of with every page that reads an option list.
 */

export type FallbackCompany = Omit<PortfolioCompany, 'createdAt' | 'updatedAt'>;

/**
 * Shown when the server returns no companies, and seeded on first start, so both are one list:
 * seven seed-stage companies, one per category, founded 2022–2025. The ids are fixed so the
 * seeded rows and the fallback agree.
 */
export const FALLBACK_PORTFOLIO: readonly FallbackCompany[] = [
  {
    id: '6a1f2d4e-0c5b-4b8e-9a51-3f1c2b7d9e01',
    slug: 'lattice-labs',
    name: 'Lattice Labs',
    description:
      'An inference platform that routes every request to the cheapest model that meets its quality bar, with evaluation suites and cost controls built in.',
    category: 'AI Platform',
    website: 'https://lattice-labs.example.com',
    logo: null,
    stage: 'Seed',
    foundedYear: 2023,
    status: 'active',
    aiTags: ['Model Routing', 'LLM Evaluation', 'MLOps'],
    sortOrder: 10,
  },
  {
    id: '6a1f2d4e-0c5b-4b8e-9a51-3f1c2b7d9e02',
    slug: 'bluewatch',
    name: 'Bluewatch',
    description:
      'Evidence intelligence for investigators: transcribes, translates and links body-camera footage, case files and tips, with a full audit trail for court.',
    category: 'Law Enforcement AI',
    website: 'https://bluewatch.example.com',
    logo: null,
    stage: 'Seed',
    foundedYear: 2022,
    status: 'active',
    aiTags: ['Speech Recognition', 'Entity Linking', 'Chain of Custody'],
    sortOrder: 20,
  },
  {
    id: '6a1f2d4e-0c5b-4b8e-9a51-3f1c2b7d9e03',
    slug: 'redline-ai',
    name: 'Redline AI',
    description:
      'Continuous red-teaming for AI products: probes agents and chat assistants for prompt injection, data leaks and unsafe tool use before attackers do.',
    category: 'AI Security',
    website: 'https://redline-ai.example.com',
    logo: null,
    stage: 'Seed',
    foundedYear: 2024,
    status: 'active',
    aiTags: ['Prompt Injection', 'Red Teaming', 'Agent Security'],
    sortOrder: 30,
  },
  {
    id: '6a1f2d4e-0c5b-4b8e-9a51-3f1c2b7d9e04',
    slug: 'clausewise',
    name: 'Clausewise',
    description:
      'A contract copilot for in-house legal teams that drafts, compares and negotiates against the company’s own playbook, citing every clause it relies on.',
    category: 'Legal Tech',
    website: 'https://clausewise.example.com',
    logo: null,
    stage: 'Seed',
    foundedYear: 2023,
    status: 'active',
    aiTags: ['Contract Analysis', 'Retrieval', 'Document AI'],
    sortOrder: 40,
  },
  {
    id: '6a1f2d4e-0c5b-4b8e-9a51-3f1c2b7d9e05',
    slug: 'stackpilot',
    name: 'Stackpilot',
    description:
      'Agents that keep large codebases healthy: dependency upgrades, flaky-test triage and migration pull requests that pass review on the first try.',
    category: 'Developer Tools',
    website: 'https://stackpilot.example.com',
    logo: null,
    stage: 'Seed',
    foundedYear: 2024,
    status: 'active',
    aiTags: ['Code Agents', 'CI Automation', 'Program Repair'],
    sortOrder: 50,
  },
  {
    id: '6a1f2d4e-0c5b-4b8e-9a51-3f1c2b7d9e06',
    slug: 'palette-studio',
    name: 'Palette Studio',
    description:
      'Generative design tools for brand teams: on-brand imagery, layouts and motion from a style guide, with licensed training data and clear provenance.',
    category: 'Creative AI',
    website: 'https://palette-studio.example.com',
    logo: null,
    stage: 'Seed',
    foundedYear: 2025,
    status: 'active',
    aiTags: ['Image Generation', 'Brand Systems', 'Content Provenance'],
    sortOrder: 60,
  },
  {
    id: '6a1f2d4e-0c5b-4b8e-9a51-3f1c2b7d9e07',
    slug: 'keystone-shield',
    name: 'Keystone Shield',
    description:
      'Identity threat detection for the enterprise: learns how people and service accounts normally behave and stops account takeovers in minutes.',
    category: 'Enterprise Security',
    website: 'https://keystone-shield.example.com',
    logo: null,
    stage: 'Seed',
    foundedYear: 2022,
    status: 'active',
    aiTags: ['Anomaly Detection', 'Identity Security', 'Graph ML'],
    sortOrder: 70,
  },
];
