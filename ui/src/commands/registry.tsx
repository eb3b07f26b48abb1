/**
 * Commands a screen offers while it is shown, for the command palette to list beside its own
 * groups (spec 2 §2: claim actions appear when claims are selected in a list). A screen
 * registers a group with `useRegisterCommands`; it disappears when the screen unmounts or
 * passes null. The palette reads them with `useRegisteredCommands`.
 *
 * A screen also names what its 'c' key creates and what its Escape does (spec 1 §2: 'c' triggers
 * the current screen's comment or new-item action) with `useScreenAction`; the shortcuts run
 * the one registered last among the mounted screens.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface Command {
  id: string;
  label: string;
  run: () => void;
  /** The shortcut shown beside it, e.g. 'g i'. */
  shortcut?: string;
  disabled?: boolean;
  /** More words the palette's search matches. */
  keywords?: string[];
  icon?: ReactNode;
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

/** 'create' runs on 'c', 'escape' on Escape. */
export type ScreenActionKind = 'create' | 'escape';

interface ScreenActions {
  add(kind: ScreenActionKind, action: () => void): () => void;
  /** Runs the latest registered action of `kind`; false when there is none. */
  run(kind: ScreenActionKind): boolean;
}

function createScreenActions(): ScreenActions {
  const stacks: Record<ScreenActionKind, Array<() => void>> = { create: [], escape: [] };
  return {
    add(kind, action) {
      stacks[kind].push(action);
      return () => {
        stacks[kind] = stacks[kind].filter((a) => a !== action);
      };
    },
    run(kind) {
      const top = stacks[kind][stacks[kind].length - 1];
      if (!top) return false;
      top();
      return true;
    },
  };
}

const ScreenActionsContext = createContext<ScreenActions | null>(null);

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
  const [actions] = useState(createScreenActions);
  return (
    <SetGroupContext.Provider value={set}>
      <ScreenActionsContext.Provider value={actions}>
        <GroupsContext.Provider value={groups}>{children}</GroupsContext.Provider>
      </ScreenActionsContext.Provider>
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

/**
 * Run `action` on the 'c' key ('create') or on Escape ('escape') while the calling component is
 * mounted and `action` is not null (null: e.g. the viewer may not create). The latest call wins.
 */
export function useScreenAction(kind: ScreenActionKind, action: (() => void) | null): void {
  const actions = useContext(ScreenActionsContext);
  const latest = useRef(action);
  latest.current = action;
  const present = action !== null;
  useEffect(() => {
    if (!actions || !present) return undefined;
    return actions.add(kind, () => latest.current?.());
  }, [actions, kind, present]);
}

/** Runs the mounted screens' 'c' and Escape actions (for the keyboard shortcuts). */
export function useRunScreenAction(): (kind: ScreenActionKind) => boolean {
  const actions = useContext(ScreenActionsContext);
  return useCallback((kind) => actions?.run(kind) ?? false, [actions]);
}
