import { css, styled } from 'styled-components';
import { GridList } from './GridList';

/**
 * `outlined`: a card on a light section. `outlinedOnNight`: the same on a night section.
 * `sandRuleOnNight`: a night card marked by a sand rule along its top instead of an outline.
 */
export type TextCardLook = 'outlined' | 'outlinedOnNight' | 'sandRuleOnNight';

const StyledCard = styled.li<{ $look: TextCardLook }>`
  padding: ${({ theme }) => theme.space(7)};

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

export interface TextCard {
  title: string;
  text: string;
}

export interface TextCardGridProps {
  cards: readonly TextCard[];
  look: TextCardLook;
}

/** Cards of a heading (<h3>) and a paragraph, three to a row from tablets up. */
export function TextCardGrid({ cards, look }: TextCardGridProps) {
  return (
    <GridList $columns={{ md: 3 }} $gap={6}>
      {cards.map((card) => (
        <StyledCard key={card.title} $look={look}>
          <StyledTitle>{card.title}</StyledTitle>
          <StyledText $look={look}>{card.text}</StyledText>
        </StyledCard>
      ))}
    </GridList>
  );
}
