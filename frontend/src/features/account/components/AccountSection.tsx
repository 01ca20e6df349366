import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card, CardDescription, CardTitle } from '../../../ui/Card';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  scroll-margin-top: ${({ theme }) => theme.space(24)};
`;

const StyledHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface AccountSectionProps {
  /** The anchor the page's table of contents links to. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One part of the account page: a titled card, a region named by its title. */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  return (
    <StyledCard id={id} aria-labelledby={`${id}-title`}>
      <StyledHead>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </StyledHead>
      {children}
    </StyledCard>
  );
}

/** A form inside a section: fields in a column, its button at the end. */
export const AccountForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 480px;

  & > button {
    justify-self: start;
  }
`;
