import type { SeedArticle } from '../seed-data.js';

export const firstCohortNotes: SeedArticle = {
  slug: 'notes-from-our-first-portfolio-cohort',
  title: 'Building Together: Notes from Our First Portfolio Cohort',
  excerpt:
    'Seven companies, one year of collaborative company building. What worked, what we changed, and what our founders taught us about supporting seed-stage AI teams.',
  category: 'portfolio-updates',
  tags: ['Portfolio', 'Company Building', 'Platform'],
  author: 'hannah-weiss',
  daysAgo: 35,
  seoDescription:
    'A year of collaborative company building with seven seed-stage AI startups: lessons on hiring, evaluation and support.',
  body: `When we started the firm, we made a promise to our founders: we would not just write cheques and wait for board meetings. We would help build the company, with engineers, recruiters and operators who roll up their sleeves. A year into working with our first cohort of seven companies, it is time to look honestly at how that promise has held up.

## The cohort

The seven companies span every category we invest in: Lattice Labs in AI platforms, Bluewatch in law enforcement AI, Redline AI in AI security, Clausewise in legal technology, Stackpilot in developer tools, Palette Studio in creative AI and Keystone Shield in enterprise security. All raised seed rounds with us, and all were between two and eight people when we started working together.

Their problems were different, but a surprising number of their needs were the same.

## What worked

**Hiring the first engineers together.** The single most valuable thing we did was help with early technical hiring. Our platform team ran sourcing, screened candidates and sat in on final interviews when founders asked. Across the cohort we helped fill twenty-three roles, and eighteen of those hires are still in place and thriving. For a seed company, a great second or third engineer changes the trajectory of the whole business.

**Evaluation clinics.** Every two weeks, one of our engineers ran an open session on evaluation: how to build test sets, how to measure quality on tasks without a single right answer, how to catch regressions before customers do. Attendance was optional. It was consistently full. Several founders told us these sessions changed how their teams decide whether a change is an improvement.

**Shared infrastructure credits and playbooks.** Negotiating infrastructure credits and documenting good defaults for logging, secrets management and model access saved each company weeks of setup. None of it was glamorous. All of it mattered.

## What we changed

**Fewer meetings, more working sessions.** Early on we scheduled regular check-ins with every company. Founders were polite about it, but the meetings often produced status updates rather than progress. We replaced most of them with working sessions focused on one problem at a time, such as a pricing page, a security questionnaire or a hiring plan, and ended each with a concrete output.

**Introductions with context.** We used to make introductions freely. We learned that an introduction without a clear reason wastes two people's time. Now every introduction comes with a short note on why the conversation matters and what a good outcome looks like.

**Security earlier.** Three companies hit enterprise security reviews sooner than they expected, and scrambled. We now run a lightweight security review with every new company in its first month, so the basics are in place before the first large customer asks.

## What our founders taught us

The clearest lesson came from the founders themselves: support is most valuable when it arrives at the moment of a decision, not on a schedule. A founder deciding whether to fine-tune a model, hire a head of sales or accept a pilot with difficult terms needs an experienced perspective that day, not at the next board meeting. We have reorganised our team around being reachable at those moments.

We also learned that founders value candour. When we disagreed with a decision and said so clearly, with our reasoning, the relationship grew stronger, even when the founder went the other way. Especially then, in fact.

## Results so far

It is early, and seed-stage outcomes take years to judge. Still, the signals are encouraging. Five of the seven companies have raised follow-on funding or reached profitability. Combined annual recurring revenue across the cohort grew more than fourfold over the year. And every founder in the cohort has referred at least one other founder to us, which is the measure we care about most.

## Looking ahead

We are taking these lessons into our next cohort: more hands-on hiring support, evaluation clinics from day one, security basics in the first month and partners who are easy to reach when a decision is on the table. Company building is a craft, and we are still learning it, alongside the founders who trust us with their companies.`,
};
