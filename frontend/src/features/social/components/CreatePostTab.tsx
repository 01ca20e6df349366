import type { PostNowResponse, SocialPlatform, SocialPlatformInfo } from '@sandglass/shared';
import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { controlStyles } from '../../../ui/FormField';
import { toast } from '../../../ui/toastStore';
import { useSession } from '../../auth';
import { useSiteConfig } from '../../site';
import {
  afterPostNow,
  afterSchedule,
  appendGenerated,
  checkGenerate,
  checkPostNow,
  checkSchedule,
  GENERATION_FAILED,
  GENERATION_FAILED_FALLBACK,
  generateRequest,
  initialComposer,
  mediaIds,
  POST_FAILED,
  POST_FAILED_FALLBACK,
  postNowToast,
  scheduledTimeIso,
  SCHEDULING_FAILED,
  SCHEDULING_FAILED_FALLBACK,
  SOCIAL_TOASTS,
  togglePlatform,
  type ComposerState,
} from '../composer';
import { loadDraft, saveDraft } from '../draft';
import type { AttachedImage } from '../media';
import { SparkIcon } from '../socialIcons';
import {
  useGenerateSocialContentMutation,
  usePostNowMutation,
  useSchedulePostMutation,
  useSocialAccountsQuery,
} from '../socialApi';
import { CharacterCounts } from './CharacterCounts';
import { MediaPicker } from './MediaPicker';
import { PlatformGuidelines } from './PlatformGuidelines';
import { PlatformToggles } from './PlatformToggles';
import { PostNowOutcome } from './PostNowOutcome';
import { PostPreviews } from './PostPreviews';
import { ScheduleFields } from './ScheduleFields';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 20rem);
  }
`;

const StyledMain = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledLabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  label {
    font-weight: 600;
  }
`;

const StyledTextArea = styled.textarea`
  ${controlStyles}
  min-height: 10rem;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeight.body};
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface CreatePostTabProps {
  platforms: readonly SocialPlatformInfo[];
  onOpenAccounts: () => void;
}

/**
 * Spec section 2's Create Post tab with section 5's rules and section 8's toasts: write (or
 * generate) the text, choose platforms, attach images, then post now or schedule. The text and
 * platforms are kept in the browser as a draft until the post is sent.
 */
export function CreatePostTab({ platforms, onOpenAccounts }: CreatePostTabProps) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const { firmName } = useSiteConfig();
  const [state, setState] = useState(() => initialComposer(loadDraft(userId)));
  const { text, platforms: selected, images, date, time } = state;
  const [outcome, setOutcome] = useState<PostNowResponse | null>(null);
  const accounts = useSocialAccountsQuery();
  const [generate, generation] = useGenerateSocialContentMutation();
  const [postNow, posting] = usePostNowMutation();
  const [schedule, scheduling] = useSchedulePostMutation();
  const textId = useId();
  const countsId = useId();

  // Only platforms this member can post to count as chosen (a draft may name one since disconnected).
  const usable = platforms.filter((platform) => platform.configured && platform.connected);
  const chosen = usable.map((platform) => platform.name).filter((name) => selected.includes(name));
  const needsImage = usable
    .filter((platform) => platform.requiresMedia && chosen.includes(platform.name))
    .map((platform) => platform.name);
  const uploading = images.some((image) => image.media === null);

  useEffect(() => {
    if (userId) saveDraft(userId, { text, platforms: selected });
  }, [userId, text, selected]);

  function update(changes: Partial<ComposerState>) {
    setState((now) => ({ ...now, ...changes }));
  }

  function handleToggle(platform: SocialPlatform) {
    setState((now) => ({ ...now, platforms: togglePlatform(now.platforms, platform) }));
  }

  function handleImagesChange(change: (images: AttachedImage[]) => AttachedImage[]) {
    setState((now) => ({ ...now, images: change(now.images) }));
  }

  function content() {
    return { text, mediaIds: mediaIds(images) };
  }

  async function handleGenerate() {
    const invalid = checkGenerate(text);
    if (invalid) {
      toast(invalid);
      return;
    }
    try {
      const result = await generate(generateRequest(text, chosen, firmName)).unwrap();
      const first = result.content[0]?.text;
      if (!first) throw new Error('The answer held no text.');
      setState((now) => ({ ...now, text: appendGenerated(now.text, first) }));
      toast(SOCIAL_TOASTS.contentGenerated);
    } catch (error) {
      toast({
        title: GENERATION_FAILED,
        description: apiErrorMessage(error, GENERATION_FAILED_FALLBACK),
        variant: 'destructive',
      });
    }
  }

  async function handlePostNow() {
    const invalid = checkPostNow(text, chosen);
    if (invalid) {
      toast(invalid);
      return;
    }
    try {
      const response = await postNow({ content: content(), platforms: chosen }).unwrap();
      setOutcome(response);
      toast(postNowToast(response));
      setState((now) => afterPostNow(now, response));
    } catch (error) {
      toast({
        title: POST_FAILED,
        description: apiErrorMessage(error, POST_FAILED_FALLBACK),
        variant: 'destructive',
      });
    }
  }

  async function handleSchedule() {
    const invalid = checkSchedule(text, chosen, date);
    if (invalid || !date) {
      toast(invalid ?? SOCIAL_TOASTS.invalidSchedule);
      return;
    }
    try {
      const scheduledTime = scheduledTimeIso(date, time);
      await schedule({ content: content(), platforms: chosen, scheduledTime }).unwrap();
      toast(SOCIAL_TOASTS.postScheduled);
      setState(afterSchedule);
    } catch (error) {
      toast({
        title: SCHEDULING_FAILED,
        description:
          error instanceof RangeError
            ? error.message
            : apiErrorMessage(error, SCHEDULING_FAILED_FALLBACK),
        variant: 'destructive',
      });
    }
  }

  const busy = posting.isLoading || scheduling.isLoading;

  return (
    <StyledLayout>
      <StyledMain>
        <StyledField>
          <StyledLabelRow>
            <label htmlFor={textId}>Post content</label>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void handleGenerate()}
              disabled={generation.isLoading}
            >
              <SparkIcon />
              {generation.isLoading ? 'Generating...' : 'Generate with AI'}
            </Button>
          </StyledLabelRow>
          <StyledTextArea
            id={textId}
            value={text}
            onChange={(event) => update({ text: event.target.value })}
            placeholder="What would you like to share? Type a topic and Generate with AI, or write the post."
            aria-describedby={countsId}
          />
          <CharacterCounts id={countsId} text={text} platforms={chosen} />
        </StyledField>

        <PlatformToggles
          platforms={platforms}
          selected={chosen}
          onToggle={handleToggle}
          onOpenAccounts={onOpenAccounts}
        />

        <MediaPicker
          images={images}
          onChange={handleImagesChange}
          requiredBy={usable
            .filter((platform) => needsImage.includes(platform.name))
            .map((platform) => platform.displayName)}
        />

        <PostPreviews
          text={text}
          platforms={chosen}
          images={images}
          accounts={accounts.data ?? []}
          needsImage={needsImage}
        />

        <StyledActions>
          <Button onClick={() => void handlePostNow()} disabled={busy || uploading}>
            {posting.isLoading ? 'Posting...' : 'Post Now'}
          </Button>
        </StyledActions>
        {outcome && <PostNowOutcome response={outcome} />}

        <StyledSection aria-labelledby="schedule-title">
          <StyledHeading id="schedule-title">Schedule for Later</StyledHeading>
          <ScheduleFields
            date={date}
            onDateChange={(day) => update({ date: day })}
            time={time}
            onTimeChange={(value) => update({ time: value })}
          />
          <StyledActions>
            <Button
              variant="accent"
              onClick={() => void handleSchedule()}
              disabled={busy || uploading}
            >
              {scheduling.isLoading ? 'Scheduling...' : 'Schedule Post'}
            </Button>
          </StyledActions>
        </StyledSection>
      </StyledMain>
      <PlatformGuidelines platforms={platforms} selected={chosen} />
    </StyledLayout>
  );
}
