import { Spinner } from '@creator/ui/spinner';

/** What shows while a page's chunk or its data loads. */
export function PageFallback() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner size="lg" />
    </div>
  );
}
