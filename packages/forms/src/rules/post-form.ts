import * as z from 'zod/mini';
import { ruleIssue } from './descriptor';
import {
  buildShortPostPayload,
  shortPostProblem,
  type PostImage,
  type ShortPostInput,
  type ShortPostOptions,
  type ShortPostPayload,
} from './post';

/** What the composer's fields hold (the images live in the upload queue). `publishAt` is Unix milliseconds. */
export interface PostFormValues {
  title: string;
  content: string;
  categoryId: number | null;
  topicId: number | null;
  scheduled: boolean;
  publishAt: number | null;
}

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  content: '',
  categoryId: null,
  topicId: null,
  scheduled: false,
  publishAt: null,
};

/** What a publish is checked and built against besides the fields: the queue's images, the rules' context, the clock. */
export interface PostSendContext {
  images: readonly PostImage[];
  rules: Omit<ShortPostOptions, 'now'>;
  now: number;
  /** When the composer opened (`spent_time`). */
  openedAt: number;
  /** The item being edited (sent with `had_updated`), or null for a new post. */
  contentId: number | null;
}

/** The rules' input from the fields and the queue's images (a schedule counts only when ticked). */
export function shortPostInput(values: PostFormValues, images: readonly PostImage[]): ShortPostInput {
  return {
    title: values.title,
    content: values.content,
    images,
    categoryId: values.categoryId,
    topicId: values.topicId,
    publishAt: values.scheduled ? values.publishAt : null,
  };
}

/**
 * The composer's form as its resolver reads it: the spec's checks in order (the first problem only, at the field
 * it names, its message carrying values that come from configuration), and, when it may go, the publish body.
 */
export function postFormSchema(context: PostSendContext) {
  return z.pipe(
    z.custom<PostFormValues>(),
    z.transform((values, ctx): ShortPostPayload => {
      const input = shortPostInput(values, context.images);
      const problem = shortPostProblem(input, { ...context.rules, now: context.now });
      if (problem) {
        ctx.issues.push(ruleIssue(problem, values));
        return z.NEVER;
      }
      return buildShortPostPayload(input, {
        now: context.now,
        openedAt: context.openedAt,
        contentId: context.contentId,
        hadUpdated: context.contentId !== null,
      });
    }),
  );
}
