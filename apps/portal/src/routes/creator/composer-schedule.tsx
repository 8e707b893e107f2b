import type { PostFormValues } from '@creator/forms/rules/post-form';
import { defaultScheduleDate, scheduleDateWindow } from '@creator/forms/rules/schedule';
import { ScheduleField } from '@creator/ui/schedule-field';
import { now } from '../../providers/clock';

/** The schedule tick box and its date and time, within the days the rules allow from when the composer opened. */
export type ComposerScheduleProps = Pick<PostFormValues, 'scheduled' | 'publishAt'> & {
  openedAt: number;
  invalid: boolean;
  set: <K extends 'scheduled' | 'publishAt'>(field: K, value: PostFormValues[K]) => void;
};

export function ComposerSchedule({ scheduled, publishAt, openedAt, invalid, set }: ComposerScheduleProps) {
  const days = scheduleDateWindow(openedAt);
  return (
    // The tick box comes with the composer (it shows at once); its pickers load when it is ticked.
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
  );
}
