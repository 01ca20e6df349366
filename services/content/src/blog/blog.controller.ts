import { Body, Controller, Get, Param, Query, Res } from '@nestjs/common';
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
import type { BlogPost as BlogPostBody, BlogResponse } from '@sandglass/shared';
import { toBlogPost } from './blog.mapper.js';
import {
  BlogPostDto,
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
  constructor(private readonly blog: BlogService) {}

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

  @CreateEndpoint(BlogPostDto, {
    summary: 'Write an article (admin)',
    description: 'A draft unless status is published.',
    conflict: SLUG_TAKEN,
  })
  @Auth('admin')
  @TokenScope('content:write')
  async create(@Body() dto: CreateBlogPostDto): Promise<BlogPostBody> {
    return toBlogPost(await this.blog.create(dto));
  }

  @UpdateEndpoint(BlogPostDto, {
    summary: 'Change an article (admin)',
    description: 'Any subset of fields.',
    conflict: SLUG_TAKEN,
  })
  @Auth('admin')
  @TokenScope('content:write')
  async update(
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: UpdateBlogPostDto,
  ): Promise<BlogPostBody> {
    return toBlogPost(await this.blog.update(id, dto));
  }

  @DeleteEndpoint({ summary: 'Delete an article (admin)' })
  @Auth('admin')
  @TokenScope('content:write')
  async remove(@IdParam(NOT_FOUND) id: string): Promise<void> {
    await this.blog.remove(id);
  }
}
