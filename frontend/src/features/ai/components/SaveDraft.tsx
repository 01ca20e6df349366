import { BLOG_CATEGORIES, type BlogCategoryId, type BlogContentResponse } from '@sandglass/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { useCreateBlogPostMutation } from '../../blog';
import { adminPath } from '../../admin';
import { draftArticle } from '../blogDraft';

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map(({ id, label }) => ({ value: id, label }));

const StyledSave = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.line};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 16rem) auto;
    align-items: end;
    justify-content: start;
  }
`;

const StyledSaved = styled.p`
  color: ${({ theme }) => theme.color.success};
  font-weight: 600;

  a {
    color: inherit;
  }
`;

export interface SaveDraftProps {
  draft: BlogContentResponse;
  /** The category chosen for the generation, if any. */
  category: BlogCategoryId | undefined;
}

/** Admins keep a generated draft as a draft article in the blog, to edit and publish later. */
export function SaveDraft({ draft, category }: SaveDraftProps) {
  const [chosen, setChosen] = useState<BlogCategoryId | ''>(category ?? '');
  const [save, { isLoading, isSuccess, error, reset }] = useCreateBlogPostMutation();

  if (isSuccess) {
    return (
      <StyledSaved role="status">
        Saved as a draft article. <Link to={adminPath('blog')}>Open it in the blog admin</Link>.
      </StyledSaved>
    );
  }
  return (
    <>
      <StyledSave>
        <SelectField
          label="Blog category"
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value as BlogCategoryId | '');
            reset();
          }}
        />
        <Button
          variant="primary"
          disabled={!chosen || isLoading}
          onClick={() => chosen && void save(draftArticle(draft, chosen))}
        >
          {isLoading ? 'Saving...' : 'Save as Draft'}
        </Button>
      </StyledSave>
      {error && (
        <Alert title="The draft could not be saved.">
          {apiErrorMessage(error, 'Check your connection and try again.')}
        </Alert>
      )}
    </>
  );
}
