import type { SeedArticle } from '../seed-data.js';

export const questionsForInvestors: SeedArticle = {
  slug: 'questions-founders-should-ask-investors',
  title: 'What Founders Should Ask Their Investors Before the Term Sheet',
  excerpt:
    'Investors run diligence on founders. Founders should return the favour. Eight questions that reveal how an investor will behave when things get hard.',
  category: 'investment',
  tags: ['Fundraising', 'Founders', 'Term Sheets'],
  author: 'sam-whitaker',
  daysAgo: 62,
  seoDescription:
    'Eight questions founders should ask venture investors before signing a term sheet, and what good answers sound like.',
  body: `Fundraising can feel like a one-way examination: investors ask the questions, founders answer them. But a seed investor will be part of your company for years, usually with a board seat or at least a strong voice, and you cannot easily replace them. You should run diligence on your investors with the same care they apply to you.

Here are the questions we encourage founders to ask, including of us, along with what a good answer tends to sound like.

## 1. "Tell me about a company in your portfolio that struggled. What did you do?"

Every investor has stories about their winners. The revealing stories are about companies that missed plans, pivoted or ran low on cash. Listen for specifics: did they help with a bridge round, make introductions to acquirers, support a difficult leadership change? Vague answers are a warning sign.

## 2. "Can I speak with founders you backed whose companies did not work out?"

This is the single most useful reference call you can make. Founders of successful companies are usually happy with their investors. Founders of failed ones know how the investor behaves under pressure. An investor who hesitates to make those introductions is telling you something.

## 3. "How do you make decisions, and who else has to agree?"

Understand the process behind the person you are talking to. Does the partner have authority to commit, or does an investment committee decide? How long does it usually take? A clear, fast process is a sign of a well-run firm, and it protects you from rounds that drag on while you stop talking to other investors.

## 4. "What will you actually do for us in the first ninety days?"

Many firms promise value beyond capital. Ask for specifics. Who will you work with? How have they helped other companies at your stage? Can you talk to someone who received that help? For an AI company, ask who can help with technical hiring, infrastructure decisions and enterprise security reviews, because those are the problems that arrive first.

## 5. "How do you think about follow-on investment?"

Some investors reserve significant capital for later rounds; others rarely follow on. Neither is wrong, but you should know which you are dealing with. An investor who does not participate in your next round can send an awkward signal to new investors unless expectations were set early.

## 6. "What do you expect from us between board meetings?"

Expectations about reporting and communication vary enormously. Some investors want a short monthly update; others want to be involved in weekly decisions. Agreeing on this upfront prevents friction later. A good answer respects your time and makes it easy to ask for help without turning every conversation into a formal review.

## 7. "Where do you disagree with our plan?"

This question shows whether an investor has done their homework and whether they are willing to be candid. An investor who agrees with everything either has not thought hard about your business or is telling you what you want to hear. You want a partner who will push back, explain why and then support your decision if you go the other way.

## 8. "What happens if we need to change direction?"

Seed-stage companies change. Markets shift, products evolve and sometimes the original idea simply does not work. Ask how the investor has handled pivots before, and whether they are backing the team or only the current plan. In AI, where the technology changes every few months, this flexibility matters more than ever.

## Reading the answers

Pay attention to more than the words. Notice how quickly an investor responds to your emails during the process, whether they follow through on small promises and how they treat the rest of your team. The fundraising process is the best behaved an investor will ever be toward you. If something feels off now, it will not improve after the money is in the bank.

## Our own answers

We try to be open about all of this. We share our decision process and timeline in the first meeting, we introduce founders to any company in our portfolio they want to speak with, including the ones that struggled, and we share our investment memo after every decision. If we invest, you will know exactly who on our team will help with what in the first ninety days.

Good investor relationships are built on clear expectations. Asking hard questions early is the best way to set them.`,
};
