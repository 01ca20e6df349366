import { PageMeta } from '../features/site/PageMeta';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Remote internships for engineering managers, software engineers and venture analysts, working hands-on with our portfolio companies.';

/** Placeholder until the programs and their applications are built (spec section 2, "Programs"). */
export function ProgramsPage() {
  return (
    <>
      <PageMeta title="Programs" description={DESCRIPTION} />
      <PageHeader eyebrow="Internship Programs" title="Programs" lead={DESCRIPTION} />
    </>
  );
}
