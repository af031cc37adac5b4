import DOMPurify from 'dompurify';

/**
 * An article's HTML made safe to show (docs/decisions/032-help-articles.md): the server
 * sanitised it when it was saved; this is the second lock, so a row written around the
 * server (a restored backup, a hand-edited database) still cannot run anything here.
 * Links keep the target and rel the server gave them.
 */
export function safeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'code',
      'a',
    ],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
