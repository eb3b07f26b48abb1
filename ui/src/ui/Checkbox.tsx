import { useId, type ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn';
import { useFieldControl } from './Field';

export interface CheckboxProps {
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Text next to the box (clicking it toggles). */
  label?: ReactNode;
  /** Muted text under the label. */
  description?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
}

export function Checkbox({
  checked,
  defaultChecked,
  onCheckedChange,
  label,
  description,
  disabled,
  required,
  name,
  value,
  id,
  className,
  ...aria
}: CheckboxProps) {
  const generated = useId();
  const field = useFieldControl({ id, required });
  const boxId = id ?? field.id ?? `checkbox-${generated}`;
  const descriptionId = description ? `${boxId}-description` : undefined;

  const box = (
    <CheckboxPrimitive.Root
      id={boxId}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(state) => onCheckedChange?.(state === true)}
      disabled={disabled}
      required={required}
      name={name}
      value={value}
      aria-label={aria['aria-label']}
      aria-describedby={[descriptionId, field['aria-describedby']].filter(Boolean).join(' ') || undefined}
      aria-invalid={field['aria-invalid']}
      className={cn(
        'peer mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-[5px] border border-border-strong bg-surface shadow-xs',
        'transition-colors duration-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-fg',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-fg',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-danger',
        !label && className,
      )}
    >
      <CheckboxPrimitive.Indicator>
        {checked === 'indeterminate' ? (
          <Minus aria-hidden className="size-3" strokeWidth={3} />
        ) : (
          <Check aria-hidden className="size-3" strokeWidth={3} />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );

  if (!label) return box;
  return (
    <div className={cn('flex items-start gap-2.5', className)}>
      {box}
      <div className="flex flex-col gap-0.5">
        <label htmlFor={boxId} className="text-sm leading-5 text-fg peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-[13px] text-fg-subtle">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
