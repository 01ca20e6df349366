import type {
  AnalyticsOverview,
  BlogPost,
  BlogPostInput,
  BlogPostUpdate,
  BlogResponse,
  ContactSubmission,
  NewsletterSubscriber,
  PortfolioCompany,
  PortfolioCompanyInput,
  Program,
  ProgramApplication,
  ProgramApplicationUpdate,
  ProgramInput,
  PublicUser,
  Role,
  TeamMember,
  TeamMemberInput,
  UploadResult,
  UserPage,
} from '@sandglass/shared';
import { api } from '../../app/api';

export interface Update<T> {
  id: string;
  changes: T;
}

export interface UserListRequest {
  search: string;
  page: number;
  pageSize: number;
}

/**
 * Every call the admin console makes. Reads provide the shared cache tags and writes invalidate
 * the same tags the public pages' queries provide, so an edit here refreshes the public site
 * too; every write also refreshes the overview counts it may change.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOverview: build.query<AnalyticsOverview, void>({
      query: () => '/analytics/overview',
      providesTags: ['Overview'],
    }),

    adminPortfolio: build.query<PortfolioCompany[], void>({
      query: () => '/portfolio',
      providesTags: ['Portfolio'],
    }),
    createCompany: build.mutation<PortfolioCompany, PortfolioCompanyInput>({
      query: (body) => ({ url: '/portfolio', method: 'POST', body }),
      invalidatesTags: ['Portfolio', 'Overview'],
    }),
    updateCompany: build.mutation<PortfolioCompany, Update<PortfolioCompanyInput>>({
      query: ({ id, changes }) => ({ url: `/portfolio/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Portfolio'],
    }),
    deleteCompany: build.mutation<void, string>({
      query: (id) => ({ url: `/portfolio/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Portfolio', 'Overview'],
    }),

    adminTeam: build.query<TeamMember[], void>({
      query: () => '/team',
      providesTags: ['Team'],
    }),
    createTeamMember: build.mutation<TeamMember, TeamMemberInput>({
      query: (body) => ({ url: '/team', method: 'POST', body }),
      invalidatesTags: ['Team', 'Overview'],
    }),
    // Posts show their author's name and photo, so a change to a member refreshes them too.
    updateTeamMember: build.mutation<TeamMember, Update<TeamMemberInput>>({
      query: ({ id, changes }) => ({ url: `/team/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Team', 'BlogPost'],
    }),
    deleteTeamMember: build.mutation<void, string>({
      query: (id) => ({ url: `/team/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Team', 'BlogPost', 'Overview'],
    }),

    adminPrograms: build.query<Program[], void>({
      query: () => '/programs',
      providesTags: ['Program'],
    }),
    createProgram: build.mutation<Program, ProgramInput>({
      query: (body) => ({ url: '/programs', method: 'POST', body }),
      invalidatesTags: ['Program'],
    }),
    updateProgram: build.mutation<Program, Update<ProgramInput>>({
      query: ({ id, changes }) => ({ url: `/programs/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Program', 'Application'],
    }),
    deleteProgram: build.mutation<void, string>({
      query: (id) => ({ url: `/programs/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Program', 'Application'],
    }),

    adminApplications: build.query<ProgramApplication[], void>({
      query: () => '/programs/applications',
      providesTags: ['Application'],
    }),
    updateApplication: build.mutation<ProgramApplication, Update<ProgramApplicationUpdate>>({
      query: ({ id, changes }) => ({
        url: `/programs/applications/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['Application'],
    }),

    /** Drafts included: only an admin's token gets them. */
    adminBlogPosts: build.query<BlogResponse, void>({
      query: () => ({ url: '/blog', params: { status: 'all' } }),
      providesTags: ['BlogPost'],
    }),
    /** The whole post (Markdown body, SEO fields), for the editor. */
    adminBlogPost: build.query<BlogPost, string>({
      query: (slug) => `/blog/${encodeURIComponent(slug)}`,
      providesTags: ['BlogPost'],
    }),
    createBlogPost: build.mutation<BlogPost, BlogPostInput>({
      query: (body) => ({ url: '/blog', method: 'POST', body }),
      invalidatesTags: ['BlogPost', 'Overview'],
    }),
    updateBlogPost: build.mutation<BlogPost, Update<BlogPostUpdate>>({
      query: ({ id, changes }) => ({ url: `/blog/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['BlogPost'],
    }),
    deleteBlogPost: build.mutation<void, string>({
      query: (id) => ({ url: `/blog/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BlogPost', 'Overview'],
    }),

    adminContacts: build.query<ContactSubmission[], void>({
      query: () => '/contact',
      providesTags: ['Contact'],
    }),
    setContactRead: build.mutation<ContactSubmission, { id: string; isRead: boolean }>({
      query: ({ id, isRead }) => ({ url: `/contact/${id}`, method: 'PATCH', body: { isRead } }),
      // The inbox shows the new state at once and goes back if the server refuses.
      async onQueryStarted({ id, isRead }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adminApi.util.updateQueryData('adminContacts', undefined, (messages) => {
            const message = messages.find((candidate) => candidate.id === id);
            if (message) message.isRead = isRead;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Contact'],
    }),
    deleteContact: build.mutation<void, string>({
      query: (id) => ({ url: `/contact/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Contact', 'Overview'],
    }),

    adminSubscribers: build.query<NewsletterSubscriber[], void>({
      query: () => '/newsletter/subscribers',
      providesTags: ['Newsletter'],
    }),

    adminUsers: build.query<UserPage, UserListRequest>({
      query: ({ search, page, pageSize }) => ({
        url: '/auth/users',
        params: { ...(search ? { search } : {}), page, pageSize },
      }),
      providesTags: ['User'],
    }),
    changeUserRole: build.mutation<PublicUser, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `/auth/users/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['User'],
    }),

    /** One image in the multipart field `file`; the answer's url goes into an image field. */
    uploadImage: build.mutation<UploadResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/uploads', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useAdminOverviewQuery,
  useAdminPortfolioQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
  useAdminTeamQuery,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useDeleteTeamMemberMutation,
  useAdminProgramsQuery,
  useCreateProgramMutation,
  useUpdateProgramMutation,
  useDeleteProgramMutation,
  useAdminApplicationsQuery,
  useUpdateApplicationMutation,
  useAdminBlogPostsQuery,
  useAdminBlogPostQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useDeleteBlogPostMutation,
  useAdminContactsQuery,
  useSetContactReadMutation,
  useDeleteContactMutation,
  useAdminSubscribersQuery,
  useAdminUsersQuery,
  useChangeUserRoleMutation,
  useUploadImageMutation,
} = adminApi;
