/**
 * Spec section 2's route table: each address pattern and the page that renders it
 * (`src/pages/<page>.tsx`, which exports a component of that name). The router renders these in
 * order, the last one for any other address; the build writes each route's chunks for the
 * gateway to preload with a page's HTML (routeManifest.ts). Plain data, so the build can read it.
 */
export const ROUTES = [
  { path: '/', page: 'HomePage' },
  { path: '/investment-thesis', page: 'InvestmentThesisPage' },
  { path: '/portfolio', page: 'PortfolioPage' },
  { path: '/team', page: 'TeamPage' },
  { path: '/programs', page: 'ProgramsPage' },
  { path: '/insights', page: 'InsightsPage' },
  { path: '/insights/:slug', page: 'InsightArticlePage' },
  { path: '/contact', page: 'ContactPage' },
  { path: '/ai-playground', page: 'AiPlaygroundPage' },
  { path: '/user/social-media', page: 'SocialMediaPage' },
  { path: '/analytics', page: 'AnalyticsPage' },
  { path: '/account/api', page: 'AccountApiPage' },
  { path: '/auth', page: 'AuthPage' },
  { path: '/login', page: 'LoginPage' },
  { path: '/account', page: 'AccountPage' },
  { path: '/forgot-password', page: 'ForgotPasswordPage' },
  { path: '/reset-password', page: 'ResetPasswordPage' },
  { path: '/verify-email', page: 'VerifyEmailPage' },
  { path: '/admin/*', page: 'AdminPage' },
  { path: '*', page: 'NotFoundPage' },
] as const;

export type PageName = (typeof ROUTES)[number]['page'];
