/**
 * Every `code` an error body can carry, one per meaning, with the HTTP status it always comes
 * with. Services throw by code (the status follows from here), the gateway writes its own
 * refusals from here, Swagger lists these as the error body's `code` enum, and clients may
 * branch on them: a code, once published, keeps its meaning. The sentence beside a code may
 * vary with the case (it names the field, the program, the wait), the code does not.
 */
export const ERROR_CODES = {
  // ── Any endpoint ──────────────────────────────────────────────────────────────────────────
  VALIDATION_FAILED: [400, 'A field is missing or not valid; `details` names each one.'],
  BAD_REQUEST: [400, 'The request could not be understood (another 4xx keeps its status).'],
  MALFORMED_JSON: [400, 'The body is not valid JSON.'],
  JSON_TOO_DEEP: [400, 'The body nests objects or arrays too deeply.'],
  BAD_URL: [400, 'The address has an invalid %-encoding.'],
  NON_CANONICAL_PATH: [400, 'The address is not written the usual way (a GET is redirected).'],
  REQUEST_ABORTED: [400, 'The request was cut off before it finished.'],
  UNAUTHORIZED: [401, 'Sign-in is needed: no access token was sent.'],
  TOKEN_INVALID: [401, 'The access token is malformed or not signed by this site.'],
  TOKEN_EXPIRED: [401, 'The access token has expired; refresh it.'],
  TOKEN_REVOKED: [401, 'The access token’s sign-in has ended, or it predates a role change.'],
  FORBIDDEN: [403, 'The signed-in person’s role does not allow this.'],
  NOT_FOUND: [404, 'There is nothing at this address.'],
  METHOD_NOT_ALLOWED: [405, 'This address does not accept that method.'],
  PAYLOAD_TOO_LARGE: [413, 'The body is larger than the limit.'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'The body is not JSON.'],
  UNSUPPORTED_ENCODING: [415, 'The body is compressed or not UTF-8.'],
  RATE_LIMITED: [429, 'Too many requests from this address; `Retry-After` says when to retry.'],
  INTERNAL: [500, 'Something failed on the server; the request id finds it in the logs.'],
  SERVICE_UNAVAILABLE: [503, 'The service behind this address is down or did not answer.'],
  AUTH_CHECK_UNAVAILABLE: [503, 'Whether the sign-in is still valid cannot be checked now.'],
  // ── Uploads ───────────────────────────────────────────────────────────────────────────────
  IMAGE_TOO_LARGE: [413, 'The image file is larger than the limit.'],
  IMAGE_TOO_MANY_PIXELS: [400, 'The image has more pixels than the limit.'],
  NOT_AN_IMAGE: [415, 'The file is not an image in an accepted format.'],
  UPLOAD_NOT_MULTIPART: [415, 'The upload is not multipart/form-data with a "file" field.'],
  UPLOAD_UNREADABLE: [400, 'The upload could not be read.'],
  UPLOAD_NOT_FOUND: [404, 'No uploaded file has this address.'],
  // ── Auth ──────────────────────────────────────────────────────────────────────────────────
  EMAIL_TAKEN: [409, 'An account with this email already exists.'],
  INVALID_CREDENTIALS: [401, 'The email or password is wrong.'],
  SESSION_ENDED: [401, 'The refresh token is missing, expired or revoked; sign in again.'],
  USER_GONE: [401, 'The signed-in account no longer exists.'],
  USER_NOT_FOUND: [404, 'No user has this id.'],
  OWN_ROLE_CHANGE: [403, 'An admin cannot change their own role.'],
  REVOCATION_UNAVAILABLE: [503, 'A sign-out or role change cannot be applied right now.'],
  SESSION_REQUIRED: [403, 'An API token was sent where a signed-in session is needed.'],
  TOKEN_SCOPE_MISSING: [403, 'The API token does not hold the scope this operation needs.'],
  API_TOKEN_NOT_FOUND: [404, 'None of this person’s API tokens has this id.'],
  API_TOKEN_LIMIT: [409, 'This person has as many API tokens as allowed; revoke one first.'],
  ACCOUNT_LINK_INVALID: [
    400,
    'The verification, reset or email-change link is unknown, used or expired.',
  ],
  PASSWORD_INCORRECT: [400, 'The current password given is wrong.'],
  SESSION_NOT_FOUND: [404, 'None of this person’s sign-ins has this id.'],
  EMAIL_NOT_VERIFIED: [403, 'This needs a verified email address.'],
  ALREADY_MEMBER: [409, 'The person is already a member or an admin.'],
  MEMBERSHIP_REQUEST_PENDING: [409, 'The person already has a request waiting for an answer.'],
  MEMBERSHIP_REQUEST_NOT_FOUND: [404, 'No membership request has this id.'],
  MEMBERSHIP_REQUEST_DECIDED: [409, 'The membership request was already approved or declined.'],
  // ── Content ───────────────────────────────────────────────────────────────────────────────
  BLOG_POST_NOT_FOUND: [404, 'No article (that this person may read) has this slug or id.'],
  BLOG_SLUG_TAKEN: [409, 'Another article uses this slug.'],
  PORTFOLIO_COMPANY_NOT_FOUND: [404, 'No portfolio company has this id.'],
  PORTFOLIO_SLUG_TAKEN: [409, 'Another portfolio company uses this slug.'],
  TEAM_MEMBER_NOT_FOUND: [404, 'No team member has this id.'],
  TEAM_SLUG_TAKEN: [409, 'Another team member uses this slug.'],
  PROGRAM_NOT_FOUND: [404, 'No program has this id.'],
  PROGRAM_SLUG_TAKEN: [409, 'Another program uses this slug.'],
  PROGRAM_HAS_APPLICATIONS: [409, 'A program with applications cannot be deleted.'],
  PROGRAM_NOT_OPEN: [409, 'The program does not take applications now.'],
  APPLICATION_DEADLINE_PASSED: [409, 'The program’s application deadline has passed.'],
  APPLICATION_NOT_FOUND: [404, 'No application has this id.'],
  CONTACT_SUBMISSION_NOT_FOUND: [404, 'No contact submission has this id.'],
  NEWSLETTER_SUBSCRIBER_NOT_FOUND: [404, 'No newsletter subscriber has this id.'],
  NEWSLETTER_ISSUE_NOT_FOUND: [404, 'No newsletter issue has this id.'],
  NEWSLETTER_ISSUE_NOT_DRAFT: [409, 'The issue is scheduled or sent, so it cannot change.'],
  NEWSLETTER_ISSUE_NOT_SCHEDULED: [
    409,
    'The issue is not scheduled, so there is nothing to cancel.',
  ],
  // ── AI ────────────────────────────────────────────────────────────────────────────────────
  AI_NOT_CONFIGURED: [503, 'No AI provider key is set on this server.'],
  MODEL_NOT_ALLOWED: [400, 'The model is not one this site offers.'],
  AI_RATE_LIMITED: [429, 'This member started too many generations this minute.'],
  AI_DAILY_BUDGET_EXHAUSTED: [429, 'This member used today’s AI token allowance.'],
  AI_LIMITS_UNAVAILABLE: [503, 'The member’s AI allowance cannot be checked now.'],
  AI_PROVIDER_AUTH: [502, 'The AI provider refused the server’s API key.'],
  AI_PROVIDER_CREDITS: [502, 'The AI provider account has no credits left.'],
  AI_PROVIDER_BUSY: [429, 'The AI provider is rate-limiting this server.'],
  AI_PROVIDER_REJECTED: [502, 'The AI provider refused this request.'],
  AI_PROVIDER_FAILED: [502, 'The AI provider failed to answer.'],
  AI_PROVIDER_UNREACHABLE: [502, 'The AI provider could not be reached.'],
  AI_INVALID_ANSWER: [502, 'The model’s answer could not be used.'],
  AI_TIMEOUT: [504, 'The AI provider did not answer in time.'],
  AI_UNAVAILABLE: [503, 'The AI service could not be reached from the social service.'],
  // ── Social ────────────────────────────────────────────────────────────────────────────────
  POST_NOT_FOUND: [404, 'None of this member’s posts has this id.'],
  POST_NOT_EDITABLE: [409, 'The post has started publishing, so it can no longer change.'],
  POST_NOT_CANCELLABLE: [409, 'The post has started publishing, so it cannot be cancelled.'],
  NOTHING_TO_RETRY: [409, 'The post has no failed delivery to retry.'],
  SCOPE_FORBIDDEN: [403, 'Only admins may list every member’s posts.'],
  MEDIA_NOT_FOUND: [404, 'No uploaded post image has this address.'],
  MEDIA_QUOTA_FULL: [409, 'The member’s stored post images would go over SOCIAL_MEDIA_QUOTA_MB.'],
  MEDIA_IN_USE: [409, 'A post uses this image, so it cannot be deleted.'],
  ACCOUNT_NOT_FOUND: [404, 'The member has no account connected on this platform.'],
  PLATFORM_NOT_CONFIGURED: [400, 'The platform has no client id and secret on this server.'],
  NO_PAGE_CHOICE: [404, 'No Facebook Page choice is waiting (it lasts 10 minutes).'],
  UNKNOWN_PAGE: [400, 'The Facebook Page is not one the member manages.'],
  NO_POSTING_SLOTS: [
    409,
    'The member has saved no posting slots, so the queue has nowhere to put a post.',
  ],
  QUEUE_FULL: [409, 'Every posting slot in the weeks the queue looks ahead is taken.'],
  // ── Webhooks ──────────────────────────────────────────────────────────────────────────────
  WEBHOOK_NOT_FOUND: [404, 'None of this person’s webhook endpoints has this id.'],
  WEBHOOK_DELIVERY_NOT_FOUND: [404, 'The endpoint has no delivery with this id.'],
  WEBHOOK_EVENT_FORBIDDEN: [
    403,
    'The firm’s events (contact, applications, newsletter) are for admins.',
  ],
  WEBHOOK_LIMIT: [409, 'This person has as many webhook endpoints as allowed.'],
} as const satisfies Record<string, readonly [status: number, meaning: string]>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes that always come with `status`, e.g. `ErrorCodeWithStatus<404>`. */
export type ErrorCodeWithStatus<Status extends number> = {
  [Code in ErrorCode]: (typeof ERROR_CODES)[Code][0] extends Status ? Code : never;
}[ErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code][0];
}
