import { useEffect, useState } from 'react';

export interface NaturalSize {
  width: number;
  height: number;
}

/**
 * The natural sizes of the given images, as they finish loading (an image that fails to load has none). The
 * caller passes only the images whose size it cannot read otherwise: each one is downloaded.
 */
export function useNaturalSizes(urls: readonly string[]): Readonly<Record<string, NaturalSize>> {
  const [sizes, setSizes] = useState<Record<string, NaturalSize>>({});
  const key = [...new Set(urls)].sort().join('\n');
  useEffect(() => {
    if (!key) return;
    let live = true;
    const images = key.split('\n').map((url) => {
      const image = new Image();
      image.onload = () => {
        if (!live) return;
        const size = { width: image.naturalWidth, height: image.naturalHeight };
        setSizes((current) => (current[url] ? current : { ...current, [url]: size }));
      };
      image.src = url;
      return image;
    });
    return () => {
      live = false;
      for (const image of images) image.onload = null;
    };
  }, [key]);
  return sizes;
}
