import { TextCardGrid } from '../../../ui/TextCardGrid';

const AUDIENCES = [
  {
    title: 'For Entrepreneurs',
    text: 'Building an AI-first company? Share your pitch: what you are building, for whom, and why now. A partner reads every one.',
    topic: 'Seeking Investment',
  },
  {
    title: 'For Talent',
    text: 'Engineers, managers and analysts: join a program or a portfolio company and build alongside founders.',
    topic: 'Internship Programs',
  },
  {
    title: 'For LPs',
    text: 'Institutions and family offices interested in our funds: we will share our materials and arrange a call.',
    topic: 'Becoming an LP',
  },
  {
    title: 'General',
    text: 'Press, partnerships, events or anything else: tell us what you need and we will route it to the right person.',
    topic: 'Partnership Opportunities or Other',
  },
] as const;

/** The four informational cards: who writes to us, and which subject to choose in the form. */
export function AudienceCards() {
  return (
    <TextCardGrid
      cards={AUDIENCES.map(({ title, text, topic }) => ({ title, text, note: `Choose: ${topic}` }))}
      look="outlined"
      columns={{ sm: 2, lg: 4 }}
      compact
    />
  );
}
