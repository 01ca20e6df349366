import { BLOG_CATEGORIES, type BlogCategoryId } from '@sandglass/shared';
import { styled } from 'styled-components';
import { GridList } from '../../../ui/GridList';
import { articlesFoundText, type PostCategoryFilter } from '../posts';

const DESCRIPTIONS: Record<BlogCategoryId, string> = {
  'ai-trends': 'Where models, tools and costs are heading, and what it means for founders.',
  investment: 'How we evaluate companies, structure rounds and think about returns.',
  technology: 'Architecture, evaluation and infrastructure notes from production systems.',
  'industry-analysis': 'Markets where AI changes the economics: law, security, software, media.',
  'portfolio-updates': 'Milestones, launches and lessons from the companies we back.',
};

const StyledButton = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.control};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.night};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.night};
  }
`;

const StyledName = styled.span`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;

const StyledText = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.color.sandDeep};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

export interface ContentCategoriesProps {
  counts: Record<BlogCategoryId, number>;
  selected: PostCategoryFilter;
  onSelect: (category: BlogCategoryId) => void;
}

/** The categories with their article counts; choosing one filters the list above. */
export function ContentCategories({ counts, selected, onSelect }: ContentCategoriesProps) {
  return (
    <GridList $columns={{ sm: 2, lg: 5 }} $gap={4}>
      {BLOG_CATEGORIES.map((category) => (
        <li key={category.id}>
          <StyledButton
            type="button"
            aria-pressed={selected === category.id}
            onClick={() => onSelect(category.id)}
          >
            <StyledName>{category.label}</StyledName>
            <StyledText>{DESCRIPTIONS[category.id]}</StyledText>
            <StyledCount>
              {articlesFoundText(counts[category.id]).replace(' found', '')}
            </StyledCount>
          </StyledButton>
        </li>
      ))}
    </GridList>
  );
}
