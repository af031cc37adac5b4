import DOMPurify from 'dompurify';

/**
 * What readers will see, for the editor's preview: the same tags the server keeps
 * (docs/decisions/032-help-articles.md), so the preview never shows what saving would strip.
 */
export function previewHtml(html: string): string {
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
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
