import type { BlogCategoryId, ProgramStatus } from '@sandglass/shared';

export interface SeedTeamMember {
  slug: string;
  name: string;
  title: string;
  bio: string;
  /** Colours of the generated portrait; null leaves the photo out (the site shows initials). */
  portrait: [string, string] | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
}

export interface SeedProgram {
  slug: string;
  name: string;
  status: ProgramStatus;
  description: string;
  longDescription: string;
  requirements: string[];
  benefits: string[];
  duration: string;
  positions: number;
  /** Days from the seeding day; null for rolling applications. */
  deadlineInDays: number | null;
}

export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryId;
  tags: string[];
  /** A SeedTeamMember slug. */
  author: string;
  /** Published this many days before the seeding day. */
  daysAgo: number;
  seoDescription: string;
  /** Markdown. */
  body: string;
}

/** Eight people; those whose title has "Partner" or "Managing" appear under Leadership. */
export const SEED_TEAM: SeedTeamMember[] = [
  {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    title: 'Managing Partner',
    bio: 'Maya co-founded the firm after a decade building machine-learning products, most recently as VP of Engineering at a speech-recognition company acquired in 2021. She leads our company-building practice and sits on the boards of Lattice Labs and Bluewatch.',
    portrait: ['#f2a65a', '#8c3b2e'],
    linkedinUrl: 'https://linkedin.example.com/in/maya-okafor',
    twitterUrl: 'https://x.example.com/mayaokafor',
  },
  {
    slug: 'daniel-reyes',
    name: 'Daniel Reyes',
    title: 'General Partner',
    bio: 'Daniel has invested in infrastructure and security software for twelve years. Before venture he ran product for an identity platform used by half of the Fortune 500. He leads our work in AI security and enterprise software.',
    portrait: ['#5b8def', '#1b2f66'],
    linkedinUrl: 'https://linkedin.example.com/in/daniel-reyes',
    twitterUrl: null,
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    title: 'Partner, Technical Due Diligence',
    bio: 'Priya holds a PhD in distributed systems and spent eight years training and serving large models in production. She leads our technical due diligence and helps portfolio teams make their first infrastructure decisions well.',
    portrait: ['#56c5a8', '#1d5c4f'],
    linkedinUrl: 'https://linkedin.example.com/in/priya-raman',
    twitterUrl: 'https://x.example.com/priyaraman',
  },
  {
    slug: 'kwame-mensah',
    name: 'Kwame Mensah',
    title: 'Principal',
    bio: 'Kwame sources and supports companies in legal technology and public-sector AI. He was previously a litigator and then a product lead at a legal research company, which makes him unusually comfortable in a deposition and a sprint review.',
    portrait: ['#c084fc', '#4c1d95'],
    linkedinUrl: 'https://linkedin.example.com/in/kwame-mensah',
    twitterUrl: null,
  },
  {
    slug: 'hannah-weiss',
    name: 'Hannah Weiss',
    title: 'Head of Platform',
    bio: 'Hannah runs the platform team that recruits engineers for our companies, organises the technical advisory network and keeps the playbooks current. She has hired more than two hundred engineers across four startups.',
    portrait: null,
    linkedinUrl: 'https://linkedin.example.com/in/hannah-weiss',
    twitterUrl: null,
  },
  {
    slug: 'elena-petrova',
    name: 'Elena Petrova',
    title: 'Machine Learning Engineer in Residence',
    bio: 'Elena pairs with founders on model selection, evaluation and fine-tuning. She previously built ranking and retrieval systems and still enjoys nothing more than a well-designed evaluation set.',
    portrait: ['#f472b6', '#831843'],
    linkedinUrl: null,
    twitterUrl: 'https://x.example.com/elenapetrova',
  },
  {
    slug: 'sam-whitaker',
    name: 'Sam Whitaker',
    title: 'Investment Associate',
    bio: 'Sam works on market research, diligence and portfolio analytics. Before joining he built data tooling at a growth-stage fintech and wrote a widely shared newsletter on AI developer tools.',
    portrait: ['#facc15', '#854d0e'],
    linkedinUrl: 'https://linkedin.example.com/in/sam-whitaker',
    twitterUrl: null,
  },
  {
    slug: 'lucia-fernandez',
    name: 'Lucía Fernández',
    title: 'Head of Talent',
    bio: 'Lucía leads our internship programs and helps portfolio companies build their first engineering and research teams. She believes the best hiring process is a short one that respects everyone’s time.',
    portrait: null,
    linkedinUrl: 'https://linkedin.example.com/in/lucia-fernandez',
    twitterUrl: null,
  },
];

/** Spec section 2: Engineering Manager 6 months, Software Engineer 3 months, Venture Analyst 12. */
export const SEED_PROGRAMS: SeedProgram[] = [
  {
    slug: 'engineering-manager',
    name: 'Engineering Manager',
    status: 'open',
    description:
      'Lead a small engineering team inside one of our portfolio companies for six months, with a partner as your coach.',
    longDescription:
      'You will join a seed-stage AI company as its acting engineering manager: running planning and delivery, hiring the next engineers, and setting up the practices a team of five needs to become a team of twenty. Each week you meet a partner to work through the hardest decision on your desk. Most residents stay on with their company afterwards.',
    requirements: [
      'Five or more years of software engineering, including two leading people or projects',
      'Experience shipping a product that uses machine learning or large language models',
      'Clear written communication and comfort working across time zones',
      'A habit of making decisions with incomplete information, and revisiting them',
    ],
    benefits: [
      'Run planning, delivery and hiring for a team of three to eight engineers',
      'Design the engineering processes the company will scale with',
      'Meet weekly with a partner for coaching on management and strategy',
      'Join our advisory network sessions on evaluation, security and infrastructure',
    ],
    duration: '6 months',
    positions: 1,
    deadlineInDays: 60,
  },
  {
    slug: 'software-engineer',
    name: 'Software Engineer',
    status: 'open',
    description:
      'A three-month, paid engineering internship building production AI features with a portfolio team.',
    longDescription:
      'Interns join a portfolio company as full members of its engineering team and ship real work: retrieval pipelines, evaluation harnesses, agent tooling, product features. You get a mentor inside the company and another from our platform team, plus a cohort of interns working on similar problems.',
    requirements: [
      'Strong programming skills in Python, TypeScript, Go or Rust',
      'A project you can walk us through in depth, on the job, at school or on your own',
      'Curiosity about how models behave in production, not only in notebooks',
      'Available full time for three months',
    ],
    benefits: [
      'Ship production features used by real customers',
      'Pair with a mentor at the company and one from our platform team',
      'Take part in weekly cohort reviews and technical talks',
      'Receive a written reference and an introduction to our network',
    ],
    duration: '3 months',
    positions: 4,
    deadlineInDays: 45,
  },
  {
    slug: 'venture-analyst',
    name: 'Venture Analyst',
    status: 'upcoming',
    description:
      'A year inside the firm: sourcing, diligence and portfolio support, with real responsibility from the first week.',
    longDescription:
      'Analysts work alongside the partners on every part of the investment process: mapping markets, meeting founders, running technical and commercial diligence, and supporting companies after we invest. The program suits engineers or researchers who want to understand how companies are built and financed.',
    requirements: [
      'A technical background in computer science, engineering or a quantitative field',
      'Evidence of independent judgement: a thesis you formed and tested',
      'Strong writing: memos are how we think together',
      'Genuine interest in founders and the problems they choose',
    ],
    benefits: [
      'Source and evaluate companies with a partner',
      'Write investment memos and present them to the investment committee',
      'Support portfolio companies on hiring, pricing and fundraising',
      'Build a network across founders, operators and investors',
    ],
    duration: '12 months',
    positions: 2,
    deadlineInDays: null,
  },
];
