import type { Meta, StoryObj } from '@storybook/react-vite';
import FileText from 'lucide-react/icons/file-text';
import Image from 'lucide-react/icons/image';
import LogOut from 'lucide-react/icons/log-out';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';

type DemoProps = {
  defaultOpen?: boolean;
  onSelect?: (what: string) => void;
  labels?: { trigger: string; post: string; article: string; draft: string };
};

const english = { trigger: 'Publish', post: 'Short post', article: 'Article', draft: 'Drafts' };

function MenuDemo({ defaultOpen, onSelect = () => {}, labels = english }: DemoProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button>{labels.trigger}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={() => onSelect('post')}>
          <Image aria-hidden="true" />
          {labels.post}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('article')}>
          <FileText aria-hidden="true" />
          {labels.article}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onSelect('draft')}>
          <NotebookPen aria-hidden="true" />
          {labels.draft}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Open menus: the rest of the page is aria-hidden while focus stays in the menu; see README. */
const openMenu = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'Overlays/DropdownMenu',
  component: MenuDemo,
  tags: ['autodocs'],
  parameters: { layout: 'centered', ...openMenu },
  args: { defaultOpen: true, onSelect: fn() },
} satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  },
};

export const KeyboardSelect: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Publish' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Short post' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('article');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
  },
};

function UserMenuDemo() {
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in as Creator</DropdownMenuLabel>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Language</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup value="en-US">
              <DropdownMenuRadioItem value="en-US">English (United States)</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="zh-CN">简体中文 (中国)</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="ar-EG">العربية (مصر)</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger">
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A submenu opened from the keyboard hands the focus to its first item a moment after its items are in the page:
 * the story ends there, so that its screen is the settled one (the first item highlighted).
 */
async function submenuFocused(item: HTMLElement) {
  const submenu = item.closest<HTMLElement>('[role="menu"]')!;
  await waitFor(() => expect(within(submenu).getAllByRole('menuitemradio')[0]).toHaveFocus());
}

/** Labels, a radio group in a submenu (opens to the end side) and a danger item. */
export const WithSubmenu: Story = {
  render: () => <UserMenuDemo />,
  play: async () => {
    const language = await screen.findByRole('menuitem', { name: 'Language' });
    language.focus();
    // The arrow towards the end side opens the submenu: right in a left-to-right locale, left in Arabic.
    await userEvent.keyboard(getComputedStyle(language).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    const english = await screen.findByRole('menuitemradio', { name: 'English (United States)' });
    await expect(english).toBeChecked();
    await submenuFocused(english);
  },
};

export const Multilingual: Story = {
  args: {
    labels: {
      trigger: '发布',
      post: '短图文',
      article: 'مقال طويل',
      draft: 'A very long menu entry from a translation that keeps going',
    },
  },
  play: async () => {
    await screen.findByRole('menu');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  render: () => <UserMenuDemo />,
  play: async () => {
    // Right to left the submenu opens towards the left, and so does its arrow key.
    const language = await screen.findByRole('menuitem', { name: 'Language' });
    language.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await submenuFocused(await screen.findByRole('menuitemradio', { name: 'العربية (مصر)' }));
  },
};
