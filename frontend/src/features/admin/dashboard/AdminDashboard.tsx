import { Navigate, Route, Routes } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../../../ui/Container';
import { ADMIN_ROOT } from '../adminSections';
import { AdminSectionNav } from './AdminSectionNav';
import { ApplicationsSection } from '../applications/ApplicationsSection';
import { BlogSection } from '../blog/BlogSection';
import { ContactSection } from '../contact/ContactSection';
import { NewsletterSection } from '../newsletter/NewsletterSection';
import { OverviewSection } from '../overview/OverviewSection';
import { PortfolioSection } from '../portfolio/PortfolioSection';
import { ProgramsSection } from '../programs/ProgramsSection';
import { SocialSection } from '../social/SocialSection';
import { TeamSection } from '../team/TeamSection';
import { UsersSection } from '../users/UsersSection';

const StyledDashboard = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space(20)};
`;

/**
 * The admin console below its heading: the section tabs and the section at this address.
 * Rendered only for admins, so no admin data is ever requested for anyone else.
 */
export function AdminDashboard() {
  return (
    <StyledDashboard>
      <AdminSectionNav />
      <Routes>
        <Route index element={<OverviewSection />} />
        <Route path="portfolio" element={<PortfolioSection />} />
        <Route path="team" element={<TeamSection />} />
        <Route path="blog" element={<BlogSection />} />
        <Route path="contact" element={<ContactSection />} />
        <Route path="programs" element={<ProgramsSection />} />
        <Route path="applications" element={<ApplicationsSection />} />
        <Route path="newsletter" element={<NewsletterSection />} />
        <Route path="users" element={<UsersSection />} />
        <Route path="social" element={<SocialSection />} />
        <Route path="*" element={<Navigate to={ADMIN_ROOT} replace />} />
      </Routes>
    </StyledDashboard>
  );
}
