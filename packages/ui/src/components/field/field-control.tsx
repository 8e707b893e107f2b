import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { useFieldControl } from '../../lib/field-context';

// Its own module: a page whose fields are all this package's controls never loads Radix's Slot.
/** Passes a Field's wiring to a control that is not from this package. */
export function FieldControl({ children, ...props }: ComponentProps<typeof Slot>) {
  const { invalid: _invalid, ...wired } = useFieldControl(props);
  return (
    <Slot data-slot="field-control" {...wired}>
      {children}
    </Slot>
  );
}
