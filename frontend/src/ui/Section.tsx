import { useId, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { Container } from './Container';
import { NightSurface } from './Surface';

export type SectionTone = 'paper' | 'surface' | 'muted' | 'night';

const tones = {
  paper: css`
    background: ${({ theme }) => theme.color.paper};
  `,
  surface: css`
    background: ${({ theme }) => theme.color.surface};
  `,
  muted: css`
    background: ${({ theme }) => theme.color.surfaceMuted};
  `,
  night: css`
    background: ${({ theme }) => theme.color.night};
    color: ${({ theme }) => theme.color.onNight};
  `,
};

const StyledSection = styled.section<{ $tone: SectionTone }>`
  padding-block: ${({ theme }) => theme.space(16)};
  ${({ $tone }) => tones[$tone]}

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space(24)};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

const StyledEyebrow = styled.p<{ $onNight: boolean }>`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme, $onNight }) => ($onNight ? theme.color.sand : theme.color.sandDeep)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h2`
  max-width: 24ch;
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const StyledLead = styled.p<{ $onNight: boolean }>`
  max-width: 62ch;
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme, $onNight }) => ($onNight ? theme.color.onNightMuted : theme.color.inkMuted)};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export interface SectionProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Beside the heading on wide screens, e.g. a "View all" link. */
  action?: ReactNode;
  tone?: SectionTone;
  /** For in-page links and analytics. */
  id?: string;
  children: ReactNode;
}

/** A band of a page: an <h2> (naming the region), an optional lead, and its content. */
export function Section({
  title,
  eyebrow,
  lead,
  action,
  tone = 'paper',
  id,
  children,
}: SectionProps) {
  const titleId = useId();
  const onNight = tone === 'night';
  return (
    <StyledSection id={id} aria-labelledby={titleId} $tone={tone}>
      <Container>
        <StyledHeader>
          <div>
            {eyebrow && <StyledEyebrow $onNight={onNight}>{eyebrow}</StyledEyebrow>}
            <StyledTitle id={titleId}>{title}</StyledTitle>
            {lead && <StyledLead $onNight={onNight}>{lead}</StyledLead>}
          </div>
          {action}
        </StyledHeader>
        {onNight ? <NightSurface>{children}</NightSurface> : children}
      </Container>
    </StyledSection>
  );
}
