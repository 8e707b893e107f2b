import X from 'lucide-react/icons/x';
import { useId, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button';
import { Select } from '../select';
import { messages } from './messages';

export interface Category {
  id: number;
  name: string;
  /** Second-level categories (topics), when the first level has any. */
  children?: readonly Category[];
}

export interface CategoryValue {
  first?: number;
  second?: number;
}

export type CategorySelectProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  categories: readonly Category[];
  value: CategoryValue;
  onChange: (value: CategoryValue) => void;
  disabled?: boolean;
  /** Marks the first level invalid (a required category is missing). */
  invalid?: boolean;
  /** Marks the second level invalid (the chosen category needs a topic). */
  secondInvalid?: boolean;
  /** Shows a clear button once a category is chosen. */
  clearable?: boolean;
  /** Id of the first select, so an outside label can point at it. */
  id?: string;
};

/** First- and second-level category pickers; the second appears when the first has children. */
export function CategorySelect({
  categories,
  value,
  onChange,
  disabled,
  invalid,
  secondInvalid,
  clearable = true,
  id,
  className,
  ...props
}: CategorySelectProps) {
  const intl = useIntl();
  const secondId = useId();
  const chosen = categories.find((category) => category.id === value.first);
  const topics = chosen?.children ?? [];

  return (
    <div
      data-slot="category-select"
      data-state={topics.length > 0 ? 'two-levels' : 'one-level'}
      role="group"
      aria-label={props['aria-labelledby'] ? undefined : intl.formatMessage(messages.group)}
      className={cn('flex flex-wrap items-center gap-2', className)}
      {...props}
    >
      <LevelSelect
        id={id}
        label={intl.formatMessage(messages.first)}
        placeholder={intl.formatMessage(messages.firstPlaceholder)}
        invalid={invalid}
        disabled={disabled}
        value={value.first}
        options={categories}
        onChange={(first) => onChange({ first })}
      />
      {topics.length > 0 ? (
        <LevelSelect
          id={secondId}
          label={intl.formatMessage(messages.second)}
          placeholder={intl.formatMessage(messages.secondPlaceholder)}
          invalid={secondInvalid}
          disabled={disabled}
          value={value.second}
          options={topics}
          onChange={(second) => onChange({ first: value.first, second })}
        />
      ) : null}
      {clearable && value.first !== undefined && !disabled ? (
        <IconButton size="sm" label={intl.formatMessage(messages.clear)} onClick={() => onChange({})}>
          <X />
        </IconButton>
      ) : null}
    </div>
  );
}

function LevelSelect({
  id,
  label,
  placeholder,
  invalid,
  disabled,
  value,
  options,
  onChange,
}: {
  id: string | undefined;
  label: string;
  placeholder: string;
  invalid: boolean | undefined;
  disabled: boolean | undefined;
  value: number | undefined;
  options: readonly Category[];
  onChange: (id: number) => void;
}) {
  return (
    <Select
      id={id}
      aria-label={label}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      placeholder={placeholder}
      value={value === undefined ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      options={options.map((option) => ({ value: String(option.id), label: option.name }))}
      width="fixed"
      className="w-56 max-w-full"
    />
  );
}

/** The `tag_ids` the wire expects: the first-level id, then the second-level id when one is chosen. */
export function categoryTagIds(value: CategoryValue): number[] {
  if (value.first === undefined) return [];
  return value.second === undefined ? [value.first] : [value.first, value.second];
}
