import { styled } from 'styled-components';
import { ButtonLink } from '../../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../../ui/Card';
import { Tooltip } from '../../../ui/Tooltip';

const StyledCard = styled(Card)`
  background: ${({ theme }) => theme.color.night};
  border-color: ${({ theme }) => theme.color.nightLine};
  color: ${({ theme }) => theme.color.onNight};
`;

const StyledDescription = styled(CardDescription)`
  color: ${({ theme }) => theme.color.onNightMuted};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export interface LpPortalCardProps {
  /** Where the button leads (the spec gives it no behaviour; we send LPs to Contact). */
  to: string;
}

/** "LP Portal Access" on the Sign In page. */
export function LpPortalCard({ to }: LpPortalCardProps) {
  return (
    <StyledCard aria-labelledby="lp-portal-title">
      <CardTitle id="lp-portal-title">LP Portal Access</CardTitle>
      <StyledDescription>
        Limited partners receive fund reporting and capital account statements through our investor
        relations team. Tell us who you are and we will set up your access.
      </StyledDescription>
      <Tooltip content="Opens our contact form with “Becoming an LP” selected.">
        <ButtonLink to={to} variant="accent" fullWidth>
          Access LP Portal
        </ButtonLink>
      </Tooltip>
    </StyledCard>
  );
}
