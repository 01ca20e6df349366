import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout, AppLayoutFallback } from './layout/AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * A route whose page is fetched only when visited, so the public pages stay small and the admin,
 * playground and social code never reaches visitors who do not open them.
 */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    ...(path === '' ? { index: true } : { path }),
    lazy: async () => {
      try {
        return { Component: await load() };
      } catch (error) {
        // A rejected `lazy` leaves React Router rendering an empty outlet; a component that
        // throws the load error reaches the route's error boundary (which offers a reload).
        return {
          Component: () => {
            throw error;
          },
        };
      }
    },
    ErrorBoundary: RouteErrorBoundary,
  };
}

/** Spec section 2's route table. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLayoutFallback,
    children: [
      page('', () => import('../pages/HomePage').then((m) => m.HomePage)),
      page('investment-thesis', () =>
        import('../pages/InvestmentThesisPage').then((m) => m.InvestmentThesisPage),
      ),
      page('portfolio', () => import('../pages/PortfolioPage').then((m) => m.PortfolioPage)),
      page('team', () => import('../pages/TeamPage').then((m) => m.TeamPage)),
      page('programs', () => import('../pages/ProgramsPage').then((m) => m.ProgramsPage)),
      page('insights', () => import('../pages/InsightsPage').then((m) => m.InsightsPage)),
      page('insights/:slug', () =>
        import('../pages/InsightArticlePage').then((m) => m.InsightArticlePage),
      ),
      page('contact', () => import('../pages/ContactPage').then((m) => m.ContactPage)),
      page('ai-playground', () =>
        import('../pages/AiPlaygroundPage').then((m) => m.AiPlaygroundPage),
      ),
      page('user/social-media', () =>
        import('../pages/SocialMediaPage').then((m) => m.SocialMediaPage),
      ),
      page('analytics', () => import('../pages/AnalyticsPage').then((m) => m.AnalyticsPage)),
      page('auth', () => import('../pages/AuthPage').then((m) => m.AuthPage)),
      page('login', () => import('../pages/LoginPage').then((m) => m.LoginPage)),
      page('admin/*', () => import('../pages/AdminPage').then((m) => m.AdminPage)),
      page('*', () => import('../pages/NotFoundPage').then((m) => m.NotFoundPage)),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
