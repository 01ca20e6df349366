import type { SeedArticle } from '../seed-data.js';

export const verticalAiRegulated: SeedArticle = {
  slug: 'vertical-ai-in-regulated-industries',
  title: 'Vertical AI in Regulated Industries: Lessons from Legal and Public Safety',
  excerpt:
    'Selling AI to lawyers and investigators is slow, demanding and unusually rewarding. What we have learned about trust, auditability and the buyers who hold the budget.',
  category: 'industry-analysis',
  tags: ['Legal Tech', 'Public Safety', 'Compliance'],
  author: 'kwame-mensah',
  daysAgo: 27,
  seoDescription:
    'What it takes to build and sell AI products in regulated industries such as legal services and public safety.',
  body: `Two of our portfolio categories, legal technology and AI for law enforcement, share a reputation for being hard places to build a startup. Sales cycles are long, buyers are sceptical and mistakes have consequences that reach far beyond a bad quarter. We invest in both anyway, because the same properties that make these markets hard also make the companies that succeed in them unusually durable.

## Why these markets are different

In most software markets, a product that is right ninety percent of the time is a useful product. In legal work and in public safety, the remaining ten percent can mean a missed filing deadline, an unfair outcome or evidence that cannot be used in court. Buyers know this. They are not asking whether a model is impressive; they are asking who is accountable when it is wrong.

That question shapes everything. It determines how the product presents its work, what it records, who reviews it and how it is sold.

## Lesson one: show your sources

Professionals in regulated fields are trained to rely on sources, not assertions. The products that earn their trust cite every claim: the clause in the contract, the page of the case file, the timestamp in the recording. Clausewise, one of our legal technology companies, made citations the centre of its interface before it had a single paying customer. Early users told us it was the reason they kept using the product after the trial ended.

Citations also change the economics of review. When a lawyer can verify an answer in ten seconds rather than redoing the research, the product saves time even when the reviewer remains fully responsible.

## Lesson two: the audit trail is a feature

In public safety, evidence must be handled in a way that survives scrutiny in court. That means knowing who accessed what, when, and what was done to it. Bluewatch built a complete chain of custody into its evidence platform from the first version, including every transformation a model applies to a recording or document. Investigators rarely mention it in demos. Prosecutors and defence attorneys mention it constantly.

We now encourage every company selling into a regulated market to treat auditability as part of the core product rather than an enterprise add-on. It is much easier to build in than to retrofit.

## Lesson three: know who holds the budget

The person who uses the product is rarely the person who buys it. In a law firm, associates feel the pain, partners approve the spend and a knowledge management or innovation team often runs the evaluation. In a police department, detectives use the tool, command staff decide and procurement rules set the timetable. Each group needs a different argument:

- **Users** care about time saved and frustration removed.
- **Decision makers** care about outcomes, risk and reputation.
- **Procurement and IT** care about security, data residency and contract terms.

Founders who map these groups early, and prepare for each conversation, shorten their sales cycles considerably.

## Lesson four: responsible use is a selling point

Public agencies increasingly publish policies on how AI may be used, and they expect vendors to support them. That includes clear documentation of what a model can and cannot do, controls over which features are enabled, and reporting that lets oversight bodies see how the system is used. Companies that arrive with these answers prepared are treated as partners rather than risks.

We also think it is simply the right way to build. Technology used in legal and public safety contexts affects people who never chose to interact with it. Designing for fairness, transparency and meaningful human review is part of the job.

## Why we keep investing

Once a product is trusted in a regulated environment, it tends to stay. Switching costs are high, references carry enormous weight and the domain expertise embedded in the product is hard to replicate. The initial climb is steep, but the position at the top is strong.

If you are building for lawyers, investigators or other professionals whose work must stand up to scrutiny, we would like to hear from you. We have seen the obstacles up close, and we can help you plan around them.`,
};
