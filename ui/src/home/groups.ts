/** The home's claim groups (spec 2 §2) by the names the API gives them. */
export const GROUP_TITLES: Record<string, string> = {
  Draft: 'Draft',
  NoScheduleYet: 'No Schedule Yet',
  ScheduledNotPaid: 'Scheduled Not Paid',
  Paid: 'Paid',
};

export type ListItem<Row> = { kind: 'group'; group: string; count: number } | { kind: 'row'; row: Row };

/** The rows under a heading per group (the rows arrive a group after another). */
export function withHeadings<Row extends { group: string }>(
  rows: readonly Row[],
  counts: ReadonlyArray<{ group: string; count: number }>,
): ListItem<Row>[] {
  const out: ListItem<Row>[] = [];
  let current: string | null = null;
  for (const row of rows) {
    if (row.group !== current) {
      current = row.group;
      out.push({ kind: 'group', group: row.group, count: counts.find((c) => c.group === row.group)?.count ?? 0 });
    }
    out.push({ kind: 'row', row });
  }
  return out;
}
