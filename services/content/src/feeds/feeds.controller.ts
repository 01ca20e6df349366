import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { FeedsService } from './feeds.service.js';

/** Served at the site's root through the gateway: /sitemap.xml and /rss.xml. */
@ApiTags('content: feeds')
@Controller()
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Sitemap of every public page and published article' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'A sitemaps.org urlset with absolute URLs.' })
  sitemap(): Promise<string> {
    return this.feeds.sitemap();
  }

  @Get('rss.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'RSS 2.0 feed of the newest published articles' })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'An RSS 2.0 channel with absolute URLs.' })
  rss(): Promise<string> {
    return this.feeds.rss();
  }
}
