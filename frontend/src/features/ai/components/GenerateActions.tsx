import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface GenerateActionsProps {
  label: string;
  pendingLabel: string;
  /** Blank required input: the spec keeps the button disabled. */
  disabled: boolean;
  isStreaming: boolean;
  onStop: () => void;
}

/** A form's submit button (with its pending label) and, while an answer streams, Stop. */
export function GenerateActions({
  label,
  pendingLabel,
  disabled,
  isStreaming,
  onStop,
}: GenerateActionsProps) {
  return (
    <StyledActions>
      <Button type="submit" variant="accent" disabled={disabled || isStreaming}>
        {isStreaming ? pendingLabel : label}
      </Button>
      {isStreaming && (
        <Button variant="secondary" onClick={onStop}>
          Stop
        </Button>
      )}
    </StyledActions>
  );
}
