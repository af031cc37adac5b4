import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { language, qaCategory } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { QA_ARTICLE } from '../../limits.ts';
import { id, nothing, timestamp } from '../common.ts';

/**
 * The help centre's articles as operators write them (docs/product.md#help-centre): one text
 * per language, English required (the readers' fallback). The body is formatted text (HTML)
 * that the server sanitises when saving: what it keeps is what every reader gets.
 *
 * Refusals: 405 naming texts without an English text or with a language twice; 404 an
 * unknown article.
 */
export const qaText = z.object({
  language,
  title: z.string().trim().min(1).max(QA_ARTICLE.title),
  body: z.string().trim().min(1).max(QA_ARTICLE.body),
});

export const consoleQaArticle = z.object({
  id,
  category: qaCategory,
  texts: z.array(qaText),
  updatedAt: timestamp,
});

export const consoleQaEntry = z.object({
  id,
  category: qaCategory,
  /** The English title. */
  title: z.string(),
  languages: z.array(language),
  updatedAt: timestamp,
});

export const consoleQaList = defineCall({
  path: '/console/v1/qa/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Help articles, optionally of one category, in their order',
  input: z.strictObject({ ...pageRequest, category: qaCategory.optional() }),
  output: page(consoleQaEntry),
});

export const consoleQaGet = defineCall({
  path: '/console/v1/qa/get',
  method: 'POST',
  auth: 'operator',
  summary: 'One help article with its text in every language written',
  input: z.strictObject({ id }),
  output: consoleQaArticle,
});

export const consoleQaSave = defineCall({
  path: '/console/v1/qa/save',
  method: 'POST',
  auth: 'operator',
  summary: 'Add (no id) or change a help article; its languages are exactly the texts sent',
  input: z.strictObject({
    id: id.optional(),
    category: qaCategory,
    texts: z.array(qaText).min(1).max(20),
  }),
  output: consoleQaArticle,
});

export const consoleQaDelete = defineCall({
  path: '/console/v1/qa/delete',
  method: 'POST',
  auth: 'operator',
  summary: 'Delete a help article in every language',
  input: z.strictObject({ id }),
  output: nothing,
});
