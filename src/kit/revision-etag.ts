// A saved thing's revision on the wire (resources, documents, table kinds with a history): the admin GET sends it as
// the ETag, a save sends it back as If-Match, and a save over a revision someone replaced is refused (412). The one
// spelling, on the server and in the staff screens.

/** The ETag of a revision (strong: If-Match compares it exactly). */
export const revisionEtag = (revision: number) => `"r${revision}"`;

/** The revision an If-Match header names: undefined when absent or `*` (any), null when it names none of ours. */
export function revisionFromIfMatch(header: string | null): number | undefined | null {
  if (header === null || header.trim() === '*') return undefined;
  const match = /^\s*"r(\d{1,9})"\s*$/.exec(header);
  return match ? Number(match[1]) : null;
}
