import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { GridList, type GridColumns } from './GridList';

/**
 * `outlined`: a card on a light section. `outlinedOnNight`: the same on a night section.
 * `sandRuleOnNight`: a night card marked by a sand rule along its top instead of an outline.
 */
export type TextCardLook = 'outlined' | 'outlinedOnNight' | 'sandRuleOnNight';

const StyledCard = styled.li<{ $look: TextCardLook; $compact: boolean }>`
  padding: ${({ theme, $compact }) => theme.space($compact ? 6 : 7)};

  ${({ theme, $look }) => {
    switch ($look) {
      case 'outlined':
        return css`
          border: 1px solid ${theme.color.line};
          border-radius: ${theme.radius.lg};
          background: ${theme.color.surface};
        `;
      case 'outlinedOnNight':
        return css`
          border: 1px solid ${theme.color.nightLine};
          border-radius: ${theme.radius.lg};
          background: ${theme.color.nightRaised};
        `;
      case 'sandRuleOnNight':
        return css`
          border-top: 3px solid ${theme.color.sand};
          border-radius: ${theme.radius.md};
          background: ${theme.color.nightRaised};
        `;
    }
  }}
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledText = styled.p<{ $look: TextCardLook }>`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme, $look }) =>
    $look === 'outlined' ? theme.color.inkMuted : theme.color.onNightMuted};
`;

const StyledNote = styled.p<{ $look: TextCardLook }>`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme, $look }) => ($look === 'outlined' ? theme.color.sandDeep : theme.color.sand)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;

  a {
    text-underline-offset: 3px;
  }
`;

export interface TextCard {
  title: string;
  text: string;
  /** A short closing line in the accent colour, such as which subject to choose (links allowed). */
  note?: ReactNode;
}

export interface TextCardGridProps {
  cards: readonly TextCard[];
  look: TextCardLook;
  /** Left out: three to a row from tablets up. */
  columns?: GridColumns;
  /** Less room between and inside the cards, for narrower ones (four to a row). */
  compact?: boolean;
}

/** Cards of a heading (<h3>) and a paragraph (then the note, if any), three to a row by default. */
export function TextCardGrid({
  cards,
  look,
  columns = { md: 3 },
  compact = false,
}: TextCardGridProps) {
  return (
    <GridList $columns={columns} $gap={compact ? 5 : 6}>
      {cards.map((card) => (
        <StyledCard key={card.title} $look={look} $compact={compact}>
          <StyledTitle>{card.title}</StyledTitle>
          <StyledText $look={look}>{card.text}</StyledText>
          {card.note && <StyledNote $look={look}>{card.note}</StyledNote>}
        </StyledCard>
      ))}
    </GridList>
  );
}
