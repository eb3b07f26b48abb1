import { useRef, type Key, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '../lib/cn';

/** The spec's list numbers: rows estimated at 40 px, 12 rows rendered beyond the viewport. */
export const VIRTUAL_ROW_ESTIMATE = 40;
export const VIRTUAL_OVERSCAN = 12;

export interface VirtualListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  estimateSize?: number;
  overscan?: number;
  /** The scrolling container's classes; give it a height (e.g. h-[70vh] or flex-1 min-h-0). */
  className?: string;
  'aria-label'?: string;
}

/**
 * A long list that renders only the rows in view (rows may differ in height: they are measured).
 * Rows are role=listitem inside a role=list container.
 */
export function VirtualList<T>({
  items,
  renderItem,
  getKey,
  estimateSize = VIRTUAL_ROW_ESTIMATE,
  overscan = VIRTUAL_OVERSCAN,
  className,
  'aria-label': ariaLabel,
}: VirtualListProps<T>) {
  const parentRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: getKey ? (index) => getKey(items[index]!, index) : undefined,
  });
  return (
    <div ref={parentRef} className={cn('overflow-auto', className)}>
      <div role="list" aria-label={ariaLabel} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute left-0 top-0 w-full"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index]!, row.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
