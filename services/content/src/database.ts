import { WebhookOutboxRow } from '@sandglass/server';
import { AnalyticsDayValue } from './analytics/analytics-day-value.entity.js';
import { AnalyticsEvent } from './analytics/analytics-event.entity.js';
import {
  AnalyticsDaily,
  AnalyticsDailyBreakdown,
  AnalyticsHourly,
} from './analytics/analytics-rollup.entity.js';
import { AnalyticsSalt } from './analytics/analytics-salt.entity.js';
import { AnalyticsVisit } from './analytics/analytics-visit.entity.js';
import { AnalyticsVisitor } from './analytics/analytics-visitor.entity.js';
import { BlogPost } from './blog/blog-post.entity.js';
import { ContactSubmission } from './contact/contact-submission.entity.js';
import { migrations } from './migrations/index.js';
import { NewsletterIssue } from './newsletter/newsletter-issue.entity.js';
import { NewsletterRecipient } from './newsletter/newsletter-recipient.entity.js';
import { NewsletterSubscriber } from './newsletter/newsletter-subscriber.entity.js';
import { PortfolioCompany } from './portfolio/portfolio-company.entity.js';
import { ProgramApplication } from './programs/program-application.entity.js';
import { Program } from './programs/program.entity.js';
import { SeedRecord } from './seed/seed-record.entity.js';
import { TeamMember } from './team/team-member.entity.js';

/** The content service's schema, entities and committed migrations. */
export const CONTENT_DATABASE = {
  schema: 'content',
  entities: [
    PortfolioCompany,
    TeamMember,
    Program,
    ProgramApplication,
    BlogPost,
    ContactSubmission,
    NewsletterSubscriber,
    NewsletterIssue,
    NewsletterRecipient,
    AnalyticsEvent,
    AnalyticsVisit,
    AnalyticsVisitor,
    AnalyticsSalt,
    AnalyticsDayValue,
    AnalyticsDaily,
    AnalyticsHourly,
    AnalyticsDailyBreakdown,
    SeedRecord,
    WebhookOutboxRow,
  ],
  migrations,
};
