import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the built page's stylesheet links from <head> to the end of <body>. In <head> they
 * hold back the first paint until every file arrives; after the shell (whose few rules are
 * inline) the phone paints the brand and spinner at once, while the app's scripts, which
 * run only once the stylesheets are in, still never render unstyled. The links stay links,
 * so Vite's loader for lazy screens sees those files as loaded and does not fetch them again.
 */
export function stylesAfterShell(): Plugin {
  return {
    name: 'shopkeeper:styles-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET) ?? [];
        if (links.length === 0) return html;
        const moved = links.map((link) => `    ${link.trim()}\n`).join('');
        return html.replace(STYLESHEET, '').replace(/\s*<\/body>/, `\n${moved}  </body>`);
      },
    },
  };
}
