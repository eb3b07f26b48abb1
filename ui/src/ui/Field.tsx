import { createContext, useContext, useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface FieldContextValue {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * The id, aria-describedby, aria-invalid and required props the control inside a <Field>
 * should carry; explicit props win. Input, TextArea, NativeSelect, Select and Checkbox use it.
 */
export function useFieldControl<P extends { id?: string; 'aria-describedby'?: string; required?: boolean }>(
  props: P,
): FieldControlProps | Record<string, never> {
  const field = useContext(FieldContext);
  if (!field) return {};
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': field.invalid ? true : undefined,
    required: props.required ?? (field.required || undefined),
  };
}

export interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  /** Shown under the control in muted text. */
  hint?: ReactNode;
  /** Shown under the control in red; marks the control aria-invalid. Several messages are listed. */
  error?: string | readonly string[] | null;
  required?: boolean;
  /** Render the label visually hidden (still read by screen readers). */
  hideLabel?: boolean;
  /** Set to use a known id for the control (default: generated). */
  id?: string;
  className?: string;
  /** Right-aligned next to the label (e.g. a help link). */
  labelAside?: ReactNode;
}

/** A label, a control, a hint and error text, wired together for assistive technology. */
export function Field({ label, children, hint, error, required = false, hideLabel, id, className, labelAside }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const errors = (Array.isArray(error) ? error : error ? [error] : []) as string[];
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = errors.length ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: errors.length > 0, required }}>
      <div className={cn('flex flex-col gap-1.5', className)}>
        <div className={cn('flex items-baseline justify-between gap-2', hideLabel && 'sr-only')}>
          <label htmlFor={controlId} className="text-sm font-medium text-fg">
            {label}
            {required ? (
              <span aria-hidden className="ml-0.5 text-danger">
                *
              </span>
            ) : null}
          </label>
          {labelAside}
        </div>
        {children}
        {errors.length ? (
          <div id={errorId} aria-live="polite" className="flex flex-col gap-0.5">
            {errors.map((message) => (
              <p key={message} className="flex items-start gap-1.5 text-[13px] text-danger-soft-fg" data-field-error>
                <CircleAlert aria-hidden className="mt-[3px] size-3.5 shrink-0" />
                <span>{message}</span>
              </p>
            ))}
          </div>
        ) : null}
        {hint ? (
          <p id={hintId} className="text-[13px] text-fg-subtle">
            {hint}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
