/**
 * What a help article's formatted text may hold (docs/decisions/032-help-articles.md): text
 * formatting, lists, headings and links, nothing that runs or loads anything. The server's
 * sanitiser keeps exactly this when an article is saved, and the clients' when it is shown or
 * previewed, so a preview never shows what saving would strip.
 */
export const ARTICLE_TAGS = [
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
] as const;

/** The only attribute an author writes: a link's address, with one of these schemes. */
export const ARTICLE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
