import { styled } from 'styled-components';

/** A button that reads like a link in running text ("Read more"). */
export const TextButton = styled.button.attrs({ type: 'button' })`
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.sandDeep};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }
`;
