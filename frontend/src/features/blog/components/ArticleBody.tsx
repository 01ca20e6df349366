import { Prose } from '../../../ui/Prose';

export interface ArticleBodyProps {
  /** Already sanitised by the content service (its Markdown renderer allows no scripts). */
  html: string;
}

export function ArticleBody({ html }: ArticleBodyProps) {
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
