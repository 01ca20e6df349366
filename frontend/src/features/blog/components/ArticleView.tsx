import { useSession } from '../../auth';
import { usePostQuery } from '../blogApi';

/**
 * Asks for the article as the page does (once the session is known), which counts the view: the
 * island that does it on the pre-rendered article, where the page itself is plain HTML.
 */
export function ArticleView({ slug }: { slug: string }): null {
  const { status } = useSession();
  usePostQuery(slug, { skip: status === 'restoring' });
  return null;
}
