import type { SeedArticle } from '../seed-data.js';

export const underwritingSeedAi: SeedArticle = {
  slug: 'how-we-underwrite-seed-stage-ai-companies',
  title: 'How We Underwrite Seed-Stage AI Companies',
  excerpt:
    'There is rarely much revenue to analyse at seed. Here is what we look at instead: the problem, the team’s speed of learning, the shape of the data advantage and the path to a second product.',
  category: 'investment',
  tags: ['Due Diligence', 'Seed Stage', 'Investment Thesis'],
  author: 'daniel-reyes',
  daysAgo: 11,
  seoDescription:
    'The questions a seed-stage AI investor asks before investing: problem, team, data advantage, margins and defensibility.',
  body: `Founders often ask us what we actually look for when there is little revenue, a prototype and a deck. It is a fair question, and we think investors should answer it openly. What follows is the framework we use in our own investment committee. It is not a checklist, and no company scores well on everything, but it explains how we spend our time in diligence and why.

## 1. A problem with a budget and a deadline

The best early AI companies solve a problem that someone already pays to solve, usually with people, and usually not well enough. We want to understand who feels the pain today, what they spend on it and what happens if it is not solved by next quarter. Problems with a deadline, such as a compliance requirement or a backlog that grows every week, tend to produce faster sales cycles than problems that are merely annoying.

We are cautious about companies whose main argument is that a new model makes something possible. Capability is necessary, but it is not a market. The question we keep returning to is: who would be upset if this product disappeared next month?

## 2. How fast the team learns

At seed, the team is most of what we are investing in. We pay less attention to pedigree than to evidence of learning speed: how much the product, the pitch and the understanding of the customer have changed since the founders started. We ask to see the first version of the deck and the current one. We ask what they believed six months ago that turned out to be wrong.

For AI companies specifically, we look for a founding team that combines deep understanding of the domain with genuine technical depth in how models behave in production. One without the other tends to produce either impressive demos nobody buys or accurate insights nobody can ship.

## 3. The shape of the data advantage

Almost every AI pitch claims a data moat. Few have one at seed, and that is fine. What we want to understand is whether the product, once in use, will generate data that makes it measurably better in ways competitors cannot easily copy. Useful questions include:

- Does the product see outcomes, not just inputs? Knowing whether a contract clause was accepted is worth far more than the clause itself.
- Are the corrections customers make captured in a structured way?
- Can the company use this data under its contracts, and will customers see the benefit?

A credible plan to earn a data advantage matters more to us than a claim to already have one.

## 4. Margins that improve with scale

Inference is a real cost of goods. We model gross margin at today's prices and at prices a third of today's, and we ask what the product does to keep costs in check: caching, routing simple requests to smaller models, batching, distillation. Companies whose margins only work if model prices fall are making a bet we prefer to see made explicitly.

We also ask how much human review each unit of work requires. Some human involvement is healthy, especially early, but the trend should be downward, and the company should be measuring it.

## 5. A path to the second product

Point solutions are a fine way to start and a hard way to build a large company. We look for a wedge that earns trust with a specific buyer and a believable path to adjacent problems for that same buyer. The second product is often where the real business lives, and founders who can articulate it, even tentatively, tend to make better decisions about the first.

## What we do not require

We do not require revenue at seed, though early paying customers are always welcome. We do not require a proprietary model; most of our companies build on foundation models and differentiate elsewhere. And we do not require a finished go-to-market plan. We require a clear-eyed view of what is known, what is not, and how the next eighteen months will turn the unknowns into knowns.

## How we run the process

Our diligence usually takes two to three weeks. It includes a technical deep dive with one of our engineers, conversations with a handful of potential customers and a working session on the plan for the round. We share our investment memo with founders after the decision, whatever it is, because we think the reasoning is useful to them either way.

If this sounds like the kind of partner you are looking for, send us your pitch. We read everything.`,
};
