import { styled } from 'styled-components';

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

export interface PostTagsProps {
  tags: readonly string[];
}

export function PostTags({ tags }: PostTagsProps) {
  if (tags.length === 0) return null;
  return (
    <StyledTags aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>#{tag}</li>
      ))}
    </StyledTags>
  );
}
