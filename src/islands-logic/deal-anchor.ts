/**
 * The deal an address names: `/<game>/deals/#<deal-id>` opens that deal (a lesson's recap links
 * to one: content-data/lesson-types.ts `dealLink`). Pure, for the deals island.
 */

/** The index of the deal whose id the address's fragment names (`#jn-standard-3`), else 0, the first. */
export function dealIndexFromHash(ids: readonly string[], hash: string): number {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: compare the fragment as it is
  }
  const i = ids.indexOf(id);
  return i < 0 ? 0 : i;
}
