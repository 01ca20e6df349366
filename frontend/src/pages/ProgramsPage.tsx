import {
  AlumniStats,
  ProgramBenefits,
  ProgramInclusions,
} from '../features/programs/components/ProgramHighlights';
import { ProgramList } from '../features/programs/components/ProgramList';
import { PublicPageIntro } from '../features/site/PublicPageIntro';
import { Section } from '../ui/Section';
import { Island } from '../lib/Island';

export function ProgramsPage() {
  return (
    <>
      <PublicPageIntro
        path="/programs"
        eyebrow="Internship Programs"
        title="Learn to build AI companies by building one"
        lead="Remote programs for engineering managers, software engineers and venture analysts, placed inside our portfolio companies with a partner as mentor."
      />
      <Section title="Why join a program" tone="paper">
        <ProgramBenefits />
      </Section>
      <Section title="Open Programs" eyebrow="Apply" tone="muted">
        <Island name="ProgramList" component={ProgramList} />
      </Section>
      <Section title="All Programs Include" tone="night">
        <ProgramInclusions />
      </Section>
      <Section title="Where Our Alumni Go" tone="paper">
        <AlumniStats />
      </Section>
    </>
  );
}
