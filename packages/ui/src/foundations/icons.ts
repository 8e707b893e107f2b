// Stories and tests only: every lucide icon the ui package and the portal import, each by its own path (the
// lint rule against the barrel). icons.test.ts fails when this list and the code's imports part ways.
import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Bell from 'lucide-react/icons/bell';
import BellOff from 'lucide-react/icons/bell-off';
import Bold from 'lucide-react/icons/bold';
import BookOpen from 'lucide-react/icons/book-open';
import Bot from 'lucide-react/icons/bot';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Circle from 'lucide-react/icons/circle';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleExclamationPoint from 'lucide-react/icons/circle-exclamation-point';
import Clock from 'lucide-react/icons/clock';
import CloudOff from 'lucide-react/icons/cloud-off';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import Columns2 from 'lucide-react/icons/columns-2';
import Cookie from 'lucide-react/icons/cookie';
import Crop from 'lucide-react/icons/crop';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import FileQuestionMark from 'lucide-react/icons/file-question-mark';
import FileText from 'lucide-react/icons/file-text';
import FileX from 'lucide-react/icons/file-x';
import FolderOpen from 'lucide-react/icons/folder-open';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Hash from 'lucide-react/icons/hash';
import Heading1 from 'lucide-react/icons/heading-1';
import Heading2 from 'lucide-react/icons/heading-2';
import Heading3 from 'lucide-react/icons/heading-3';
import House from 'lucide-react/icons/house';
import Image from 'lucide-react/icons/image';
import ImageOff from 'lucide-react/icons/image-off';
import ImagePlus from 'lucide-react/icons/image-plus';
import ImageUp from 'lucide-react/icons/image-up';
import Inbox from 'lucide-react/icons/inbox';
import Info from 'lucide-react/icons/info';
import Languages from 'lucide-react/icons/languages';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import LogOut from 'lucide-react/icons/log-out';
import Minus from 'lucide-react/icons/minus';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Search from 'lucide-react/icons/search';
import ShieldX from 'lucide-react/icons/shield-x';
import Sparkles from 'lucide-react/icons/sparkles';
import SquarePen from 'lucide-react/icons/square-pen';
import ThumbsDown from 'lucide-react/icons/thumbs-down';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import Trash from 'lucide-react/icons/trash';
import TriangleExclamationPoint from 'lucide-react/icons/triangle-exclamation-point';
import UserRound from 'lucide-react/icons/user-round';
import WrapText from 'lucide-react/icons/wrap-text';
import X from 'lucide-react/icons/x';

/** An icon as its import path names it (`lucide-react/icons/<name>`). */
export type UsedIcon = { name: string; Icon: LucideIcon };

export const USED_ICONS: readonly UsedIcon[] = [
  { name: 'arrow-right', Icon: ArrowRight },
  { name: 'arrow-up', Icon: ArrowUp },
  { name: 'bell', Icon: Bell },
  { name: 'bell-off', Icon: BellOff },
  { name: 'bold', Icon: Bold },
  { name: 'book-open', Icon: BookOpen },
  { name: 'bot', Icon: Bot },
  { name: 'calendar-clock', Icon: CalendarClock },
  { name: 'calendar-days', Icon: CalendarDays },
  { name: 'check', Icon: Check },
  { name: 'chevron-down', Icon: ChevronDown },
  { name: 'chevron-left', Icon: ChevronLeft },
  { name: 'chevron-right', Icon: ChevronRight },
  { name: 'circle', Icon: Circle },
  { name: 'circle-check', Icon: CircleCheck },
  { name: 'circle-exclamation-point', Icon: CircleExclamationPoint },
  { name: 'clock', Icon: Clock },
  { name: 'cloud-off', Icon: CloudOff },
  { name: 'cloud-upload', Icon: CloudUpload },
  { name: 'columns-2', Icon: Columns2 },
  { name: 'cookie', Icon: Cookie },
  { name: 'crop', Icon: Crop },
  { name: 'eye', Icon: Eye },
  { name: 'eye-off', Icon: EyeOff },
  { name: 'file-question-mark', Icon: FileQuestionMark },
  { name: 'file-text', Icon: FileText },
  { name: 'file-x', Icon: FileX },
  { name: 'folder-open', Icon: FolderOpen },
  { name: 'grip-vertical', Icon: GripVertical },
  { name: 'hash', Icon: Hash },
  { name: 'heading-1', Icon: Heading1 },
  { name: 'heading-2', Icon: Heading2 },
  { name: 'heading-3', Icon: Heading3 },
  { name: 'house', Icon: House },
  { name: 'image', Icon: Image },
  { name: 'image-off', Icon: ImageOff },
  { name: 'image-plus', Icon: ImagePlus },
  { name: 'image-up', Icon: ImageUp },
  { name: 'inbox', Icon: Inbox },
  { name: 'info', Icon: Info },
  { name: 'languages', Icon: Languages },
  { name: 'list', Icon: List },
  { name: 'list-ordered', Icon: ListOrdered },
  { name: 'log-out', Icon: LogOut },
  { name: 'minus', Icon: Minus },
  { name: 'notebook-pen', Icon: NotebookPen },
  { name: 'pencil', Icon: Pencil },
  { name: 'plus', Icon: Plus },
  { name: 'refresh-cw', Icon: RefreshCw },
  { name: 'rotate-ccw', Icon: RotateCcw },
  { name: 'search', Icon: Search },
  { name: 'shield-x', Icon: ShieldX },
  { name: 'sparkles', Icon: Sparkles },
  { name: 'square-pen', Icon: SquarePen },
  { name: 'thumbs-down', Icon: ThumbsDown },
  { name: 'thumbs-up', Icon: ThumbsUp },
  { name: 'trash', Icon: Trash },
  { name: 'triangle-exclamation-point', Icon: TriangleExclamationPoint },
  { name: 'user-round', Icon: UserRound },
  { name: 'wrap-text', Icon: WrapText },
  { name: 'x', Icon: X },
];
