import type { PostFormValues } from '@creator/forms/rules/post-form';
import { defaultScheduleDate, scheduleDateWindow } from '@creator/forms/rules/schedule';
import { lazy, Suspense } from 'react';
import { now } from '../../providers/clock';

// Only a composer that offers scheduling (not a task's) downloads the tick box and its pickers.
const ScheduleField = lazy(() =>
  import('@creator/ui/schedule-field').then((module) => ({ default: module.ScheduleField })),
);

/** The schedule tick box and its date and time, within the days the rules allow from when the composer opened. */
export function ComposerSchedule({
  scheduled,
  publishAt,
  openedAt,
  invalid,
  set,
}: Pick<PostFormValues, 'scheduled' | 'publishAt'> & {
  openedAt: number;
  invalid: boolean;
  set: <K extends 'scheduled' | 'publishAt'>(field: K, value: PostFormValues[K]) => void;
}) {
  const days = scheduleDateWindow(openedAt);
  return (
    // The tick box's line is kept while it loads: nothing under it moves when it comes.
    <Suspense fallback={<div data-slot="schedule-pending" className="h-6" />}>
      <ScheduleField
        data-field="schedule"
        checked={scheduled}
        onCheckedChange={(checked) => {
          set('scheduled', checked);
          if (checked) set('publishAt', defaultScheduleDate(now()).getTime());
        }}
        value={publishAt === null ? undefined : new Date(publishAt)}
        onChange={(date) => set('publishAt', date.getTime())}
        min={days.first}
        max={days.last}
        invalid={invalid}
      />
    </Suspense>
  );
}
