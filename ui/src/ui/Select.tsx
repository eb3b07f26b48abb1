import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { useFieldControl } from './Field';
import { CONTROL_CLASSES } from './Input';

export interface SelectOption {
  value: string; // must not be ''
  label: string;
  disabled?: boolean;
  /** Muted text after the label. */
  description?: string;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Form field name: a hidden native select is rendered for form posts. */
  name?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  size?: 'sm' | 'md';
}

/** An accessible custom select (Radix): keyboard typeahead, arrow keys, Escape. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select…',
  disabled,
  required,
  invalid,
  name,
  id,
  className,
  size = 'md',
  ...aria
}: SelectProps) {
  const field = useFieldControl({ id, required, 'aria-describedby': aria['aria-describedby'] });
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required ?? field.required}
      name={name}
    >
      <SelectPrimitive.Trigger
        id={id ?? field.id}
        aria-label={aria['aria-label']}
        aria-describedby={field['aria-describedby'] ?? aria['aria-describedby']}
        aria-invalid={invalid || field['aria-invalid'] || undefined}
        className={cn(
          CONTROL_CLASSES,
          'inline-flex items-center justify-between gap-2 text-left data-[placeholder]:text-fg-subtle',
          size === 'sm' ? 'h-8 px-2.5 text-[13px]' : 'h-9 px-3',
          className,
        )}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden className="size-4 text-fg-subtle" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-border bg-surface shadow-lg animate-slide-up"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex cursor-default select-none items-center gap-2 rounded-md py-1.5 pl-8 pr-3 text-sm text-fg outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-hover"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2.5 inline-flex items-center">
                  <Check aria-hidden className="size-4 text-primary" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                {option.description ? <span className="ml-auto text-xs text-fg-subtle">{option.description}</span> : null}
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
