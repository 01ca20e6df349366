import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { trackPageLoad } from './pageLoads';

/**
 * A page whose code is fetched only when visited, so the public pages stay small and the admin,
 * playground and social code never reaches visitors who do not open them. A chunk that fails to
 * load throws to the layout's error boundary, which offers a reload.
 */
function page(load: () => Promise<ComponentType>) {
  return lazy(() => trackPageLoad(load().then((Component) => ({ default: Component }))));
}

const HomePage = page(() => import('../pages/HomePage').then((m) => m.HomePage));
const InvestmentThesisPage = page(() =>
  import('../pages/InvestmentThesisPage').then((m) => m.InvestmentThesisPage),
);
const PortfolioPage = page(() => import('../pages/PortfolioPage').then((m) => m.PortfolioPage));
const TeamPage = page(() => import('../pages/TeamPage').then((m) => m.TeamPage));
const ProgramsPage = page(() => import('../pages/ProgramsPage').then((m) => m.ProgramsPage));
const InsightsPage = page(() => import('../pages/InsightsPage').then((m) => m.InsightsPage));
const InsightArticlePage = page(() =>
  import('../pages/InsightArticlePage').then((m) => m.InsightArticlePage),
);
const ContactPage = page(() => import('../pages/ContactPage').then((m) => m.ContactPage));
const AiPlaygroundPage = page(() =>
  import('../pages/AiPlaygroundPage').then((m) => m.AiPlaygroundPage),
);
const SocialMediaPage = page(() =>
  import('../pages/SocialMediaPage').then((m) => m.SocialMediaPage),
);
const AnalyticsPage = page(() => import('../pages/AnalyticsPage').then((m) => m.AnalyticsPage));
const AuthPage = page(() => import('../pages/AuthPage').then((m) => m.AuthPage));
const LoginPage = page(() => import('../pages/LoginPage').then((m) => m.LoginPage));
const AdminPage = page(() => import('../pages/AdminPage').then((m) => m.AdminPage));
const NotFoundPage = page(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));

/**
 * Spec section 2's route table. Declarative routes rather than the data router: nothing here
 * uses loaders or actions, and the data router's code would cost every public page about 17 kB
 * of gzipped JavaScript (README, "Front end").
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="investment-thesis" element={<InvestmentThesisPage />} />
        <Route path="portfolio" element={<PortfolioPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="programs" element={<ProgramsPage />} />
        <Route path="insights" element={<InsightsPage />} />
        <Route path="insights/:slug" element={<InsightArticlePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="ai-playground" element={<AiPlaygroundPage />} />
        <Route path="user/social-media" element={<SocialMediaPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="admin/*" element={<AdminPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
