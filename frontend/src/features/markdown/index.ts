/** Markdown rendered as the site shows it. */
export { MarkdownContent } from './components/MarkdownContent';
export { renderMarkdown } from './markdown';
