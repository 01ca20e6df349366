import type { ComponentProps } from 'react';
import { styled } from 'styled-components';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledItem = styled.div<{ $wide: boolean }>`
  min-width: 0;

  ${({ theme }) => theme.media.sm} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

export type FormGridProps = ComponentProps<'div'>;

/** Form fields in one column on phones and two from the small breakpoint up. */
export function FormGrid(props: FormGridProps) {
  return <StyledGrid {...props} />;
}

export type FormGridItemProps = ComponentProps<'div'> & { wide?: boolean };

/** One cell of a FormGrid; `wide` spans both columns (long text, images). */
export function FormGridItem({ wide = false, ...rest }: FormGridItemProps) {
  return <StyledItem $wide={wide} {...rest} />;
}
