import type { PostNowResponse, SocialPlatform, SocialPlatformInfo } from '@sandglass/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { FieldError } from '../../../ui/FormField';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { focusFirstProblem } from '../../../ui/focusFirstProblem';
import { toast } from '../../../ui/toastStore';
import { useSession } from '../../auth';
import { useSiteConfig } from '../../site';
import {
  afterPostNow,
  afterSchedule,
  canUndoGenerated,
  checkGenerate,
  composerProblemsFrom,
  DEFAULT_GENERATE_CHOICES,
  GENERATION_FAILED,
  GENERATION_FAILED_FALLBACK,
  generateRequest,
  hasProblems,
  initialComposer,
  INVALID_TIME_VALUE,
  mediaIds,
  overLimitProblems,
  POST_FAILED,
  POST_FAILED_FALLBACK,
  postNowProblems,
  postNowToast,
  replaceWithGenerated,
  scheduledTimeIso,
  scheduleProblems,
  SCHEDULING_FAILED,
  SCHEDULING_FAILED_FALLBACK,
  SOCIAL_TOASTS,
  togglePlatform,
  TOO_LONG_NOTE,
  type ComposerProblems,
  type ComposerState,
  type GenerateChoices,
  type GeneratedText,
} from '../composer';
import { loadDraft, saveDraft } from '../draft';
import { formatPostTime } from '../postTime';
import type { AttachedImage } from '../media';
import {
  useGenerateSocialContentMutation,
  usePostNowMutation,
  useQueuePostMutation,
  useCreateDraftMutation,
  useSchedulePostMutation,
  useSocialAccountsQuery,
} from '../socialApi';
import { CampaignLinksToggle } from './CampaignLinksToggle';
import { GenerateControls } from './GenerateControls';
import { MediaPicker } from './MediaPicker';
import { PlatformGuidelines } from './PlatformGuidelines';
import { PlatformToggles } from './PlatformToggles';
import { PostNowOutcome } from './PostNowOutcome';
import { PostPreviews } from './PostPreviews';
import { PostTextField } from './PostTextField';
import { ScheduleFields } from './ScheduleFields';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 20rem);
  }
`;

const StyledMain = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
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
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface CreatePostTabProps {
  platforms: readonly SocialPlatformInfo[];
  onOpenAccounts: () => void;
  /** A day chosen on the calendar (key: each choice anew): schedule for it, cursor in the text. */
  startOn?: { day: Date; key: number } | null;
}

/**
 * Spec section 2's Create Post tab with section 5's rules and section 8's toasts: write (or
 * generate) the text, choose platforms, attach images, then post now or schedule. The text and
 * platforms are kept in the browser as a draft until the post is sent.
 */
export function CreatePostTab({ platforms, onOpenAccounts, startOn = null }: CreatePostTabProps) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const { firmName, siteUrl } = useSiteConfig();
  const [state, setState] = useState(() => initialComposer(loadDraft(userId)));
  const { text, platforms: selected, images, date, time } = state;
  const [outcome, setOutcome] = useState<PostNowResponse | null>(null);
  const [campaignLinks, setCampaignLinks] = useState(true);
  const campaignSite = campaignLinks ? siteUrl : null;
  const accounts = useSocialAccountsQuery();
  const [generate, generation] = useGenerateSocialContentMutation();
  const [postNow, posting] = usePostNowMutation();
  const [schedule, scheduling] = useSchedulePostMutation();
  const [queue, queueing] = useQueuePostMutation();
  const [createDraft, savingDraft] = useCreateDraftMutation();
  const [problems, setProblems] = useState<ComposerProblems>({});
  const [choices, setChoices] = useState<GenerateChoices>(DEFAULT_GENERATE_CHOICES);
  const [generated, setGenerated] = useState<GeneratedText | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const blockedId = useId();
  const queueHintId = useId();

  // Only platforms this member can post to count as chosen (a draft may name one since disconnected).
  const usable = platforms.filter((platform) => platform.configured && platform.connected);
  const chosen = usable.map((platform) => platform.name).filter((name) => selected.includes(name));
  const needsImage = usable
    .filter((platform) => platform.requiresMedia && chosen.includes(platform.name))
    .map((platform) => platform.name);
  const uploading = images.some((image) => image.media === null);
  // One count for the screen and the server (postLength): over a limit, nothing can be sent.
  const tooLong = overLimitProblems(text, chosen, campaignSite);
  const blocked = Object.keys(tooLong).length > 0;

  // A day chosen on the calendar becomes the schedule's day (adjusted while rendering, once
  // per choice), then the cursor goes to the text once the tab shows.
  const [startSeen, setStartSeen] = useState<number | undefined>(undefined);
  if (startOn && startOn.key !== startSeen) {
    setStartSeen(startOn.key);
    setState((now) => ({ ...now, date: startOn.day }));
    setProblems((now) => ({ ...now, date: undefined, time: undefined }));
  }
  const startKey = startOn?.key;
  useEffect(() => {
    if (startKey === undefined) return;
    const timer = setTimeout(() => {
      formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="text"]')?.focus();
    });
    return () => clearTimeout(timer);
  }, [startKey]);

  useEffect(() => {
    if (userId) saveDraft(userId, { text, platforms: selected });
  }, [userId, text, selected]);

  /** Changes fields and forgets their problems (`cleared`), as a form does while you fix them. */
  function update(changes: Partial<ComposerState>, cleared: (keyof ComposerProblems)[] = []) {
    setState((now) => ({ ...now, ...changes }));
    if (cleared.length > 0) {
      setProblems((now) => ({
        ...now,
        ...Object.fromEntries(cleared.map((key) => [key, undefined])),
      }));
    }
  }

  function handleToggle(platform: SocialPlatform) {
    setState((now) => ({ ...now, platforms: togglePlatform(now.platforms, platform) }));
    setProblems((now) => ({ ...now, platforms: undefined }));
  }

  /** Shows the problems at their fields and moves focus to the first one; false if none. */
  function showProblems(found: ComposerProblems): boolean {
    setProblems(found);
    if (!hasProblems(found)) return false;
    if (formRef.current) focusFirstProblem(formRef.current, found);
    return true;
  }

  function handleImagesChange(change: (images: AttachedImage[]) => AttachedImage[]) {
    setState((now) => ({ ...now, images: change(now.images) }));
  }

  function content() {
    return { text, mediaIds: mediaIds(images) };
  }

  /** What Post Now and Schedule send besides the time. */
  function post() {
    return { content: content(), platforms: chosen, campaignLinks };
  }

  async function handleGenerate() {
    const invalid = checkGenerate(text);
    if (invalid) {
      toast(invalid);
      return;
    }
    try {
      const result = await generate(generateRequest(text, chosen, firmName, choices)).unwrap();
      const first = result.content[0]?.text;
      if (!first) throw new Error('The answer held no text.');
      const next = replaceWithGenerated(text, first);
      setGenerated(next);
      update({ text: next.text }, ['text']);
      toast(SOCIAL_TOASTS.contentGenerated);
    } catch (error) {
      toast({
        title: GENERATION_FAILED,
        description: apiErrorMessage(error, GENERATION_FAILED_FALLBACK),
        variant: 'destructive',
      });
    }
  }

  /** Puts the topic back in place of the generated post, and the cursor in the text. */
  function handleUndoGenerated() {
    if (!generated) return;
    update({ text: generated.topic }, ['text']);
    setGenerated(null);
    formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="text"]')?.focus();
  }

  async function handlePostNow() {
    if (showProblems(postNowProblems(text, chosen))) {
      toast(SOCIAL_TOASTS.invalidPost);
      return;
    }
    try {
      const response = await postNow(post()).unwrap();
      setOutcome(response);
      toast(postNowToast(response));
      setState((now) => afterPostNow(now, response));
    } catch (error) {
      showProblems(composerProblemsFrom(apiFieldErrors(error)));
      toast({
        title: POST_FAILED,
        description: apiErrorMessage(error, POST_FAILED_FALLBACK),
        variant: 'destructive',
      });
    }
  }

  async function handleSchedule() {
    const found = scheduleProblems(text, chosen, date, time);
    if (showProblems(found)) {
      // Spec section 5's toasts; a time past or impossible is said at the field (and, being
      // spec section 5's "Invalid time value", as a Scheduling Failed toast too).
      if (found.text || found.platforms || found.date) toast(SOCIAL_TOASTS.invalidSchedule);
      else if (found.time === INVALID_TIME_VALUE) {
        toast({
          title: SCHEDULING_FAILED,
          description: INVALID_TIME_VALUE,
          variant: 'destructive',
        });
      }
      return;
    }
    try {
      const scheduledTime = scheduledTimeIso(date!, time);
      await schedule({ ...post(), scheduledTime }).unwrap();
      toast(SOCIAL_TOASTS.postScheduled);
      setState(afterSchedule);
    } catch (error) {
      showProblems(composerProblemsFrom(apiFieldErrors(error)));
      toast({
        title: SCHEDULING_FAILED,
        description: apiErrorMessage(error, SCHEDULING_FAILED_FALLBACK),
        variant: 'destructive',
      });
    }
  }

  /** The next free posting slot (set in the Scheduled tab) instead of a date and time. */
  async function handleQueue() {
    if (showProblems(postNowProblems(text, chosen))) {
      toast(SOCIAL_TOASTS.invalidPost);
      return;
    }
    try {
      const queued = await queue(post()).unwrap();
      toast({
        title: 'Added to Queue',
        description: `Goes out ${formatPostTime(queued.scheduledTime!)}.`,
      });
      setState(afterSchedule);
    } catch (error) {
      showProblems(composerProblemsFrom(apiFieldErrors(error)));
      toast({
        title: 'Adding to Queue Failed',
        description: apiErrorMessage(error, 'Failed to add the post to the queue'),
        variant: 'destructive',
      });
    }
  }

  /** Saves the post as a draft: not queued; platforms and time as far as they are chosen. */
  async function handleSaveDraft() {
    if (!text.trim()) {
      showProblems({ text: 'Enter the text of the post.' });
      return;
    }
    try {
      await createDraft({
        ...post(),
        ...(date ? { scheduledTime: scheduledTimeIso(date, time) } : {}),
      }).unwrap();
      toast({
        title: 'Draft Saved',
        description:
          'Find it under Scheduled → Drafts; it is not published until you schedule or post it.',
      });
      setState(afterSchedule);
    } catch (error) {
      showProblems(composerProblemsFrom(apiFieldErrors(error)));
      toast({
        title: 'Draft Not Saved',
        description: apiErrorMessage(error, 'The draft could not be saved. Try again.'),
        variant: 'destructive',
      });
    }
  }

  const busy =
    posting.isLoading || scheduling.isLoading || queueing.isLoading || savingDraft.isLoading;

  const sendDisabled = busy || uploading || blocked;
  return (
    <StyledLayout>
      <StyledMain ref={formRef} noValidate onSubmit={(event) => event.preventDefault()}>
        <PostTextField
          value={text}
          onChange={(value) => update({ text: value }, ['text'])}
          platforms={chosen}
          campaignSite={campaignSite}
          error={problems.text}
          placeholder="What would you like to share? Type a topic and Generate with AI (it replaces the topic with a post), or write the post."
          tall
          action={
            <GenerateControls
              choices={choices}
              onChoicesChange={setChoices}
              onGenerate={() => void handleGenerate()}
              generating={generation.isLoading}
              canUndo={canUndoGenerated(text, generated)}
              onUndo={handleUndoGenerated}
            />
          }
        />

        <PlatformToggles
          platforms={platforms}
          selected={chosen}
          onToggle={handleToggle}
          onOpenAccounts={onOpenAccounts}
          error={problems.platforms}
          problems={tooLong}
        />

        <CampaignLinksToggle checked={campaignLinks} onChange={setCampaignLinks} />

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
          <Button
            onClick={() => void handlePostNow()}
            disabled={sendDisabled}
            aria-describedby={blocked ? blockedId : undefined}
          >
            {posting.isLoading ? 'Posting...' : 'Post Now'}
          </Button>
          {blocked && <FieldError id={blockedId}>{TOO_LONG_NOTE}</FieldError>}
        </StyledActions>
        {outcome && <PostNowOutcome response={outcome} />}

        <StyledSection aria-labelledby="schedule-title">
          <StyledHeading id="schedule-title">Schedule for Later</StyledHeading>
          <ScheduleFields
            date={date}
            onDateChange={(day) => update({ date: day }, ['date', 'time'])}
            time={time}
            onTimeChange={(value) => update({ time: value }, ['time'])}
            dateError={problems.date}
            timeError={problems.time}
          />
          <StyledActions>
            <Button
              variant="accent"
              onClick={() => void handleSchedule()}
              disabled={sendDisabled}
              aria-describedby={blocked ? blockedId : undefined}
            >
              {scheduling.isLoading ? 'Scheduling...' : 'Schedule Post'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void handleQueue()}
              disabled={sendDisabled}
              aria-describedby={blocked ? blockedId : queueHintId}
            >
              {queueing.isLoading ? 'Adding...' : 'Add to Queue'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void handleSaveDraft()}
              disabled={busy || uploading}
            >
              {savingDraft.isLoading ? 'Saving...' : 'Save as Draft'}
            </Button>
          </StyledActions>
          <StyledHint id={queueHintId}>
            Add to Queue needs no date: it takes your next free posting slot (set them in the
            Scheduled tab).
          </StyledHint>
        </StyledSection>
      </StyledMain>
      <PlatformGuidelines platforms={platforms} selected={chosen} />
    </StyledLayout>
  );
}
