import { styled } from 'styled-components';
import { Card } from '../../../ui/Card';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 42rem;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const StyledMessage = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface AiNotConfiguredNoticeProps {
  /** The server's sentence, which says what an administrator has to set. */
  message: string;
}

/** Stands in for the playground while the server has no AI provider configured. */
export function AiNotConfiguredNotice({ message }: AiNotConfiguredNoticeProps) {
  return (
    <StyledCard aria-labelledby="ai-not-configured-title">
      <StyledTitle id="ai-not-configured-title">AI is not available yet</StyledTitle>
      <StyledMessage>{message}</StyledMessage>
      <StyledMessage>
        Everything else on the site works as usual. Come back once it has been set up.
      </StyledMessage>
    </StyledCard>
  );
}
