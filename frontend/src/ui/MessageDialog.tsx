import { styled } from 'styled-components';
import { ButtonAnchor } from './Button';
import { Dialog, DialogClose } from './Dialog';
import { Button } from './Button';
import type { ReactNode } from 'react';

const StyledMessage = styled.p`
  flex: 1 1 100%;
  max-height: 50vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex: 1 1 100%;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface MessageDialogProps {
  title: string;
  /** Who sent it and when. */
  description: ReactNode;
  message: string;
  /** The sender's address, for a reply by email. */
  replyTo: string;
  /** More actions beside Reply, e.g. "Mark as unread". */
  actions?: ReactNode;
  onClose: () => void;
}

/** A message (contact or application) shown in full, with a way to reply by email. */
export function MessageDialog({
  title,
  description,
  message,
  replyTo,
  actions,
  onClose,
}: MessageDialogProps) {
  function handleOpenChange(open: boolean) {
    if (!open) onClose();
  }

  return (
    <Dialog open onOpenChange={handleOpenChange} title={title} description={description} size="lg">
      <StyledMessage>{message}</StyledMessage>
      <StyledActions>
        {actions}
        <ButtonAnchor variant="secondary" href={`mailto:${replyTo}`}>
          Reply by email
        </ButtonAnchor>
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </StyledActions>
    </Dialog>
  );
}
