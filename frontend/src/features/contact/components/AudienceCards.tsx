import { CONTACT_INTERESTS, type ContactInterest } from '@sandglass/shared';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { TextCardGrid } from '../../../ui/TextCardGrid';

const AUDIENCES: readonly { title: string; text: string; interests: ContactInterest[] }[] = [
  {
    title: 'For Entrepreneurs',
    text: 'Building an AI-first company? Share your pitch: what you are building, for whom, and why now. A partner reads every one.',
    interests: ['investment'],
  },
  {
    title: 'For Talent',
    text: 'Engineers, managers and analysts: join a program or a portfolio company and build alongside founders.',
    interests: ['programs'],
  },
  {
    title: 'For LPs',
    text: 'Institutions and family offices interested in our funds: we will share our materials and arrange a call.',
    interests: ['lp'],
  },
  {
    title: 'General',
    text: 'Press, partnerships, events or anything else: tell us what you need and we will route it to the right person.',
    interests: ['partnership', 'other'],
  },
];

const labelOf = (interest: ContactInterest) =>
  CONTACT_INTERESTS.find((option) => option.value === interest)?.label ?? interest;

/** "Choose: …", each subject a link that chooses it in the form above (ContactForm follows it). */
function SubjectLinks({ interests }: { interests: readonly ContactInterest[] }) {
  return (
    <>
      Choose:{' '}
      {interests.map((interest, index) => (
        <Fragment key={interest}>
          {index > 0 && ' or '}
          <Link to={`?interest=${interest}`}>{labelOf(interest)}</Link>
        </Fragment>
      ))}
    </>
  );
}

/** The four informational cards: who writes to us, and which subject to choose in the form. */
export function AudienceCards() {
  return (
    <TextCardGrid
      cards={AUDIENCES.map(({ title, text, interests }) => ({
        title,
        text,
        note: <SubjectLinks interests={interests} />,
      }))}
      look="outlined"
      columns={{ sm: 2, lg: 4 }}
      compact
    />
  );
}
