/** Tests' grid: an editable Base Contract section in Percent mode, its callbacks mocks. */
import { vi } from 'vitest';
import type { Line } from '../lines';
import { columnsFor } from './columns';
import type { LineGridProps } from './LineGrid';

// One array for every render: the grid is memoised on its props.
const PERCENT_COLUMNS = columnsFor('Percent', true);

export function testGridProps(lines: Line[], fields: Partial<LineGridProps> = {}): LineGridProps {
  return {
    sectionKey: 'BaseContract',
    title: 'Base Contract',
    lines,
    columns: PERCENT_COLUMNS,
    mode: 'Percent',
    editable: true,
    onChange: vi.fn(),
    onDelete: vi.fn(),
    onMove: vi.fn(),
    onAddLine: vi.fn(),
    focus: null,
    onFocused: vi.fn(),
    ...fields,
  };
}
