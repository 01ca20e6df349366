import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { hydrated } from '../lib/HydrateWhenVisible';
import { AppLayout } from './layout/AppLayout';
import { trackPageLoad } from './layout/pageLoads';
import { ROUTES, type PageName } from './routes';

/**
 * Marks <html data-app="live"> once a page has rendered or hydrated in the browser, its controls
 * working: before that, a pre-rendered page only looks ready. A signal for tools and tests; the
 * first time, also the User Timing mark `app-live` (bench:web weighs the JavaScript loaded before it).
 */
function markLive() {
  if (document.documentElement.dataset.app !== 'live') performance.mark('app-live');
  document.documentElement.dataset.app = 'live';
  hydrated();
}

interface Page {
  path: string;
  /** Fetches the page's code; resolves at once once it has been fetched. */
  preload: () => Promise<unknown>;
  Component: ComponentType;
}

/**
 * A page whose code is fetched only when visited, so the public pages stay small and the admin,
 * playground and social code never reaches visitors who do not open them. A chunk that fails to
 * load throws to the layout's error boundary, which offers a reload. Once fetched, the page
 * renders straight away (no suspending), which is what lets the first page render without the
 * loading screen when main.tsx preloads it.
 */
function page(path: string, load: () => Promise<ComponentType>): Page {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((Component) => (loaded = Component));
  const Lazy = lazy(() => trackPageLoad(preload()).then((Component) => ({ default: Component })));
  function Component() {
    useEffect(markLive, []);
    return loaded ? createElement(loaded) : <Lazy />;
  }
  return { path, preload, Component };
}

/**
 * Each page's code, fetched on its own when visited (the import paths must be written out for the
 * build to split them).
 */
const PAGE_CODE: Record<PageName, () => Promise<ComponentType>> = {
  HomePage: () => import('../pages/HomePage').then((m) => m.HomePage),
  InvestmentThesisPage: () =>
    import('../pages/InvestmentThesisPage').then((m) => m.InvestmentThesisPage),
  PortfolioPage: () => import('../pages/PortfolioPage').then((m) => m.PortfolioPage),
  TeamPage: () => import('../pages/TeamPage').then((m) => m.TeamPage),
  ProgramsPage: () => import('../pages/ProgramsPage').then((m) => m.ProgramsPage),
  InsightsPage: () => import('../pages/InsightsPage').then((m) => m.InsightsPage),
  InsightArticlePage: () => import('../pages/InsightArticlePage').then((m) => m.InsightArticlePage),
  ContactPage: () => import('../pages/ContactPage').then((m) => m.ContactPage),
  AiPlaygroundPage: () => import('../pages/AiPlaygroundPage').then((m) => m.AiPlaygroundPage),
  SocialMediaPage: () => import('../pages/SocialMediaPage').then((m) => m.SocialMediaPage),
  AnalyticsPage: () => import('../pages/AnalyticsPage').then((m) => m.AnalyticsPage),
  AccountApiPage: () => import('../pages/AccountApiPage').then((m) => m.AccountApiPage),
  AuthPage: () => import('../pages/AuthPage').then((m) => m.AuthPage),
  LoginPage: () => import('../pages/LoginPage').then((m) => m.LoginPage),
  AccountPage: () => import('../pages/AccountPage').then((m) => m.AccountPage),
  ForgotPasswordPage: () => import('../pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ResetPasswordPage: () => import('../pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  VerifyEmailPage: () => import('../pages/VerifyEmailPage').then((m) => m.VerifyEmailPage),
  AdminPage: () => import('../pages/AdminPage').then((m) => m.AdminPage),
  NotFoundPage: () => import('../pages/NotFoundPage').then((m) => m.NotFoundPage),
};

const PAGES: readonly Page[] = ROUTES.map(({ path, page: name }) => page(path, PAGE_CODE[name]));

/** Fetches the code of the page at `pathname` (the not-found page for an unknown one). */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = PAGES.find(({ path }) => path !== '*' && matchPath(path, pathname));
  return (match ?? PAGES[PAGES.length - 1]!).preload();
}

/**
 * Declarative routes rather than the data router: nothing here uses loaders or actions, and the
 * data router's code would cost every public page about 17 kB of gzipped JavaScript.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {PAGES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Route>
    </Routes>
  );
}
