import { useDirection } from '@radix-ui/react-direction';
import MDEditor, {
  handleKeyDown,
  shortcuts,
  TextAreaCommandOrchestrator,
  type MDEditorProps,
} from '@uiw/react-md-editor/nohighlight';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type Ref,
  type RefObject,
  type TextareaHTMLAttributes,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../../lib/field-context';
import { MarkdownPreview } from './markdown-preview';
import { messages } from './messages';
import { toolbarCommands, type MarkdownEditorMode } from './toolbar';
import './markdown-editor.css';

/** The article editor's height in pixels, toolbar included (spec: "editor height 480"). */
export const EDITOR_HEIGHT = 480;

/** The image button's picker without `imageAccept`: the spec's article upload types (jpg, jpeg, png, gif). */
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';

export interface MarkdownEditorHandle {
  /**
   * Puts `text` at the caret, in place of the selection, as typing would (one undo step). In preview mode, where
   * there is no text box, at the last caret position.
   */
  insert: (text: string) => void;
  /**
   * Replaces the first occurrence of `search` (an upload's placeholder, once its address is known). Undoable and
   * keeping the caret where it was when the creator is typing; without moving the focus otherwise. Returns whether
   * `search` was found.
   */
  replace: (search: string, replacement: string) => boolean;
  /** Moves the focus to the text, switching from preview to writing first. */
  focus: () => void;
}

export type MarkdownEditorProps = {
  /** The article body as Markdown. */
  value: string;
  onChange: (markdown: string) => void;
  /**
   * Markdown to HTML through the article allow-list, for the preview (in the portal `articleMarkdownToHtml` of
   * `@creator/forms/rules/article-markdown` with `getArticlePurifier()`). Its output is trusted as sanitised: the
   * widget puts it in the page as it is. Keep it stable (a module function or `useCallback`).
   */
  toHtml: (markdown: string) => string;
  /** Id of the text box (a Field around the editor gives one). */
  id?: string;
  /** Accessible name of the text box when no visible label names it (`aria-labelledby` or a Field's label). */
  label?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  placeholder?: string;
  /** Marks the text box invalid (a Field with an error does it too). */
  invalid?: boolean;
  required?: boolean;
  /** The text can be read, selected and previewed, but not changed: no formatting button or shortcut works. */
  readOnly?: boolean;
  /**
   * Writing direction of the editor and its text. Left out, the editor (toolbar, preview's side) takes the app's
   * (Radix `DirectionProvider`, from the locale) and each paragraph of the text the direction of its first letter
   * (`dir="auto"`), so an English article written in the Arabic UI runs left to right.
   */
  dir?: 'ltr' | 'rtl';
  /** The mode it opens in: `edit` (the text alone: no preview is made while typing), `live` or `preview`. */
  defaultMode?: MarkdownEditorMode;
  /** Whatever is pasted into the text box; `preventDefault()` to insert something else through the handle. */
  onPaste?: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
  /** Files dropped on the text box (the caller checks type and size); without it the browser's default applies. */
  onDropFiles?: (files: File[]) => void;
  /** Files chosen with the toolbar's image button; the button is left out without it. */
  onPickImages?: (files: File[]) => void;
  /** Types the image button's picker offers (`uploadAccept('article')` of `@creator/forms/rules/upload`). */
  imageAccept?: string;
  onBlur?: TextareaHTMLAttributes<HTMLTextAreaElement>['onBlur'];
  className?: string;
  ref?: Ref<MarkdownEditorHandle>;
};

type Selection = { start: number; end: number };

/**
 * Puts text in the focused text box as the browser's own editing does, so that undo takes it back; false where the
 * browser cannot (the caller then sets the text itself).
 */
function typeAsUser(text: string): boolean {
  return typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
}

type TextareaRender = NonNullable<NonNullable<MDEditorProps['components']>['textarea']>;

const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');

/**
 * The library clones what `components.textarea` returns with a ref of its own (its commands act on that element):
 * this keeps the widget's ref on the same element.
 */
function EditorTextarea({
  ref,
  boxRef,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
  boxRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const both = useCallback(
    (element: HTMLTextAreaElement | null) => {
      boxRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref, boxRef],
  );
  return <textarea ref={both} {...props} />;
}

/**
 * The article body's Markdown editor: `@uiw/react-md-editor` without its syntax highlighting and without its own
 * preview, with the toolbar the spec allows (headings 1 to 3, bold, lists, images, line breaks) and a switch
 * between writing, side by side and preview. The preview is the caller's `toHtml`, made only when typing pauses.
 * 480 px high; the page scrolls inside it.
 */
export function MarkdownEditor({
  value,
  onChange,
  toHtml,
  label,
  placeholder,
  invalid: invalidProp,
  readOnly = false,
  dir,
  defaultMode = 'edit',
  onPaste,
  onDropFiles,
  onPickImages,
  imageAccept = IMAGE_ACCEPT,
  onBlur,
  className,
  ref,
  ...aria
}: MarkdownEditorProps) {
  const intl = useIntl();
  const direction = useDirection();
  const { invalid, ...control } = useFieldControl({
    ...aria,
    'aria-invalid': invalidProp ? true : undefined,
  });
  const [mode, setMode] = useState<MarkdownEditorMode>(defaultMode);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // The picker behind the image button (state, not a ref: the toolbar's commands are made during render).
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);
  // Where the caret was last, for an insert while the text box is not there (preview mode).
  const lastSelection = useRef<Selection | null>(null);
  const focusWhenShown = useRef(false);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    if (mode !== 'preview' && focusWhenShown.current) {
      focusWhenShown.current = false;
      textarea.current?.focus();
    }
  }, [mode]);

  const pickImages = useMemo(
    () => (onPickImages && fileInput ? () => fileInput.click() : undefined),
    [onPickImages, fileInput],
  );
  // New command objects only when what they show changes: the library resets its toolbar on each new array.
  const { commands, extraCommands } = useMemo(
    () => toolbarCommands({ intl, mode, readOnly, setMode, pickImages }),
    [intl, mode, readOnly, pickImages],
  );

  useImperativeHandle(ref, () => {
    const shown = () => (textarea.current?.isConnected ? textarea.current : null);
    // Reports a change made here; calls before the next render then build on it, not on the last rendered value.
    const commit = (next: string) => {
      latest.current.value = next;
      latest.current.onChange(next);
    };
    return {
      insert(text) {
        const box = shown();
        if (!box) {
          const current = latest.current.value;
          const at = lastSelection.current ?? { start: current.length, end: current.length };
          lastSelection.current = { start: at.start + text.length, end: at.start + text.length };
          commit(current.slice(0, at.start) + text + current.slice(at.end));
          return;
        }
        box.focus();
        // Typed, as far as the browser is concerned: one undo step, and the input event reaches onChange.
        if (typeAsUser(text)) return;
        box.setRangeText(text, box.selectionStart, box.selectionEnd, 'end');
        commit(box.value);
      },
      replace(search, replacement) {
        const box = shown();
        const current = box?.value ?? latest.current.value;
        const start = search === '' ? -1 : current.indexOf(search);
        if (start < 0) return false;
        const end = start + search.length;
        // A position after the replaced text moves with it; one inside it goes to its end.
        const moved = (position: number) =>
          position <= start
            ? position
            : position >= end
              ? position + replacement.length - search.length
              : start + replacement.length;
        if (box && document.activeElement === box) {
          const { selectionStart, selectionEnd, selectionDirection } = box;
          box.setSelectionRange(start, end);
          if (!typeAsUser(replacement)) {
            box.setRangeText(replacement, start, end);
            commit(box.value);
          }
          // The creator's caret stays by the text it was next to.
          box.setSelectionRange(moved(selectionStart), moved(selectionEnd), selectionDirection ?? 'none');
          return true;
        }
        if (box) {
          // Not being typed in: leave the focus where it is (no undo step then).
          box.setRangeText(replacement, start, end, 'preserve');
          commit(box.value);
        } else {
          commit(current.slice(0, start) + replacement + current.slice(end));
          const last = lastSelection.current;
          if (last) lastSelection.current = { start: moved(last.start), end: moved(last.end) };
        }
        return true;
      },
      focus() {
        const box = shown();
        if (box) box.focus();
        else {
          focusWhenShown.current = true;
          setMode('edit');
        }
      },
    };
  }, []);

  const rememberSelection = useCallback((box: HTMLTextAreaElement) => {
    lastSelection.current = { start: box.selectionStart, end: box.selectionEnd };
  }, []);

  /** The text box, drawn here rather than by the library so that its keys, names and states are ours. */
  const renderTextarea: TextareaRender = (given, { dispatch }) => {
    // What the library hands over: its class (the box's layout) and the text with its change handler.
    const props = given as TextareaHTMLAttributes<HTMLTextAreaElement>;
    return (
      <EditorTextarea
        boxRef={textarea}
        className={props.className}
        value={props.value}
        dir={dir ?? 'auto'}
        placeholder={placeholder}
        readOnly={readOnly}
        aria-label={label}
        {...control}
        onChange={(event) => {
          dispatch?.({ markdown: event.target.value });
          props.onChange?.(event);
        }}
        onSelect={(event) => rememberSelection(event.currentTarget)}
        onBlur={(event) => {
          rememberSelection(event.currentTarget);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (readOnly || event.nativeEvent.isComposing) return;
          // List continuation on Enter, line moves; Tab is left to the browser so that the focus can leave the box.
          handleKeyDown(event, 2, true);
          if (event.defaultPrevented) return;
          shortcuts(
            event,
            [...commands, ...extraCommands],
            new TextAreaCommandOrchestrator(event.currentTarget),
            dispatch,
            {
              preview: mode,
            },
          );
        }}
        onPaste={onPaste}
        onDragOver={
          onDropFiles
            ? (event) => {
                if (!carriesFiles(event)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = readOnly ? 'none' : 'copy';
              }
            : undefined
        }
        onDrop={
          onDropFiles
            ? (event) => {
                if (!carriesFiles(event)) return;
                event.preventDefault();
                const files = [...event.dataTransfer.files];
                if (!readOnly && files.length > 0) onDropFiles(files);
              }
            : undefined
        }
      />
    );
  };

  return (
    <div data-slot="markdown-editor" className={cn('flex flex-col', className)}>
      <MDEditor
        className="ui-markdown-editor"
        data-slot="markdown-editor-frame"
        data-invalid={invalid || undefined}
        data-readonly={readOnly || undefined}
        data-mode={mode}
        dir={dir ?? direction}
        value={value}
        onChange={(markdown) => onChange(markdown ?? '')}
        preview={mode}
        height={EDITOR_HEIGHT}
        visibleDragbar={false}
        overflow={false}
        enableScroll={false}
        highlightEnable={false}
        defaultTabEnable
        commands={commands}
        extraCommands={extraCommands}
        components={{
          textarea: renderTextarea,
          preview: (source) => (
            <MarkdownPreview
              source={source}
              toHtml={toHtml}
              label={intl.formatMessage(messages.preview)}
              emptyText={intl.formatMessage(messages.previewEmpty)}
              dir={dir ?? 'auto'}
            />
          ),
        }}
      />
      {onPickImages ? (
        <input
          ref={setFileInput}
          type="file"
          multiple
          accept={imageAccept}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) onPickImages(files);
          }}
        />
      ) : null}
    </div>
  );
}
