import {
  bold,
  divider,
  orderedListCommand,
  selectLine,
  unorderedListCommand,
  type ICommand,
} from '@uiw/react-md-editor/nohighlight';
import Bold from 'lucide-react/icons/bold';
import Columns2 from 'lucide-react/icons/columns-2';
import Eye from 'lucide-react/icons/eye';
import Heading1 from 'lucide-react/icons/heading-1';
import Heading2 from 'lucide-react/icons/heading-2';
import Heading3 from 'lucide-react/icons/heading-3';
import ImageIcon from 'lucide-react/icons/image';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Pencil from 'lucide-react/icons/pencil';
import WrapText from 'lucide-react/icons/wrap-text';
import type { ComponentType, SVGProps } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { messages } from './messages';

/** What the editor shows: the text alone (the default), the text beside its preview, or the preview alone. */
export type MarkdownEditorMode = 'edit' | 'live' | 'preview';

/** A CommonMark hard line break: a backslash at the end of the line. */
export const HARD_BREAK = '\\\n';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface ToolbarOptions {
  intl: IntlShape;
  mode: MarkdownEditorMode;
  readOnly: boolean;
  setMode: (mode: MarkdownEditorMode) => void;
  /** Opens the file picker; the image button is left out without it. */
  pickImages: (() => void) | undefined;
}

interface Button {
  label: MessageDescriptor;
  icon: Icon;
  /** For `aria-keyshortcuts` (the library's own key names: `ctrlcmd` is Control, or Command on a Mac). */
  keys?: string;
}

/**
 * Makes the lines of the selection headings of `level`: a line that is already a heading of another level changes
 * level, one of this level goes back to a paragraph (the library's own heading commands stack `## # title`).
 */
function heading(level: 1 | 2 | 3): ICommand {
  const prefix = `${'#'.repeat(level)} `;
  return {
    name: `heading${level}`,
    keyCommand: `heading${level}`,
    shortcuts: `ctrlcmd+${level}`,
    execute: (state, api) => {
      const lines = selectLine({ text: state.text, selection: state.selection });
      const selected = state.text.slice(lines.start, lines.end).split('\n');
      const off = selected.every((line) => line.startsWith(prefix) || line.trim() === '');
      api.setSelectionRange(lines);
      api.replaceSelection(
        selected
          .map((line) => {
            if (line.trim() === '') return line;
            const bare = line.replace(/^#{1,6}\s+/u, '');
            return off ? bare : prefix + bare;
          })
          .join('\n'),
      );
    },
  };
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  ctrl: 'Control',
  shift: 'Shift',
  alt: 'Alt',
  enter: 'Enter',
};

/** The library's `ctrlcmd+b` as `aria-keyshortcuts` spells it: `Control+B Meta+B` (Control, or Command on a Mac). */
function keyShortcuts(keys: string | undefined): string | undefined {
  if (!keys) return undefined;
  const parts = keys.split('+');
  const spell = (command: string) =>
    parts.map((key) => (key === 'ctrlcmd' ? command : (KEY_NAMES[key] ?? key.toUpperCase()))).join('+');
  return parts.includes('ctrlcmd') ? `${spell('Control')} ${spell('Meta')}` : spell('Control');
}

/**
 * The toolbar the spec allows: headings 1 to 3, bold, bulleted and numbered lists, images and line breaks, then the
 * switch between writing, side by side and preview. Every button is drawn here (`render`), labelled in the
 * active locale, with its shortcut in `aria-keyshortcuts`; the library keeps its Markdown edits (undoable) and
 * its shortcuts.
 */
export function toolbarCommands({ intl, mode, readOnly, setMode, pickImages }: ToolbarOptions): {
  commands: ICommand[];
  extraCommands: ICommand[];
} {
  const button = (
    { label, icon: Glyph, keys }: Button,
    pressed?: boolean,
    onPress?: () => void,
  ): ICommand['render'] =>
    function ToolbarButton(command, disabled, execute) {
      const text = intl.formatMessage(label);
      return (
        <button
          type="button"
          data-name={command.name}
          aria-label={text}
          title={text}
          aria-keyshortcuts={keyShortcuts(keys)}
          aria-pressed={pressed}
          disabled={disabled || (readOnly && pressed === undefined)}
          onClick={(event) => {
            event.stopPropagation();
            if (onPress) onPress();
            else execute(command, command.groupName);
          }}
        >
          <Glyph aria-hidden="true" className="size-4" />
        </button>
      );
    };
  // Read-only: no command changes the text, neither from its button nor from its shortcut.
  const editing = (command: ICommand, look: Button): ICommand => ({
    ...command,
    render: button({ ...look, keys: command.shortcuts }),
    execute: (state, api, ...rest) => {
      if (!readOnly) command.execute?.(state, api, ...rest);
    },
  });

  const commands: ICommand[] = [
    editing(heading(1), { label: messages.heading1, icon: Heading1 }),
    editing(heading(2), { label: messages.heading2, icon: Heading2 }),
    editing(heading(3), { label: messages.heading3, icon: Heading3 }),
    divider,
    editing(bold, { label: messages.bold, icon: Bold }),
    editing(unorderedListCommand, { label: messages.bulletedList, icon: List }),
    editing(orderedListCommand, { label: messages.numberedList, icon: ListOrdered }),
    divider,
    ...(pickImages
      ? [
          {
            name: 'image',
            keyCommand: 'image',
            render: button({ label: messages.image, icon: ImageIcon }, undefined, () => {
              if (!readOnly) pickImages();
            }),
          } satisfies ICommand,
        ]
      : []),
    editing(
      {
        name: 'line-break',
        keyCommand: 'line-break',
        shortcuts: 'shift+enter',
        execute: (_state, api) => {
          api.replaceSelection(HARD_BREAK);
        },
      },
      { label: messages.lineBreak, icon: WrapText },
    ),
  ];

  // `keyCommand` holds "preview" so the library keeps these enabled in preview mode, but is not "preview" itself:
  // the mode is the widget's state, set here, not the library's.
  const modeCommand = (value: MarkdownEditorMode, keys: string, look: Omit<Button, 'keys'>): ICommand => ({
    name: value,
    keyCommand: 'preview-mode',
    value,
    shortcuts: keys,
    render: button({ ...look, keys }, mode === value, () => setMode(value)),
    execute: () => setMode(value),
  });
  const extraCommands = [
    modeCommand('edit', 'ctrlcmd+7', { label: messages.modeEdit, icon: Pencil }),
    modeCommand('live', 'ctrlcmd+8', { label: messages.modeLive, icon: Columns2 }),
    modeCommand('preview', 'ctrlcmd+9', { label: messages.modePreview, icon: Eye }),
  ];
  return { commands, extraCommands };
}
