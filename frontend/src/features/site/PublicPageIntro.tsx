import { PUBLIC_PAGES } from '@sandglass/shared';
import { PageHeader, type PageHeaderProps } from '../../ui/PageHeader';
import { PageMeta } from './PageMeta';

export interface PublicPageIntroProps extends PageHeaderProps {
  /** The page's address: its title and description for the head (and, by default, the lead). */
  path: keyof typeof PUBLIC_PAGES;
}

/** A public page's head tags and its opening <h1>, the lead defaulting to its description. */
export function PublicPageIntro({ path, lead, ...header }: PublicPageIntroProps) {
  const page = PUBLIC_PAGES[path];
  return (
    <>
      <PageMeta {...page} />
      <PageHeader lead={lead ?? page.description} {...header} />
    </>
  );
}
