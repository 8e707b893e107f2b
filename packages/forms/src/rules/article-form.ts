import * as z from 'zod/mini';
import {
  articleMessages,
  articleProblem,
  buildArticleDraftPayload,
  buildArticlePayload,
  type ArticleDraftPayload,
  type ArticleFields,
  type ArticlePayload,
  type ArticleProblem,
  type ImageSize,
} from './article';
import { ArticleHtmlTooLargeError } from './article-html';
import { ruleIssue } from './descriptor';

/** What the editor's fields hold: the body as Markdown (HTML is made from it once per save or publish). */
export interface ArticleFormValues {
  title: string;
  markdown: string;
  covers: string[];
  hashtags: string[];
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = { title: '', markdown: '', covers: [], hashtags: [] };

/** What a save or a publish is checked and built against besides the fields. */
export interface ArticleSendContext {
  mode: 'publish' | 'draft';
  imageHost: string;
  imageSizes?: Readonly<Record<string, ImageSize>>;
  /** Markdown to the article's HTML, through the allow-list. */
  toHtml: (markdown: string) => string;
  /** The item being edited (a server draft or an article), or null for a new article. */
  contentId: number | null;
}

/** The first problem and the body that would go (the HTML made once for both); `payload` is null when refused. */
export function prepareArticle(
  values: ArticleFormValues,
  context: ArticleSendContext,
):
  | { problem: ArticleProblem; payload: null }
  | { problem: null; payload: ArticlePayload | ArticleDraftPayload } {
  let fields: ArticleFields;
  try {
    fields = {
      title: values.title,
      content: context.toHtml(values.markdown),
      coverImages: values.covers,
      hashtags: values.hashtags,
    };
  } catch (error) {
    // More HTML than the allow-list reads at all: far past the body's limit.
    if (!(error instanceof ArticleHtmlTooLargeError)) throw error;
    return { problem: { field: 'body', message: articleMessages.bodyMax }, payload: null };
  }
  const problem = articleProblem(fields, {
    mode: context.mode,
    imageHost: context.imageHost,
    imageSizes: context.imageSizes,
  });
  if (problem) return { problem, payload: null };
  const payload =
    context.mode === 'publish'
      ? buildArticlePayload(fields, context.contentId)
      : buildArticleDraftPayload(fields, context.contentId);
  return { problem: null, payload };
}

/**
 * The editor's form as its resolver reads it: the Markdown made HTML once, the checks of a save or a publish in
 * order (the first problem only, at the field it names), and, when it may go, the body to send.
 */
export function articleFormSchema(context: ArticleSendContext) {
  return z.pipe(
    z.custom<ArticleFormValues>(),
    z.transform((values, ctx) => {
      const { problem, payload } = prepareArticle(values, context);
      if (problem) {
        ctx.issues.push(ruleIssue(problem, values));
        return z.NEVER;
      }
      return payload;
    }),
  );
}
