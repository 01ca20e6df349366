import {
  SOCIAL_POSTS_PAGE_SIZE_MAX,
  type FacebookPageOption,
  type FacebookPagesResponse,
  type GeneratedSocialContent,
  type PostingSlots,
  type PostNowResponse,
  type ScheduledPost,
  type ScheduledPostPage,
  type SocialAccount,
  type SocialAnalytics,
  type SocialConnectResponse,
  type SocialMedia,
  type SocialPlatform,
  type SocialPlatformInfo,
  type SocialPlatformTarget,
  type SocialPostOutcome,
  type SocialPostStatus,
  type SocialQueueStatus,
  type SocialRequeueOffer,
  type SocialPostLength,
  type SocialPostTone,
} from '@sandglass/shared';
import { api } from '../../lib/api';
import { isCurrent, readPostEvents, withNewerPosts, withOwnerKept } from './postEvents';

/** POST /api/social/generate-content (spec section 7: tone, type and hashtags are fixed). */
export interface GenerateContentRequest {
  topic: string;
  platform: SocialPlatformTarget;
  tone: SocialPostTone;
  length: SocialPostLength;
  contentType: 'educational';
  hashtags: true;
  companyContext: string;
}

/** What a post carries: its text and the ids of images uploaded with POST /api/social/media. */
export interface PostContentInput {
  text: string;
  mediaIds: string[];
}

export interface PostNowRequest {
  content: PostContentInput;
  platforms: SocialPlatform[];
  /** Tag links to the site for the campaign (the API's default: true). */
  campaignLinks?: boolean;
}

export interface SchedulePostRequest extends PostNowRequest {
  /** ISO 8601 with the person's own offset, e.g. 2026-11-24T09:00:00-05:00. */
  scheduledTime: string;
}

/** POST /api/social/drafts: a post saved, not queued; platforms and time are optional. */
export interface CreateDraftRequest {
  content: PostContentInput;
  platforms?: SocialPlatform[];
  scheduledTime?: string;
  campaignLinks?: boolean;
}

/** POST /api/social/drafts/:id/schedule: at scheduledTime, or the time the draft was given. */
export interface ScheduleDraftRequest {
  id: string;
  scheduledTime?: string;
}

/** PATCH /api/social/scheduled-posts/:id, while the post is pending: what changes. */
export interface UpdatePostRequest {
  id: string;
  changes: Partial<SchedulePostRequest>;
}

export interface RetryPostRequest {
  id: string;
  /** Also publish again deliveries whose outcome is unknown (they may have been published). */
  confirm?: boolean;
}

export interface ScheduledPostsRequest {
  page?: number;
  pageSize?: number;
  /** Admins only: every member's posts. */
  scope?: 'all';
  status?: SocialPostStatus;
  /** As status, but partly posted apart from failed. */
  outcome?: SocialPostOutcome;
  platform?: SocialPlatform;
  /** send_time: pending posts soonest first, then the others most recently sent first. */
  sort?: 'created' | 'send_time';
  /** false: leave cancelled posts out. */
  includeCancelled?: boolean;
}

/**
 * The Scheduled tab's filters (its URL's ?status): the posts that go or went out (drafts among
 * them), the drafts alone, and the cancelled ones.
 */
export const POST_FILTERS = ['active', 'draft', 'cancelled'] as const;
export type PostFilter = (typeof POST_FILTERS)[number];

/**
 * The member's own posts as the screen lists them: by send time (what goes out next first),
 * the cancelled ones apart, the largest page the API gives.
 */
export function myPosts(page = 1, filter: PostFilter = 'active'): ScheduledPostsRequest {
  return {
    page,
    pageSize: SOCIAL_POSTS_PAGE_SIZE_MAX,
    sort: 'send_time',
    ...(filter === 'active' ? { includeCancelled: false } : { status: filter }),
  };
}

/** An open GET /api/social/events: stop it, or learn how it ended (failed: not by the server closing it). */
export interface PostEventStream {
  stop(): void;
  ended: Promise<{ failed: boolean }>;
}

const eventStreams = new Map<string, PostEventStream>();

/** The stream `followPostEvents` opened for `runId`, handed over once. */
export function takeEventStream(runId: string): PostEventStream | undefined {
  const stream = eventStreams.get(runId);
  eventStreams.delete(runId);
  return stream;
}

/**
 * The social feature's cache tags, added to the shared API when this chunk loads (rather than
 * listed in app/api.ts), so not a byte of the social feature reaches the public pages.
 */
const SOCIAL_TAGS = [
  'SocialPost',
  'SocialAccount',
  'SocialPlatform',
  'SocialAnalytics',
  'SocialQueue',
  'SocialSlots',
] as const;

/**
 * Every /api/social call. Reads provide tags and writes invalidate them, so after Post Now,
 * Schedule, cancel, edit or retry the lists and the analytics refetch (spec section 4); the
 * server's event stream (`followPostEvents`) patches posts in place between those.
 */
export const socialApi = api.enhanceEndpoints({ addTagTypes: SOCIAL_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    socialPlatforms: build.query<SocialPlatformInfo[], void>({
      query: () => '/social/platforms',
      providesTags: ['SocialPlatform'],
    }),
    socialAccounts: build.query<SocialAccount[], void>({
      query: () => '/social/accounts',
      providesTags: ['SocialAccount'],
    }),
    scheduledPosts: build.query<ScheduledPostPage, ScheduledPostsRequest>({
      query: (params) => ({ url: '/social/scheduled-posts', params }),
      // A refetch read before the stream's latest event must not undo it.
      merge: (shown, fetched) => withNewerPosts(shown, fetched),
      providesTags: (page) => [
        { type: 'SocialPost', id: 'LIST' },
        ...(page?.posts ?? []).map((post) => ({ type: 'SocialPost' as const, id: post.id })),
      ],
    }),
    socialAnalytics: build.query<SocialAnalytics, void>({
      query: () => '/social/analytics',
      providesTags: ['SocialAnalytics'],
    }),
    socialQueue: build.query<SocialQueueStatus, void>({
      query: () => '/social/admin/queue',
      providesTags: ['SocialQueue'],
    }),

    generateSocialContent: build.mutation<GeneratedSocialContent, GenerateContentRequest>({
      query: (body) => ({ url: '/social/generate-content', method: 'POST', body }),
    }),
    postNow: build.mutation<PostNowResponse, PostNowRequest>({
      query: (body) => ({ url: '/social/post-now', method: 'POST', body }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics', 'SocialQueue'],
    }),
    schedulePost: build.mutation<ScheduledPost, SchedulePostRequest>({
      query: (body) => ({ url: '/social/schedule-post', method: 'POST', body }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics', 'SocialQueue'],
    }),
    /** POST /api/social/queue: scheduled at the member's next free posting slot. */
    queuePost: build.mutation<ScheduledPost, PostNowRequest>({
      query: (body) => ({ url: '/social/queue', method: 'POST', body }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics', 'SocialQueue'],
    }),
    postingSlots: build.query<PostingSlots, void>({
      query: () => '/social/slots',
      providesTags: ['SocialSlots'],
    }),
    savePostingSlots: build.mutation<PostingSlots, PostingSlots>({
      query: (body) => ({ url: '/social/slots', method: 'PUT', body }),
      invalidatesTags: ['SocialSlots'],
    }),
    createDraft: build.mutation<ScheduledPost, CreateDraftRequest>({
      query: (body) => ({ url: '/social/drafts', method: 'POST', body }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }],
    }),
    scheduleDraft: build.mutation<ScheduledPost, ScheduleDraftRequest>({
      query: ({ id, scheduledTime }) => ({
        url: `/social/drafts/${id}/schedule`,
        method: 'POST',
        body: scheduledTime ? { scheduledTime } : {},
      }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics', 'SocialQueue'],
    }),
    postDraftNow: build.mutation<PostNowResponse, string>({
      query: (id) => ({ url: `/social/drafts/${id}/post-now`, method: 'POST' }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics', 'SocialQueue'],
    }),
    deleteDraft: build.mutation<void, string>({
      query: (id) => ({ url: `/social/drafts/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }],
    }),
    cancelPost: build.mutation<void, string>({
      query: (id) => ({ url: `/social/scheduled-posts/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics', 'SocialQueue'],
    }),
    updatePost: build.mutation<ScheduledPost, UpdatePostRequest>({
      query: ({ id, changes }) => ({
        url: `/social/scheduled-posts/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }, 'SocialQueue'],
    }),
    retryPost: build.mutation<ScheduledPost, RetryPostRequest>({
      query: ({ id, confirm }) => ({
        url: `/social/scheduled-posts/${id}/retry`,
        method: 'POST',
        body: confirm ? { confirm: true } : {},
      }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics', 'SocialQueue'],
    }),

    /** One image in the multipart field `file` (JPEG, PNG or WebP up to 5 MB). */
    uploadSocialMedia: build.mutation<SocialMedia, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/social/media', method: 'POST', body };
      },
    }),

    /** Starts the platform's OAuth flow: the browser then goes to `authorizeUrl`. */
    connectAccount: build.mutation<SocialConnectResponse, SocialPlatform>({
      query: (platform) => ({ url: `/social/accounts/${platform}/connect`, method: 'POST' }),
    }),
    disconnectAccount: build.mutation<void, SocialPlatform>({
      query: (platform) => ({ url: `/social/accounts/${platform}`, method: 'DELETE' }),
      invalidatesTags: ['SocialAccount', 'SocialPlatform'],
    }),
    /** After reconnecting: the posts whose delivery there failed while their time is ahead. */
    requeueOffer: build.query<SocialRequeueOffer, SocialPlatform>({
      query: (platform) => `/social/accounts/${platform}/requeue`,
      providesTags: ['SocialPost'],
    }),
    /** Queues them again, each for its scheduled time. */
    requeuePosts: build.mutation<SocialRequeueOffer, SocialPlatform>({
      query: (platform) => ({ url: `/social/accounts/${platform}/requeue`, method: 'POST' }),
      invalidatesTags: [{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics', 'SocialQueue'],
    }),
    facebookPages: build.query<FacebookPageOption[], void>({
      query: () => '/social/accounts/facebook/pages',
      transformResponse: (response: FacebookPagesResponse) => response.pages,
    }),
    chooseFacebookPage: build.mutation<SocialAccount, string>({
      query: (pageId) => ({
        url: '/social/accounts/facebook/pages',
        method: 'POST',
        body: { pageId },
      }),
      invalidatesTags: ['SocialAccount', 'SocialPlatform'],
    }),

    /**
     * Opens GET /api/social/events (argument: a run id for `takeEventStream`): each `post`
     * event patches that post in every cached list. Read with fetch through the app's base
     * query (bearer token, refresh on 401) rather than EventSource, which cannot send the token.
     * The request outlives this mutation on purpose: RTK Query holds back every tag
     * invalidation while any request is pending, so a stream kept pending here would stop the
     * lists from ever refetching after Post Now, Schedule or cancel.
     */
    followPostEvents: build.mutation<null, string>({
      queryFn(runId, { dispatch, getState }, _extraOptions, baseQuery) {
        const controller = new AbortController();
        const ended = Promise.resolve(
          baseQuery({
            url: '/social/events',
            headers: { accept: 'text/event-stream' },
            signal: controller.signal,
            responseHandler: (response) =>
              readPostEvents(response, ({ post }) => {
                const cached = socialApi.util.selectCachedArgsForQuery(
                  getState() as never,
                  'scheduledPosts',
                );
                let shown = false;
                for (const args of cached) {
                  dispatch(
                    socialApi.util.updateQueryData('scheduledPosts', args, (page) => {
                      const index = page.posts.findIndex((item) => item.id === post.id);
                      if (index >= 0) {
                        if (isCurrent(post, page.posts[index])) {
                          page.posts[index] = withOwnerKept(post, page.posts[index]);
                        }
                        shown = true;
                      }
                    }),
                  );
                }
                // A post made elsewhere (another tab) is in no list yet: fetch them again.
                dispatch(
                  socialApi.util.invalidateTags(
                    shown
                      ? ['SocialAnalytics', 'SocialQueue']
                      : [{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics', 'SocialQueue'],
                  ),
                );
              }),
          }),
        ).then((result) => ({ failed: Boolean(result.error) }));
        eventStreams.set(runId, { stop: () => controller.abort(), ended });
        return { data: null };
      },
    }),
  }),
});

export const {
  useSocialPlatformsQuery,
  useSocialAccountsQuery,
  useScheduledPostsQuery,
  useSocialAnalyticsQuery,
  useSocialQueueQuery,
  useGenerateSocialContentMutation,
  usePostNowMutation,
  useSchedulePostMutation,
  useQueuePostMutation,
  usePostingSlotsQuery,
  useSavePostingSlotsMutation,
  useCancelPostMutation,
  useCreateDraftMutation,
  useScheduleDraftMutation,
  usePostDraftNowMutation,
  useDeleteDraftMutation,
  useUpdatePostMutation,
  useRetryPostMutation,
  useUploadSocialMediaMutation,
  useConnectAccountMutation,
  useDisconnectAccountMutation,
  useRequeueOfferQuery,
  useRequeuePostsMutation,
  useFacebookPagesQuery,
  useChooseFacebookPageMutation,
} = socialApi;
