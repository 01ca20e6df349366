import { Body, Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  CurrentUser,
  DeleteEndpoint,
  ErrorResponse,
  IdParam,
  OptionalAuth,
  SLUG_TAKEN,
  TOTAL_COUNT_HEADER,
  UpdateEndpoint,
  type AuthUser,
  TokenScope,
} from '@sandglass/server';
import type { Response } from 'express';
import type {
  BlogPost as BlogPostBody,
  BlogPostWriteResult,
  BlogResponse,
} from '@sandglass/shared';
import type { BlogPost } from './blog-post.entity.js';
import { SocialShare } from './social-share.js';
import { toBlogPost } from './blog.mapper.js';
import {
  BlogPostDto,
  BlogPostWriteDto,
  BlogResponseDto,
  CreateBlogPostDto,
  ListBlogQuery,
  ReadBlogPostQuery,
  UpdateBlogPostDto,
} from './blog.dto.js';
import { BlogService } from './blog.service.js';
import { BlogPostIdNotFoundError } from './blog.errors.js';

const NOT_FOUND = () => new BlogPostIdNotFoundError();

@ApiTags('content: blog')
@Controller('api/blog')
export class BlogController {
  constructor(
    private readonly blog: BlogService,
    private readonly social: SocialShare,
  ) {}

  @Get()
  @OptionalAuth()
  @TokenScope('content:read')
  @ApiOperation({
    summary: 'Articles',
    description:
      'Published articles, newest first, without their bodies. With an admin token, ?status=draft or ?status=all lists drafts too.',
  })
  @ApiOkResponse({ type: BlogResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListBlogQuery,
    @CurrentUser() viewer: AuthUser | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BlogResponse> {
    const { posts, total } = await this.blog.list(query, viewer);
    response.setHeader(TOTAL_COUNT_HEADER, String(total));
    return { posts };
  }

  @Get(':slug')
  @OptionalAuth()
  @TokenScope('content:read')
  @ApiOperation({
    summary: 'One article',
    description:
      'With its Markdown body and the sanitised HTML. Counts a view unless ?countView=false or an admin reads it. Drafts are found by admins only. Answered with Cache-Control: no-cache, found or not, so a cache asks again after a publish or an edit.',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async read(
    @Param('slug') slug: string,
    @Query() query: ReadBlogPostQuery,
    @CurrentUser() viewer: AuthUser | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BlogPostBody> {
    // Set first, so the 404 of an address that is about to be published carries it too.
    response.setHeader('Cache-Control', 'no-cache');
    return toBlogPost(await this.blog.read(slug, viewer, query.countView ?? true));
  }

  @CreateEndpoint(BlogPostWriteDto, {
    summary: 'Write an article (admin)',
    description:
      'A draft unless status is published. With shareToSocial (published only), also a draft social post for you: see socialShare.',
    invalid: 'A field is wrong, each named in details; shareToSocial on an article not published.',
    conflict: SLUG_TAKEN,
  })
  @Auth('admin')
  @TokenScope('content:write')
  async create(
    @Body() dto: CreateBlogPostDto,
    @Headers('authorization') authorization: string,
  ): Promise<BlogPostWriteResult> {
    const { shareToSocial, ...input } = dto;
    const saved = await this.blog.create(input, shareToSocial === true);
    return this.withShare(saved, shareToSocial === true, authorization);
  }

  @UpdateEndpoint(BlogPostWriteDto, {
    summary: 'Change an article (admin)',
    description:
      'Any subset of fields. With shareToSocial (published only), also a draft social post for you: see socialShare.',
    invalid: 'A field is wrong, each named in details; shareToSocial on an article not published.',
    conflict: SLUG_TAKEN,
  })
  @Auth('admin')
  @TokenScope('content:write')
  async update(
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: UpdateBlogPostDto,
    @Headers('authorization') authorization: string,
  ): Promise<BlogPostWriteResult> {
    const { shareToSocial, ...input } = dto;
    const saved = await this.blog.update(id, input, shareToSocial === true);
    return this.withShare(saved, shareToSocial === true, authorization);
  }

  /** The saved article, and when asked, the social draft made of it (after its commit). */
  private async withShare(
    saved: BlogPost,
    share: boolean,
    authorization: string,
  ): Promise<BlogPostWriteResult> {
    const body: BlogPostBody = toBlogPost(saved);
    if (!share) return body;
    return { ...body, socialShare: await this.social.share(authorization, saved) };
  }

  @DeleteEndpoint({ summary: 'Delete an article (admin)' })
  @Auth('admin')
  @TokenScope('content:write')
  async remove(@IdParam(NOT_FOUND) id: string): Promise<void> {
    await this.blog.remove(id);
  }
}
