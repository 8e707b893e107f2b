import { createContext, useContext } from 'react';

/** What a `Field` tells the control inside it, so label, hint and error are wired without props. */
export type FieldControlState = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
};

export const FieldContext = createContext<FieldControlState | null>(null);

type ControlAria = {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
};

/** Merges a surrounding Field's wiring into a control's own props; the control's explicit props win. */
export function useFieldControl<P extends ControlAria>(
  props: P,
): P & { invalid: boolean; required?: boolean | undefined } {
  const field = useContext(FieldContext);
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const ariaInvalid = props['aria-invalid'] ?? (field?.invalid ? true : undefined);
  return {
    ...props,
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    required: props.required ?? field?.required,
    disabled: props.disabled ?? field?.disabled,
    invalid: ariaInvalid === true || ariaInvalid === 'true',
  };
}
