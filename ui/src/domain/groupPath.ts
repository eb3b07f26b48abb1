/**
 * A line's groups written into its description, as the CSV import reads them
 * (app/domain/csv_lines.py): 'Variation >> VO-07' is the line 'VO-07' in the group 'Variation'.
 */

/** Between the groups and the name, as the import, the exports and the PDFs write them. */
export const GROUP_SEPARATOR = ' >> ';
/** The import's words for an empty part (app/domain/csv_lines.py EMPTY_GROUP). */
export const EMPTY_GROUP = "A group name between ' >> ' is empty";

/**
 * The groups and the name of a typed description, or null when it names no group; the import's
 * EMPTY_GROUP when a part is empty ('Variation >>  >> VO-07').
 */
export function splitGroupPath(text: string): { group: string[]; name: string } | { error: string } | null {
  // Split before trimming, as the import does, so a trailing ' >> ' still reads as an empty part.
  const parts = text.split(GROUP_SEPARATOR).map((part) => part.trim());
  if (parts.length < 2) return null; // no ' >> ', or '>>' without the spaces around it: part of a name
  if (parts.some((part) => !part)) return { error: EMPTY_GROUP };
  const name = parts.pop()!;
  return { group: parts, name };
}
