/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_FIRM_EMAIL,
  DEFAULT_FIRM_NAME,
  parseSiteConfig,
  readSiteConfig,
} from './siteConfig';

const ORIGIN = 'http://localhost:5173';
const DEFAULTS = {
  firmName: DEFAULT_FIRM_NAME,
  firmEmail: DEFAULT_FIRM_EMAIL,
  siteUrl: ORIGIN,
  analyticsPublic: false,
};

function documentWithHead(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head></html>`,
    'text/html',
  );
}

describe('parseSiteConfig', () => {
  it('uses the defaults when the tag is empty (vite dev) or missing', () => {
    expect(parseSiteConfig('', ORIGIN)).toEqual(DEFAULTS);
    expect(parseSiteConfig(null, ORIGIN)).toEqual(DEFAULTS);
  });

  it('uses the defaults when the content is not JSON or not an object', () => {
    expect(parseSiteConfig('{firmName:', ORIGIN)).toEqual(DEFAULTS);
    expect(parseSiteConfig('"a string"', ORIGIN)).toEqual(DEFAULTS);
    expect(parseSiteConfig('null', ORIGIN)).toEqual(DEFAULTS);
  });

  it('takes every valid field and drops the trailing slash of the site address', () => {
    const content = JSON.stringify({
      firmName: 'Dune Capital',
      firmEmail: 'team@dune.example',
      siteUrl: 'https://dune.example/',
    });
    expect(parseSiteConfig(content, ORIGIN)).toEqual({
      firmName: 'Dune Capital',
      firmEmail: 'team@dune.example',
      siteUrl: 'https://dune.example',
      analyticsPublic: false,
    });
  });

  it('opens the analytics to everyone only when the gateway says true', () => {
    const open = (value: unknown) =>
      parseSiteConfig(JSON.stringify({ analyticsPublic: value }), ORIGIN).analyticsPublic;
    expect(open(true)).toBe(true);
    expect(open('true')).toBe(false);
    expect(open(1)).toBe(false);
  });

  it('takes the firm profiles only as https addresses', () => {
    const content = JSON.stringify({
      linkedinUrl: 'https://www.linkedin.com/company/dune',
      xUrl: 'javascript:alert(1)',
    });
    const site = parseSiteConfig(content, ORIGIN);
    expect(site.linkedinUrl).toBe('https://www.linkedin.com/company/dune');
    expect(site.xUrl).toBeUndefined();
  });

  it('replaces each malformed field by its default', () => {
    const content = JSON.stringify({
      firmName: '   ',
      firmEmail: 'not an email',
      siteUrl: 'javascript:alert(1)',
    });
    expect(parseSiteConfig(content, ORIGIN)).toEqual(DEFAULTS);
  });
});

describe('readSiteConfig', () => {
  it('reads the HTML-escaped JSON the gateway writes into the meta tag', () => {
    const json = JSON.stringify({
      firmName: 'Dune & Co <Capital> "Ventures"',
      firmEmail: 'team@dune.example',
      siteUrl: 'https://dune.example',
    });
    const escaped = json
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
    const doc = documentWithHead(`<meta name="sandglass:site" content="${escaped}" />`);
    expect(readSiteConfig(doc, ORIGIN).firmName).toBe('Dune & Co <Capital> "Ventures"');
  });

  it('falls back to the page origin when the placeholder was not replaced', () => {
    const doc = documentWithHead('<meta name="sandglass:site" content="" />');
    expect(readSiteConfig(doc, ORIGIN)).toEqual(DEFAULTS);
  });
});
