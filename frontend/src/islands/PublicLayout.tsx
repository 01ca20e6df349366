import type { ReactNode } from 'react';
import { VerifyEmailBanner } from '../features/account/components/VerifyEmailBanner';
import { MAIN_ID, StyledMain, StyledShell } from '../app/layout/Shell';
import { SiteFooter } from '../app/layout/SiteFooter';
import { SiteHeader } from '../app/layout/SiteHeader';
import { SkipLink } from '../app/layout/SkipLink';
import { HydrateWhenVisible } from '../lib/HydrateWhenVisible';
import { Island } from '../lib/Island';
import { ToastHost } from '../ui/ToastHost';

/**
 * AppLayout's shell for a pre-rendered public page: the same header, main and footer, the parts
 * that depend on the session or respond to the visitor as islands, the rest plain HTML.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <StyledShell>
        <SkipLink targetId={MAIN_ID} />
        <Island name="SiteHeader" component={SiteHeader} />
        <Island name="VerifyEmailBanner" component={VerifyEmailBanner} />
        <StyledMain id={MAIN_ID} tabIndex={-1}>
          {children}
        </StyledMain>
        <HydrateWhenVisible offscreenHeight="480px">
          <Island name="SiteFooter" component={SiteFooter} />
        </HydrateWhenVisible>
      </StyledShell>
      <Island name="ToastHost" component={ToastHost} />
    </>
  );
}
