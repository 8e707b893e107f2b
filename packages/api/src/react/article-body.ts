import type { MessageDescriptor } from '@creator/forms/rules/descriptor';
import { pendingImage } from '@creator/forms/rules/article';
import { checkUploadFile } from '@creator/forms/rules/upload';
import type { RefObject } from 'react';
import type { PasteOptions } from '../client/article-paste';
import { describeError } from '../client/errors';
import { useArticleImageUploads } from './article-images';
import { usePastedHtml } from './article-paste';

/** The part of the body's editor the images write in (ui's `MarkdownEditorHandle`). */
export interface BodyEditor {
  insert: (text: string) => void;
  replace: (from: string, to: string) => void;
}

export interface ArticleBodyImagesOptions extends Pick<PasteOptions, 'imageHost' | 'purifier'> {
  editor: RefObject<BodyEditor | null>;
  /** The app's toasts. */
  notify: (toast: { tone: 'error' | 'warning'; message: MessageDescriptor | string }) => void;
  /** A failure the app reports its own way (a paste that could not be read). */
  reportError: (error: unknown) => void;
  /** What a paste says of the images it left out: pictures of the creator's disk, pictures of other sites. */
  pasteWarnings: { localRemoved: MessageDescriptor; filtered: MessageDescriptor };
}

/**
 * The pictures of an article's body: files picked, dropped or pasted (checked one by one, each refusal a toast)
 * stand in the body as placeholders until their upload stores them, then as their address; pasted HTML stands
 * as one placeholder while its pictures are copied to the image host, then as Markdown. `pending` counts what is
 * still on its way (nothing is sent meanwhile).
 */
export function useArticleBodyImages({
  editor,
  imageHost,
  purifier,
  notify,
  reportError,
  pasteWarnings,
}: ArticleBodyImagesOptions) {
  const pastes = usePastedHtml({ imageHost, purifier });
  const uploads = useArticleImageUploads({
    onStored: (id, url) => editor.current?.replace(pendingImage(id), `![](${url})`),
    onFailed: (id, error) => {
      editor.current?.replace(pendingImage(id), '');
      notify({ tone: 'error', message: describeError(error).message });
    },
  });

  const addFiles = (files: readonly File[]) => {
    const accepted = files.filter((file) => {
      const problem = checkUploadFile(file, 'article');
      if (problem) notify({ tone: 'error', message: problem });
      return !problem;
    });
    if (accepted.length === 0) return;
    const added = uploads.add(accepted);
    // Each picture a paragraph of its own, never glued to the line the caret is on.
    editor.current?.insert(`\n\n${added.map((id) => pendingImage(id)).join('\n\n')}\n\n`);
  };

  const pasteHtml = async (html: string) => {
    const id = `paste-${Date.now()}`;
    editor.current?.insert(pendingImage(id));
    try {
      const pasted = await pastes.importHtml(html);
      editor.current?.replace(pendingImage(id), pasted.markdown);
      if (pasted.localRemoved > 0) notify({ tone: 'warning', message: pasteWarnings.localRemoved });
      if (pasted.filtered > 0) notify({ tone: 'warning', message: pasteWarnings.filtered });
    } catch (error) {
      editor.current?.replace(pendingImage(id), '');
      reportError(error);
    }
  };

  return { addFiles, pasteHtml, pending: uploads.pending + pastes.pending };
}
