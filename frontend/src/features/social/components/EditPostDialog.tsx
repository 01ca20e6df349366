import type { ScheduledPost, SocialPlatform, SocialPlatformInfo } from '@sandglass/shared';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { FieldError } from '../../../ui/FormField';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { focusFirstProblem } from '../../../ui/focusFirstProblem';
import { toast } from '../../../ui/toastStore';
import {
  composerProblemsFrom,
  dayOf,
  hasProblems,
  overLimitProblems,
  scheduledTimeIso,
  scheduleProblems,
  SOCIAL_TOASTS,
  timeOfDay,
  togglePlatform,
  TOO_LONG_NOTE,
  type ComposerProblems,
} from '../composer';
import { useSiteConfig } from '../../site';
import { useUpdatePostMutation } from '../socialApi';
import { CampaignLinksToggle } from './CampaignLinksToggle';
import { PlatformToggles } from './PlatformToggles';
import { PostTextField } from './PostTextField';
import { ScheduleFields } from './ScheduleFields';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  width: 100%;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface EditPostDialogProps {
  post: ScheduledPost;
  platforms: readonly SocialPlatformInfo[];
  onOpenAccounts: () => void;
  onClose: () => void;
}

/** Changes a pending post's text, platforms or time (its images stay as they are). */
export function EditPostDialog({ post, platforms, onOpenAccounts, onClose }: EditPostDialogProps) {
  const isDraft = post.status === 'draft';
  const title = isDraft ? 'Edit Draft' : 'Edit Scheduled Post';
  const [text, setText] = useState(post.content.text);
  const [selected, setSelected] = useState<SocialPlatform[]>(post.platforms);
  const [date, setDate] = useState<Date | undefined>(() =>
    post.scheduledTime ? dayOf(post.scheduledTime) : undefined,
  );
  const [time, setTime] = useState(() => timeOfDay(post.scheduledTime ?? new Date().toISOString()));
  const [campaignLinks, setCampaignLinks] = useState(post.campaignLinks);
  const { siteUrl } = useSiteConfig();
  const campaignSite = campaignLinks ? siteUrl : null;
  const [update, { isLoading }] = useUpdatePostMutation();
  const [problems, setProblems] = useState<ComposerProblems>({});
  const blockedId = useId();
  const tooLong = overLimitProblems(text, selected, campaignSite);
  const blocked = Object.keys(tooLong).length > 0;

  function clear(...fields: (keyof ComposerProblems)[]) {
    setProblems((now) => ({ ...now, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  }

  function handleToggle(platform: SocialPlatform) {
    setSelected((now) => togglePlatform(now, platform));
    clear('platforms');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const all = scheduleProblems(text, selected, date, time);
    // A draft keeps what it has: its platforms and time are checked when it is scheduled.
    const found: ComposerProblems = isDraft ? (all.text ? { text: all.text } : {}) : all;
    setProblems(found);
    if (hasProblems(found)) {
      focusFirstProblem(form, found);
      if (found.text || found.platforms || found.date) toast(SOCIAL_TOASTS.invalidSchedule);
      return;
    }
    try {
      await update({
        id: post.id,
        changes: {
          content: { text, mediaIds: post.content.media.map((media) => media.id) },
          platforms: selected,
          ...(date ? { scheduledTime: scheduledTimeIso(date, time) } : {}),
          campaignLinks,
        },
      }).unwrap();
      toast({
        title: isDraft ? 'Draft Saved' : 'Post Updated',
        description: isDraft
          ? 'Your changes are saved. It stays a draft until you schedule or post it.'
          : 'Your changes to the post have been saved.',
      });
      onClose();
    } catch (error) {
      const fields = composerProblemsFrom(apiFieldErrors(error));
      setProblems(fields);
      focusFirstProblem(form, fields);
      toast({
        title: 'Update Failed',
        description: apiErrorMessage(error, 'The post could not be changed. Try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={
        isDraft
          ? 'Change the text, the platforms or when it is meant to go out. It stays a draft until you schedule or post it.'
          : 'Change the text, the platforms or when it goes out. It stays scheduled.'
      }
      size="lg"
      closeOnOutsideClick={false}
    >
      <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={title}>
        <PostTextField
          value={text}
          onChange={(value) => {
            setText(value);
            clear('text');
          }}
          platforms={selected}
          campaignSite={campaignSite}
          error={problems.text}
        />
        <CampaignLinksToggle checked={campaignLinks} onChange={setCampaignLinks} />
        <PlatformToggles
          platforms={platforms}
          selected={selected}
          onToggle={handleToggle}
          onOpenAccounts={onOpenAccounts}
          error={problems.platforms}
          problems={tooLong}
        />
        <ScheduleFields
          date={date}
          onDateChange={(day) => {
            setDate(day);
            clear('date', 'time');
          }}
          time={time}
          onTimeChange={(value) => {
            setTime(value);
            clear('time');
          }}
          dateError={problems.date}
          timeError={problems.time}
        />
        <StyledActions>
          <DialogClose asChild>
            <Button variant="secondary">Discard Changes</Button>
          </DialogClose>
          <Button
            type="submit"
            disabled={isLoading || blocked}
            aria-describedby={blocked ? blockedId : undefined}
          >
            {isLoading ? 'Saving...' : 'Save Changes'}
          </Button>
          {blocked && <FieldError id={blockedId}>{TOO_LONG_NOTE}</FieldError>}
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
