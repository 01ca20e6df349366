import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toastStore';
import { useChooseFacebookPageMutation, useFacebookPagesQuery } from '../socialApi';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
`;

const StyledOptions = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.night};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface FacebookPagePickerProps {
  onDone: () => void;
}

/** Asks a member who manages several Facebook Pages which one posts go to. */
export function FacebookPagePicker({ onDone }: FacebookPagePickerProps) {
  const pages = useFacebookPagesQuery();
  const [choose, { isLoading }] = useChooseFacebookPageMutation();
  const [pageId, setPageId] = useState('');
  const name = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const page = pages.data?.find((item) => item.id === pageId);
    if (!page) {
      toast({ title: 'Choose a Page', description: 'Pick the Page your posts should go to.' });
      return;
    }
    try {
      await choose(page.id).unwrap();
      toast({ title: 'Account Connected', description: `Facebook posts will go to ${page.name}.` });
      onDone();
    } catch (error) {
      toast({
        title: 'Connection Failed',
        description: apiErrorMessage(
          error,
          'The Page could not be chosen. Connect Facebook again.',
        ),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onDone()}
      title="Choose a Facebook Page"
      description="You manage more than one Page. Posts to Facebook go to the one you choose."
      closeOnOutsideClick={false}
    >
      <QueryState
        isLoading={pages.isLoading}
        error={pages.data ? undefined : pages.error}
        onRetry={() => void pages.refetch()}
        loadingMessage="Loading your Pages..."
        errorMessage="Your Pages could not be loaded."
        isEmpty={pages.data?.length === 0}
        emptyMessage="This account manages no Page. Create one on Facebook, then connect again."
      >
        <StyledForm
          onSubmit={(event) => void handleSubmit(event)}
          aria-label="Choose a Facebook Page"
        >
          <StyledOptions>
            <legend>Facebook Page</legend>
            {pages.data?.map((page) => (
              <label key={page.id}>
                <input
                  type="radio"
                  name={name}
                  value={page.id}
                  checked={pageId === page.id}
                  onChange={() => setPageId(page.id)}
                />
                {page.name}
              </label>
            ))}
          </StyledOptions>
          <StyledActions>
            <DialogClose asChild>
              <Button variant="secondary">Not Now</Button>
            </DialogClose>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Saving...' : 'Use This Page'}
            </Button>
          </StyledActions>
        </StyledForm>
      </QueryState>
    </Dialog>
  );
}
