import { useRef, type KeyboardEvent } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn';
import { THEME_PREFERENCES, useTheme, type ThemePreference } from '../theme/theme';

export const THEME_LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };
export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export interface ThemeSwitcherProps {
  /** Show the words next to the icons. */
  showLabels?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Light / dark / system as a segmented radio group (arrow keys move and select).
 * The user menu and command palette reuse the theme module (useTheme / setThemePreference)
 * or <ThemeMenuItems/>.
 */
export function ThemeSwitcher({ showLabels = false, size = 'sm', className }: ThemeSwitcherProps) {
  const { preference, setPreference } = useTheme();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = THEME_PREFERENCES.indexOf(preference);
    const next = (index + step + THEME_PREFERENCES.length) % THEME_PREFERENCES.length;
    setPreference(THEME_PREFERENCES[next]!);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      onKeyDown={onKeyDown}
      className={cn('inline-flex items-center gap-0.5 rounded-full border border-border bg-muted p-0.5', className)}
    >
      {THEME_PREFERENCES.map((option, i) => {
        const Icon = THEME_ICONS[option];
        const checked = preference === option;
        return (
          <button
            key={option}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={showLabels ? undefined : `${THEME_LABELS[option]} theme`}
            title={showLabels ? undefined : `${THEME_LABELS[option]} theme`}
            tabIndex={checked ? 0 : -1}
            data-theme-option={option}
            onClick={() => setPreference(option)}
            className={cn(
              'inline-flex items-center justify-center gap-1.5 rounded-full font-medium text-fg-subtle transition-colors',
              'hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              size === 'sm' ? 'h-7 text-xs' : 'h-8 text-[13px]',
              showLabels ? 'px-2.5' : size === 'sm' ? 'w-7' : 'w-8',
              checked && 'bg-surface text-fg shadow-xs',
            )}
          >
            <Icon aria-hidden className={size === 'sm' ? 'size-3.5' : 'size-4'} />
            {showLabels ? THEME_LABELS[option] : null}
          </button>
        );
      })}
    </div>
  );
}
