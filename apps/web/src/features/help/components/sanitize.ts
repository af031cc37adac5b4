import DOMPurify from 'dompurify';

/**
 * An article's HTML made safe to show (docs/decisions/032-help-articles.md): the server
 * sanitised it when it was saved; this is the second lock, so a row written around the
 * server (a restored backup, a hand-edited database) still cannot run anything here.
 * Its own instance, so the link hook below touches nothing else that sanitises.
 */
const purify = DOMPurify(window);

// Every link leaves the app in a new tab without handing it this page (window.opener).
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function safeArticleHtml(html: string): string {
  return purify.sanitize(html, {
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
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
