import type { ComponentProps } from 'react';
import { styled } from 'styled-components';

const StyledContainer = styled.div<{ $narrow: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

export type ContainerProps = ComponentProps<'div'> & { narrow?: boolean };

/** Centres content at the page's reading width with the page's side gutters. */
export function Container({ narrow = false, ...rest }: ContainerProps) {
  return <StyledContainer $narrow={narrow} {...rest} />;
}
