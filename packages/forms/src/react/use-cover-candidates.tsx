import { useNaturalSizes } from '@creator/ui/lib/use-natural-sizes';
import { useSettled } from '@creator/ui/lib/use-settled';
import { useEffect, useMemo } from 'react';
import { coverCandidates, imageSizeOf, keepCoversInBody, markdownImageSources } from '../rules/article';
import { isOnImageHost } from '../rules/thumbnails';

export interface CoverCandidatesOptions {
  /** The body as typed. */
  markdown: string;
  /** The covers chosen. */
  covers: readonly string[];
  imageHost: string;
  /** How long typing pauses before the body's images are read again (the preview's delay). */
  delay: number;
  /** Takes the covers still in the body, when one left it. */
  setCovers: (covers: string[]) => void;
}

/**
 * The article's cover candidates: the body's images that sit on the image host and are large enough, read when
 * typing pauses (a keystroke renders the form once); images whose names carry no size are measured by loading
 * them (contract: "Uploading images"). A cover whose image left the body is dropped.
 */
export function useCoverCandidates({
  markdown,
  covers,
  imageHost,
  delay,
  setCovers,
}: CoverCandidatesOptions) {
  const settled = useSettled(markdown, delay);
  const bodyImages = useMemo(() => markdownImageSources(settled), [settled]);
  const unsized = useMemo(
    () => bodyImages.filter((url) => isOnImageHost(url, imageHost) && imageSizeOf(url) === null),
    [bodyImages, imageHost],
  );
  const sizes = useNaturalSizes(unsized);
  const candidates = useMemo(
    () => coverCandidates(bodyImages, imageHost, sizes).map((url) => ({ url })),
    [bodyImages, imageHost, sizes],
  );
  const kept = useMemo(() => keepCoversInBody(covers, bodyImages), [covers, bodyImages]);
  // Once the images are read from the body as it is (not from the one before a restore or an undo, which the
  // settled value still holds for a render).
  const caughtUp = settled === markdown;
  useEffect(() => {
    if (caughtUp && kept.length !== covers.length) setCovers(kept);
  }, [caughtUp, kept, covers.length, setCovers]);
  return { candidates, covers: kept, sizes };
}
