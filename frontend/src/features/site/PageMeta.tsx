import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyPageHead, pageHead } from './pageHead';
import { useSiteConfig } from './SiteConfigProvider';

export interface PageMetaProps {
  title: string;
  description: string;
  noIndex?: boolean;
}

/** Sets the document title, description, canonical link, Open Graph tags and organisation JSON-LD. */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const site = useSiteConfig();
  const { pathname } = useLocation();

  useEffect(() => {
    applyPageHead(document, pageHead({ site, title, description, pathname, noIndex }));
  }, [site, title, description, pathname, noIndex]);

  return null;
}
