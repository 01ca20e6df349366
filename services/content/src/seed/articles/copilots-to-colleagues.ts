import type { SeedArticle } from '../seed-data.js';

export const copilotsToColleagues: SeedArticle = {
  slug: 'from-copilots-to-colleagues',
  title: 'From Copilots to Colleagues: What Agentic AI Changes for Startups',
  excerpt:
    'Assistants that suggest are giving way to agents that act. That shift changes what a product is, how it is priced and where a young company can build an advantage.',
  category: 'ai-trends',
  tags: ['Agents', 'Product Strategy', 'Pricing'],
  author: 'maya-okafor',
  daysAgo: 4,
  seoDescription:
    'How the move from AI copilots to agents changes products, pricing and defensibility for early-stage startups.',
  body: `For most of the last three years, the dominant pattern in applied AI was the copilot: a model sitting next to a person, suggesting the next line of code, the next paragraph, the next reply. The human stayed in the loop for every step, and the product was judged by how often its suggestions were accepted.

That pattern is giving way to something different. The systems our founders are building today increasingly take a goal, break it into steps, call tools, check their own work and come back with a result. They are less like autocomplete and more like a junior colleague who can be handed a task. The change sounds incremental. For a startup, it is not.

## The unit of value moves from keystrokes to outcomes

A copilot saves minutes inside a workflow that someone else owns. An agent can own a slice of the workflow itself: triaging every incoming security alert, drafting the first version of every contract amendment, upgrading every outdated dependency across a codebase. When the product delivers an outcome rather than an assist, the buyer stops comparing it with other software and starts comparing it with the cost of getting the work done another way.

That is a much larger budget, and a much more demanding one. A buyer who pays for outcomes expects them to be reliable, auditable and explainable when they go wrong. The companies that win this transition will be the ones that treat reliability as the product, not as a feature to be added after launch.

## Pricing follows the work

Per-seat pricing made sense when every user sat in front of the software. It makes less sense when a handful of people supervise agents doing the work of many. We see founders experimenting with three models:

- **Per task completed**, which aligns price with value but requires a crisp definition of "done".
- **Per resolved outcome**, such as a closed ticket or a merged pull request, which customers love and finance teams find hard to forecast.
- **Platform fee plus usage**, which is easier to sell today and leaves room to move toward outcome pricing as trust builds.

None of these is universally right. What matters is that the pricing conversation happens early, because it forces a company to define precisely what its agent is responsible for.

## Where the advantage lives

If the underlying models are available to everyone, where does a young company build something durable? In our experience, in three places.

First, in **the environment**. An agent is only as good as the tools, permissions and context it can reach. Companies that integrate deeply with the systems where work actually happens, and that earn the trust to act inside them, build switching costs that a better model alone cannot erase.

Second, in **evaluation**. Knowing whether your agent did the right thing on the long tail of real cases is hard, unglamorous work. The teams that build rigorous, domain-specific evaluation sets can ship improvements weekly while their competitors are still arguing about anecdotes.

Third, in **the feedback loop**. Every time a person corrects an agent, the product learns something its competitors do not know. Capturing those corrections in a structured way, with the customer's permission, compounds over time.

## What this means for founders

We encourage founders building agents to start narrower than feels comfortable. Pick one task, define success so clearly that a customer could audit it, and measure it relentlessly. Earn the right to do the next task by doing the first one reliably. Resist the temptation to demo a general assistant that can do anything; buyers have seen those demos, and they have learned to ask what happens on the hundredth run rather than the first.

It is also worth designing for supervision from the start. The most successful agent products we see make it effortless for a person to review, approve or roll back what the agent did. That is not a concession to immature technology. It is how trust is built, and trust is what lets a customer hand over the next, larger piece of work.

## The road ahead

We do not think humans leave the loop any time soon, nor should they. What changes is the loop itself: people move from doing each step to setting goals, reviewing results and handling the exceptions that matter most. The companies that design for that new role, rather than bolting autonomy onto an old interface, will define the next generation of software.

If you are building in this space, we would love to compare notes. The questions are hard, the answers are still being written, and the best ones are coming from founders who are close to real work.`,
};
