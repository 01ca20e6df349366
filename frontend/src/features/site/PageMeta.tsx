import { pageHead, type ArticleHeadInput } from '@sandglass/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyPageHead } from './pageHead';
import { useSiteConfig } from './SiteConfigProvider';

export interface PageMetaProps {
  title: string;
  description: string;
  noIndex?: boolean;
  /** An article's publication details: Open Graph type "article" and Article JSON-LD. */
  article?: ArticleHeadInput;
}

/**
 * Sets the document title, description, canonical link, Open Graph tags and JSON-LD: the same
 * tags the gateway wrote into the page for crawlers, updated in place on every navigation.
 */
export function PageMeta({ title, description, noIndex = false, article }: PageMetaProps) {
  const site = useSiteConfig();
  const { pathname } = useLocation();

  useEffect(() => {
    applyPageHead(document, pageHead({ site, title, description, pathname, noIndex, article }));
  }, [site, title, description, pathname, noIndex, article]);

  return null;
}
