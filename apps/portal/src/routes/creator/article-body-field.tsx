import { uploadAccept } from '@creator/forms/rules/upload';
import { MarkdownEditor, type MarkdownEditorHandle } from '@creator/ui/markdown-editor';
import { useId, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './editor-messages';

/**
 * The article's body: the Markdown editor under its heading and hint; pictures picked, dropped or pasted go to
 * their uploads, pasted HTML to its import (neither while the editor is locked).
 */
export function ArticleBodyField({
  editor,
  value,
  onChange,
  previewHtml,
  locked,
  invalid,
  images,
}: {
  editor: RefObject<MarkdownEditorHandle | null>;
  value: string;
  onChange: (markdown: string) => void;
  previewHtml: (markdown: string) => string;
  locked: boolean;
  invalid: boolean;
  images: { addFiles: (files: readonly File[]) => void; pasteHtml: (html: string) => Promise<void> };
}) {
  const intl = useIntl();
  const label = useId();
  return (
    <section data-field="body" className="flex flex-col gap-2">
      <h2 id={label} className="text-sm font-medium text-ink">
        {intl.formatMessage(messages.body)}
      </h2>
      <p className="text-xs text-ink-muted">{intl.formatMessage(messages.bodyHint)}</p>
      <MarkdownEditor
        ref={editor}
        value={value}
        onChange={onChange}
        aria-labelledby={label}
        toHtml={previewHtml}
        readOnly={locked}
        invalid={invalid}
        onPickImages={images.addFiles}
        onDropFiles={images.addFiles}
        imageAccept={uploadAccept('article')}
        onPaste={(event) => {
          if (locked) return;
          const files = [...event.clipboardData.files];
          const html = event.clipboardData.getData('text/html');
          if (files.length === 0 && !html) return;
          event.preventDefault();
          if (files.length > 0) images.addFiles(files);
          else void images.pasteHtml(html);
        }}
      />
    </section>
  );
}
