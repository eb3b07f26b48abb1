import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { useFieldControl } from './Field';

/** Shared look of text-like controls (also used by Select's trigger). */
export const CONTROL_CLASSES =
  'w-full rounded-lg border border-border-strong bg-surface text-sm text-fg shadow-xs ' +
  'placeholder:text-fg-subtle transition-[border-color,box-shadow] duration-150 ' +
  'hover:border-fg-subtle/60 focus:border-primary focus:outline-none focus:ring-[3px] focus:ring-ring/40 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/25 ' +
  'disabled:cursor-not-allowed disabled:bg-muted disabled:text-fg-subtle disabled:shadow-none ' +
  '[&[readonly]]:bg-muted';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the control invalid outside a <Field> (inside one, the Field's error does it). */
  invalid?: boolean;
  /** An icon or text inside the left edge. */
  leading?: ReactNode;
  /** An icon or text inside the right edge. */
  trailing?: ReactNode;
  inputSize?: 'sm' | 'md' | 'lg';
}

const INPUT_SIZES = { sm: 'h-8 px-2.5 text-[13px]', md: 'h-9 px-3', lg: 'h-11 px-3.5 text-[15px]' };

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { invalid, leading, trailing, inputSize = 'md', className, ...props },
  ref,
) {
  const field = useFieldControl(props);
  const input = (
    <input
      ref={ref}
      {...field}
      {...props}
      id={props.id ?? field.id}
      aria-invalid={invalid || field['aria-invalid'] || props['aria-invalid'] || undefined}
      className={cn(CONTROL_CLASSES, INPUT_SIZES[inputSize], !!leading && 'pl-9', !!trailing && 'pr-9', !leading && !trailing && className)}
    />
  );
  if (!leading && !trailing) return input;
  return (
    <div className={cn('relative', className)}>
      {leading ? (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-fg-subtle [&_svg]:size-4">
          {leading}
        </span>
      ) : null}
      {input}
      {trailing ? (
        <span className="absolute inset-y-0 right-3 flex items-center text-fg-subtle [&_svg]:size-4">{trailing}</span>
      ) : null}
    </div>
  );
});

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { invalid, className, rows = 4, ...props },
  ref,
) {
  const field = useFieldControl(props);
  return (
    <textarea
      ref={ref}
      rows={rows}
      {...field}
      {...props}
      id={props.id ?? field.id}
      aria-invalid={invalid || field['aria-invalid'] || props['aria-invalid'] || undefined}
      className={cn(CONTROL_CLASSES, 'min-h-[5rem] resize-y px-3 py-2 leading-relaxed', className)}
    />
  );
});

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
  options?: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  placeholder?: string;
}

/** A styled native <select>: best on touch devices and in dense tables. */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { invalid, options, placeholder, className, children, ...props },
  ref,
) {
  const field = useFieldControl(props);
  return (
    <div className={cn('relative', className)}>
      <select
        ref={ref}
        {...field}
        {...props}
        id={props.id ?? field.id}
        aria-invalid={invalid || field['aria-invalid'] || props['aria-invalid'] || undefined}
        className={cn(CONTROL_CLASSES, 'h-9 appearance-none pl-3 pr-9')}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-fg-subtle" />
    </div>
  );
});
