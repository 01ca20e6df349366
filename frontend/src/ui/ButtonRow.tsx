import { styled } from 'styled-components';

export interface ButtonRowProps {
  /** The space above the row, in theme spacing steps. */
  $spaceAbove: number;
}

/** Calls to action side by side, wrapping onto a new line when the screen is narrow. */
export const ButtonRow = styled.div<ButtonRowProps>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme, $spaceAbove }) => theme.space($spaceAbove)};
`;
