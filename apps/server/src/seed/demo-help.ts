import { LANGUAGES } from '@shopkeeper/contract';
import type { Trx } from '../db/index.ts';
import { saveArticle } from '../modules/help/service.ts';
import { DEMO_ARTICLES } from './demo-help-articles.ts';

/** The demo's help centre: each article in all ten languages, saved (and sanitised) as the console saves it. */
export async function seedDemoHelp(trx: Trx): Promise<void> {
  const now = Date.now();
  for (const article of DEMO_ARTICLES) {
    await saveArticle(
      trx,
      undefined,
      {
        category: article.category,
        texts: LANGUAGES.map((language) => {
          const [title, body] = article.texts[language];
          return { language, title, body };
        }),
      },
      now,
    );
  }
}
