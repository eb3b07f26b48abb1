/**
 * Commands a screen offers while it is shown, for the command palette to list beside its own
 * groups (spec 2 §2: claim actions appear when claims are selected in a list). A screen
 * registers a group with `useRegisterCommands`; it disappears when the screen unmounts or
 * passes null. The palette reads them with `useRegisteredCommands`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface Command {
  id: string;
  label: string;
  run: () => void;
  /** The shortcut shown beside it, e.g. 'g i'. */
  shortcut?: string;
  disabled?: boolean;
}

export interface CommandGroup {
  /** Stable key of the group, e.g. 'selected-claims'. */
  key: string;
  /** The heading the palette shows, e.g. 'Claim 3' or '2 Claims'. */
  title: string;
  commands: Command[];
}

type SetGroup = (key: string, group: CommandGroup | null) => void;

// Two contexts, so a screen that registers never re-renders because the groups changed.
const SetGroupContext = createContext<SetGroup | null>(null);
const GroupsContext = createContext<CommandGroup[]>([]);

export function CommandRegistryProvider({ children }: { children: ReactNode }) {
  const [byKey, setByKey] = useState<Record<string, CommandGroup>>({});
  const set = useCallback<SetGroup>(
    (key, group) =>
      setByKey((current) => {
        if (group === null) {
          if (!(key in current)) return current;
          const { [key]: _gone, ...rest } = current;
          return rest;
        }
        return { ...current, [key]: group };
      }),
    [],
  );
  const groups = useMemo(() => Object.values(byKey), [byKey]);
  return (
    <SetGroupContext.Provider value={set}>
      <GroupsContext.Provider value={groups}>{children}</GroupsContext.Provider>
    </SetGroupContext.Provider>
  );
}

/** Offer `group` in the palette while the calling component is mounted (null: offer nothing). */
export function useRegisterCommands(group: CommandGroup | null): void {
  const set = useContext(SetGroupContext);
  const key = group?.key;
  useEffect(() => {
    if (!set || !key) return undefined;
    set(key, group);
    return () => set(key, null);
  }, [set, key, group]);
}

/** The groups the mounted screens offer, in the order they were first registered. */
export function useRegisteredCommands(): CommandGroup[] {
  return useContext(GroupsContext);
}
