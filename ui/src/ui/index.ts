/**
 * The Claimdesk design system. Import from 'src/ui' (e.g. `import { Button, Field, Input } from '../ui'`).
 * Colours come from the theme tokens in src/styles/index.css; see README.md in this folder.
 */
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Banner, type BannerProps, type BannerTone } from './Banner';
export {
  Button,
  IconButton,
  LinkButton,
  buttonClasses,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconButtonProps,
  type LinkButtonProps,
} from './Button';
export { Card, CardBody, CardFooter, CardHeader, type CardHeaderProps, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ConfirmHost, confirmDialog, type ConfirmOptions } from './confirm';
export { ConfirmDialog, Dialog, DialogClose, type ConfirmDialogProps, type DialogProps } from './Dialog';
export { Dropzone, useFileDrop, type DropzoneProps } from './Dropzone';
export { focusOrigin, returnFocus, useReturnFocus } from './focusReturn';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Field, useFieldControl, type FieldProps } from './Field';
export { CONTROL_CLASSES, Input, NativeSelect, TextArea, type InputProps, type NativeSelectProps, type TextAreaProps } from './Input';
export { Kbd } from './Kbd';
export { Logo, LogoMark } from './Logo';
export {
  Menu,
  MenuCheckboxItem,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
  type MenuCheckboxItemProps,
  type MenuItemProps,
} from './Menu';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Loader, PageLoader, Skeleton, Spinner, type LoaderProps, type SpinnerProps } from './Spinner';
export { TBody, TFoot, THead, Table, TableEmpty, Td, Th, Tr, type TableProps } from './Table';
export { NavTabs, Tabs, TabsContent, TabsList, TabsTrigger, type NavTabItem } from './Tabs';
export { ThemeMenuItems } from './ThemeMenuItems';
export { THEME_LABELS, ThemeSwitcher, type ThemeSwitcherProps } from './ThemeSwitcher';
export { Toaster, toast } from './Toaster';
export { TOOLTIP_DELAY_MS, Tooltip, type TooltipProps } from './Tooltip';
export { VIRTUAL_OVERSCAN, VIRTUAL_ROW_ESTIMATE, VirtualList, type VirtualListProps } from './VirtualList';
