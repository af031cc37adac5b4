import { ARTICLE_LINK_SCHEMES, ARTICLE_TAGS } from '@shopkeeper/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The tags and link schemes the contract allows in an article (docs/decisions/032-help-articles.md);
 * links open outside the app.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  // target and rel are the ones transformTags sets, never the author's.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: [...ARTICLE_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** An article's body as it is stored and served: sanitised HTML. */
export const sanitizeArticle = (html: string) => sanitizeHtml(html, ARTICLE_HTML).trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text a reader sees, without tags: for the list's summary and for search. */
export function plainText(html: string): string {
  // A space where each tag was, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const text = sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
