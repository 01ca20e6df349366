import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../../ui/Card';
import { Container } from '../../../ui/Container';

const StyledWrapper = styled.div`
  padding-block: ${({ theme }) => theme.space(20)};
`;

const StyledCard = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const StyledIcon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.sandSoft};
  color: ${({ theme }) => theme.color.sandDeep};

  svg {
    width: 26px;
    height: 26px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const StyledMessage = styled.p`
  max-width: 42ch;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface AccessNoticeProps {
  title: string;
  message: string;
  /** A second sentence for this visitor in particular, e.g. how a guest gets upgraded. */
  detail?: string;
  /** What the visitor can do about it, e.g. a link to sign in. */
  action?: ReactNode;
}

/** Tells a visitor why a page is closed to them (spec: "Access Denied", "Member Access Required"). */
export function AccessNotice({ title, message, detail, action }: AccessNoticeProps) {
  return (
    <StyledWrapper>
      <Container narrow>
        <StyledCard aria-labelledby="access-notice-title">
          <StyledIcon aria-hidden="true">
            <svg viewBox="0 0 24 24">
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V8a4 4 0 0 1 8 0v3" />
            </svg>
          </StyledIcon>
          <StyledTitle id="access-notice-title">{title}</StyledTitle>
          <StyledMessage>{message}</StyledMessage>
          {detail && <StyledMessage>{detail}</StyledMessage>}
          {action}
        </StyledCard>
      </Container>
    </StyledWrapper>
  );
}
