import type { SeedArticle } from '../seed-data.js';

export const inferenceCostCurve: SeedArticle = {
  slug: 'the-inference-cost-curve',
  title: 'The Inference Cost Curve and Why It Rewrites Unit Economics',
  excerpt:
    'The price of a given level of model capability keeps falling. Founders who design for that curve, rather than for today’s price list, build better products and healthier margins.',
  category: 'technology',
  tags: ['Inference', 'Unit Economics', 'Infrastructure'],
  author: 'priya-raman',
  daysAgo: 19,
  seoDescription:
    'Why falling inference prices change AI product design, and practical techniques to keep model costs under control.',
  body: `Every founder building on large models eventually opens a spreadsheet and asks the same question: what does one unit of our product cost us to serve? The first answer is often alarming. The second answer, a few months later, is usually much better, and not only because the team got smarter. The cost of a given level of capability has been falling steadily, and that trend should shape how AI products are designed.

## Two curves, not one

It helps to separate two things that are often blurred together. The first is the price of the most capable model available, which has stayed roughly flat or even risen as frontier models grew larger. The second is the price of reaching a fixed level of quality, which has dropped dramatically as smaller models caught up with last year's frontier.

Most product tasks do not need the frontier. Classifying a support ticket, extracting fields from an invoice or summarising a meeting could be done well by models that cost a small fraction of the largest ones. The founders who benefit most from the cost curve are the ones who know precisely which of their tasks need the best model and which do not.

## Design for routing from day one

The single most effective cost technique we see is routing: sending each request to the cheapest model that meets its quality bar. It sounds simple, and the plumbing is. The hard part is knowing the quality bar, which requires an evaluation set for each task. Teams that invest in evaluation early can swap models in an afternoon and capture each price drop as it happens. Teams that do not are stuck with whatever they tested at launch.

A practical starting point looks like this:

1. List the distinct tasks your product asks a model to perform.
2. For each, collect a few hundred real examples with known good answers.
3. Measure every candidate model on each task, including cost and latency.
4. Route each task to the cheapest model within your tolerance, and re-run the measurements monthly.

## The other levers

Routing is not the only lever. Several others compound with it:

- **Caching.** Many products ask the same question repeatedly. Caching full responses, or the expensive shared prefix of a prompt, can remove a surprising share of spend.
- **Shorter prompts.** Long instructions are paid for on every call. Prompts tend to accumulate clauses over time; pruning them regularly pays off.
- **Batching.** Work that does not need an immediate answer can often be processed in batches at a lower price.
- **Distillation.** Once a task is well understood and has plenty of examples, a small model fine-tuned on the outputs of a larger one can match its quality for that task at a fraction of the cost.
- **Structured outputs.** Asking for exactly the fields you need, rather than prose you then parse, reduces tokens and errors at the same time.

## What falling prices do to strategy

Falling costs are good news, but they are not only good news. A margin advantage built purely on clever cost engineering will erode as everyone gains access to the same cheaper models. The durable advantage lies in what the savings make possible: doing more work per customer, offering a more generous free tier, running more checks on every answer, or entering markets whose price points were previously out of reach.

We encourage founders to model their economics at today's prices and at a third of them. If the business only works at the lower number, the plan depends on a trend that is likely but not guaranteed, and it should say so. If it works at today's prices and becomes excellent at the lower one, the company can afford to price for growth.

## A note on latency

Cost is not the only constraint. Users notice latency long before finance notices cost. Streaming responses, doing work speculatively and showing partial results all improve perceived speed. Small models help here too: a fast, good-enough answer often beats a slow, perfect one, particularly inside interactive tools.

## The takeaway

Treat model choice as a decision you will revisit continuously, not one you make at launch. Build the evaluation sets that make switching safe, keep a clear map of which tasks need which level of capability, and let the cost curve work for you. The companies that do this well end up with a quiet but significant advantage: every improvement in the ecosystem shows up in their margins within weeks.`,
};
