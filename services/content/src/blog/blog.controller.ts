import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  Auth,
  CurrentUser,
  ErrorResponse,
  IdPipe,
  OptionalAuth,
  TOTAL_COUNT_HEADER,
  type AuthUser,
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
  @ApiOperation({
    summary: 'One article',
    description:
      'With its Markdown body and the sanitised HTML. Counts a view unless ?countView=false or an admin reads it. Drafts are found by admins only.',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async read(
    @Param('slug') slug: string,
    @Query() query: ReadBlogPostQuery,
    @CurrentUser() viewer: AuthUser | null,
  ): Promise<BlogPostBody> {
    return toBlogPost(await this.blog.read(slug, viewer, query.countView ?? true));
  }

  @Post()
  @Auth('admin')
  @ApiOperation({
    summary: 'Write an article (admin)',
    description: 'A draft unless status is published.',
  })
  @ApiCreatedResponse({ type: BlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The slug is taken.', type: ErrorResponse })
  async create(@Body() dto: CreateBlogPostDto): Promise<BlogPostBody> {
    return toBlogPost(await this.blog.create(dto));
  }

  @Patch(':id')
  @Auth('admin')
  @ApiOperation({ summary: 'Change an article (admin)', description: 'Any subset of fields.' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The slug is taken.', type: ErrorResponse })
  async update(
    @Param('id', IdPipe(NOT_FOUND)) id: string,
    @Body() dto: UpdateBlogPostDto,
  ): Promise<BlogPostBody> {
    return toBlogPost(await this.blog.update(id, dto));
  }

  @Delete(':id')
  @Auth('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an article (admin)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse })
  async remove(@Param('id', IdPipe(NOT_FOUND)) id: string): Promise<void> {
    await this.blog.remove(id);
  }
}
