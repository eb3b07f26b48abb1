import { THEME_PREFERENCES, isThemePreference, useTheme } from '../theme/theme';
import { MenuLabel, MenuRadioGroup, MenuRadioItem } from './Menu';
import { THEME_ICONS, THEME_LABELS } from './ThemeSwitcher';

/** Theme choices for a dropdown menu (the user menu): <Menu>…<ThemeMenuItems/>…</Menu>. */
export function ThemeMenuItems({ label = 'Theme' }: { label?: string | null }) {
  const { preference, setPreference } = useTheme();
  return (
    <>
      {label ? <MenuLabel>{label}</MenuLabel> : null}
      <MenuRadioGroup value={preference} onValueChange={(value) => isThemePreference(value) && setPreference(value)}>
        {THEME_PREFERENCES.map((option) => {
          const Icon = THEME_ICONS[option];
          return (
            <MenuRadioItem key={option} value={option} icon={<Icon aria-hidden />} onSelect={(e) => e.preventDefault()}>
              {THEME_LABELS[option]}
            </MenuRadioItem>
          );
        })}
      </MenuRadioGroup>
    </>
  );
}
