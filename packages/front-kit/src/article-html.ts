import { ARTICLE_LINK_SCHEMES, ARTICLE_TAGS } from '@shopkeeper/contract';
import DOMPurify from 'dompurify';

/**
 * A help article's HTML made safe to show (docs/decisions/032-help-articles.md), with the tags
 * the server keeps. The server sanitised it when it was saved; this is the second lock, so a
 * row written around the server (a restored backup, a hand-edited database) still cannot run
 * anything, and the console's preview shows what readers will see. Its own DOMPurify
 * instance, so the link hook below touches nothing else that sanitises.
 */
const purify = DOMPurify(window);

// Every link leaves the app in a new tab without handing it this page (window.opener).
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const LINK = new RegExp(`^(?:${ARTICLE_LINK_SCHEMES.join('|')}):`, 'i');

export function safeArticleHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: LINK,
  });
}
