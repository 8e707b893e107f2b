import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import { messages } from './messages';

export type CropRatio = 'original' | '1:1' | '3:2' | '3:4';

export const CROP_RATIOS: readonly CropRatio[] = ['original', '1:1', '3:2', '3:4'];

const ASPECTS: Record<Exclude<CropRatio, 'original'>, number> = { '1:1': 1, '3:2': 3 / 2, '3:4': 3 / 4 };

/** The crop in pixels of the source image. */
export type CropArea = Area;

export interface CropDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The image to crop (an object URL or an address that allows CORS). */
  src: string;
  /** The ratios offered, in order (all four by default). With one, the switch hides and that ratio is used. */
  ratios?: readonly CropRatio[];
  /** Ratio chosen when the dialog opens (the first of `ratios` when left out or not offered). */
  defaultRatio?: CropRatio;
  /** The crop in source pixels and the chosen ratio; the caller cuts the image and closes. */
  onConfirm: (area: CropArea, ratio: CropRatio) => void;
  /** Told on every ratio switch. */
  onRatioChange?: (ratio: CropRatio) => void;
  /**
   * Where the focus goes once the dialog has closed (Radix's `onCloseAutoFocus`; call `preventDefault` to place
   * it yourself). Left out, it goes back to what held it when the dialog opened.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The composer's crop dialog (810 wide; the crop stage at most 480x300): ratios original, 1:1, 3:2 and
 * 3:4 (or the caller's `ratios`; the avatar offers 1:1 only), drag or arrow keys to place, a zoom slider;
 * it emits the crop area, never a cut image.
 */
export function CropDialog({
  open,
  onOpenChange,
  src,
  ratios = CROP_RATIOS,
  defaultRatio,
  onConfirm,
  onRatioChange,
  onCloseAutoFocus,
}: CropDialogProps) {
  const intl = useIntl();
  const offered = ratios.length > 0 ? ratios : CROP_RATIOS;
  const fixed = offered.length === 1;
  const [chosen, setRatio] = useState<CropRatio | undefined>(defaultRatio);
  // A ratio the caller does not offer (or none) falls back to the first offered one.
  const ratio = chosen && offered.includes(chosen) ? chosen : offered[0]!;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [natural, setNatural] = useState<number | undefined>(undefined);
  const [area, setArea] = useState<CropArea | null>(null);
  const aspect = ratio === 'original' ? (natural ?? 4 / 3) : ASPECTS[ratio];

  const choose = (next: CropRatio) => {
    setRatio(next);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    onRatioChange?.(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The whole screen on a phone: the picture gets all the height there is. */}
      <DialogContent width={810} phone="screen" data-slot="crop-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>
            {intl.formatMessage(fixed ? messages.descriptionFixed : messages.description)}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col items-center gap-4">
          <div
            data-slot="crop-dialog-stage"
            data-ratio={ratio}
            className="relative min-h-60 w-full max-w-[480px] flex-1 overflow-hidden rounded bg-ink sm:h-[300px] sm:flex-none"
          >
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              objectFit="contain"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onMediaLoaded={(size) => setNatural(size.naturalWidth / size.naturalHeight)}
              mediaProps={{ alt: intl.formatMessage(messages.image) }}
              cropperProps={{ 'aria-label': intl.formatMessage(messages.area), role: 'group' }}
            />
          </div>
          <div
            className={cn(
              'flex w-full max-w-[480px] flex-wrap items-center gap-3',
              fixed ? 'justify-end' : 'justify-between',
            )}
          >
            {fixed ? null : (
              <div
                role="radiogroup"
                aria-label={intl.formatMessage(messages.ratio)}
                data-slot="crop-dialog-ratios"
                className="flex w-full rounded border border-line-strong p-0.5 sm:inline-flex sm:w-auto"
              >
                {offered.map((option) => (
                  <button
                    key={option}
                    type="button"
                    role="radio"
                    aria-checked={ratio === option}
                    onClick={() => choose(option)}
                    className={cn(
                      'min-h-11 flex-1 rounded-sm px-3 py-1 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 sm:min-h-0 sm:flex-none',
                      ratio === option ? 'bg-brand-600 text-ink-inverse' : 'text-ink hover:bg-surface-sunken',
                    )}
                  >
                    {option === 'original' ? (
                      intl.formatMessage(messages.original)
                    ) : (
                      <span dir="ltr">{option}</span>
                    )}
                  </button>
                ))}
              </div>
            )}
            <label className="flex w-full items-center gap-2 text-sm text-ink-muted sm:w-auto">
              {intl.formatMessage(messages.zoom)}
              <input
                type="range"
                min={1}
                max={3}
                step={0.1}
                value={zoom}
                onChange={(event) => setZoom(Number(event.target.value))}
                className="h-11 min-w-0 flex-1 accent-brand-600 sm:h-6 sm:w-32 sm:flex-none"
              />
            </label>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button disabled={!area} onClick={() => area && onConfirm(area, ratio)}>
            {intl.formatMessage(messages.confirm)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
