import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import ImageUp from 'lucide-react/icons/image-up';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { cropImage, type CropImageType } from '../../lib/crop-image';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import type { CropArea, CropRatio } from '../crop-dialog/crop-dialog';
import { messages } from './messages';

// Fetched once a picture is chosen: the account page does not pay for the cropper and its dialog before.
const CropDialog = lazy(() =>
  import('../crop-dialog/crop-dialog').then((module) => ({ default: module.CropDialog })),
);

/** The cut square, ready to upload: PNG stays PNG, JPEG stays JPEG. */
export interface CroppedAvatar {
  blob: Blob;
  width: number;
  height: number;
  type: CropImageType;
}

export type AvatarEditorProps = Omit<ComponentProps<'div'>, 'children' | 'onError'> & {
  /** The avatar the account has now; kept on screen whatever happens to the new one. */
  currentSrc?: string | null;
  /** Whose avatar it is: the avatars' accessible name and the initials when there is no image. */
  name: string;
  /** What shows without an image: initials of `name` or the default avatar picture. */
  fallback?: 'initials' | 'image';
  /** The file input's `accept` (the caller's rule, e.g. ".jpg,.jpeg,.png"). */
  accept: string;
  /**
   * The caller's rule for a picked file: the refusal, already formatted, or null. A refused file goes no
   * further (no crop, no upload) and its message shows.
   */
  checkFile: (file: File) => string | null;
  /** The square cut after the crop dialog is confirmed; it shows as the new avatar beside the current one. */
  onCropped: (result: CroppedAvatar) => void;
  /** Upload progress, 0 to 1, while uploading (a progress bar); null or left out otherwise. */
  progress?: number | null;
  /** Why the upload failed, already formatted; the current avatar stays. */
  error?: string | null;
  disabled?: boolean;
  /** The line under the button: the formats and the size the caller's rule allows, and the square crop. */
  hint: ReactNode;
  /** Longest side of the cut image in pixels. */
  maxSize?: number;
};

const SQUARE: readonly CropRatio[] = ['1:1'];

function imageTypeOf(file: File): CropImageType {
  if (file.type === 'image/png' || file.type === 'image/jpeg') return file.type;
  return /\.png$/iu.test(file.name) ? 'image/png' : 'image/jpeg';
}

/**
 * The avatar row's edit mode: the current avatar, a button that picks an image, the caller's check, a square
 * crop, and the cut image shown as the new avatar until the caller uploads it (progress and failure shown
 * here). It never fetches: the cut image goes out through `onCropped`.
 */
export function AvatarEditor({
  currentSrc,
  name,
  fallback = 'initials',
  accept,
  checkFile,
  onCropped,
  progress = null,
  error = null,
  disabled = false,
  hint,
  maxSize = 512,
  className,
  ...props
}: AvatarEditorProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  // The picked file waiting in the crop dialog, and the cut image on show; their object URLs are revoked
  // as soon as they are no longer shown, and on unmount.
  const [source, setSource] = useState<{ url: string; type: CropImageType } | null>(null);
  const [pendingSrc, setPendingSrc] = useState<string | null>(null);
  const pendingRef = useRef<string | null>(null);
  const urls = useRef(new Set<string>());
  const mounted = useRef(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    const live = urls.current;
    return () => {
      mounted.current = false;
      for (const url of live) URL.revokeObjectURL(url);
      live.clear();
    };
  }, []);

  const track = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.add(url);
    return url;
  };
  const release = (url: string | null) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  };

  const uploading = progress !== null;
  const busy = disabled || uploading;
  const percent = Math.round(Math.min(1, Math.max(0, progress ?? 0)) * 100);
  const message = notice ?? error;

  const pick = (file: File) => {
    const refusal = checkFile(file);
    if (refusal) {
      setNotice(refusal);
      return;
    }
    setSource({ url: track(file), type: imageTypeOf(file) });
  };

  const cancel = () => {
    release(source?.url ?? null);
    setSource(null);
  };

  const confirm = async (area: CropArea) => {
    if (!source) return;
    const picked = source;
    setSource(null);
    try {
      const cut = await cropImage(picked.url, area, { type: picked.type, maxSize });
      if (!mounted.current) return;
      setNotice(null);
      release(pendingRef.current);
      pendingRef.current = track(cut.blob);
      setPendingSrc(pendingRef.current);
      onCropped({ ...cut, type: picked.type });
    } catch {
      if (mounted.current) setNotice(intl.formatMessage(messages.unreadable));
    } finally {
      release(picked.url);
    }
  };

  const uploadingText = intl.formatMessage(messages.uploading, { percent: String(percent) });

  return (
    <div
      data-slot="avatar-editor"
      data-state={uploading ? 'uploading' : message ? 'error' : pendingSrc ? 'cropped' : 'idle'}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-4">
        <figure
          data-slot="avatar-editor-current"
          aria-labelledby={`${id}-current`}
          className="flex flex-col items-center gap-1.5"
        >
          <Avatar src={currentSrc} name={name} fallback={fallback} size="xl" />
          <figcaption id={`${id}-current`} className="text-xs text-ink-muted">
            {intl.formatMessage(messages.current)}
          </figcaption>
        </figure>
        {pendingSrc ? (
          <>
            <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-ink-subtle rtl:-scale-x-100" />
            <figure
              data-slot="avatar-editor-pending"
              aria-labelledby={`${id}-pending`}
              className="flex flex-col items-center gap-1.5"
            >
              <Avatar
                src={pendingSrc}
                name={name}
                fallback={fallback}
                size="xl"
                className={cn(uploading && 'opacity-70')}
              />
              <figcaption id={`${id}-pending`} className="text-xs font-medium text-ink">
                {intl.formatMessage(messages.pending)}
              </figcaption>
            </figure>
          </>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={chooseRef}
          variant="secondary"
          size="sm"
          data-slot="avatar-editor-choose"
          disabled={busy}
          aria-describedby={[message ? messageId : null, hintId].filter(Boolean).join(' ')}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {intl.formatMessage(messages.choose)}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          disabled={busy}
          hidden
          data-slot="avatar-editor-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Picking the same file again must fire change again.
            event.target.value = '';
            if (file) pick(file);
          }}
        />
        {uploading ? (
          <div data-slot="avatar-editor-progress" className="flex min-w-40 flex-1 items-center gap-2">
            <span
              role="progressbar"
              aria-label={intl.formatMessage(messages.progress)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={uploadingText}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-line"
            >
              <span
                className="block h-full rounded-full bg-brand-600 transition-[inline-size]"
                style={{ inlineSize: `${percent}%` }}
              />
            </span>
            <span aria-hidden="true" className="text-xs text-ink-muted tabular-nums">
              {uploadingText}
            </span>
          </div>
        ) : null}
      </div>

      <p id={hintId} data-slot="avatar-editor-hint" className="text-xs text-ink-muted">
        {hint}
      </p>
      {message ? (
        <p
          id={messageId}
          role="alert"
          data-slot="avatar-editor-message"
          className="flex items-start gap-1.5 text-sm text-danger-600"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{message}</span>
        </p>
      ) : null}

      {source ? (
        <Suspense fallback={null}>
          <CropDialog
            open
            src={source.url}
            ratios={SQUARE}
            onOpenChange={(open) => {
              if (!open) cancel();
            }}
            onConfirm={(area) => void confirm(area)}
            // Confirmed or cancelled, the focus goes back to the button that chose the picture (the dialog
            // opened from the file picker, not from a trigger of its own).
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              chooseRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
