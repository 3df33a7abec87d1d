/**
 * The printed summary's links back to the site. A build given the site's address (`SITE_URL`)
 * writes it into the sheet; a build without one writes site paths (`/japanese/summary/`), marked
 * `data-site-path`, and the page's island puts in the address the page was opened from, so the
 * printed sheet never shows a made-up domain.
 */

/** The attribute marking a link whose address is completed in the browser. */
export const SITE_PATH_ATTR = 'data-site-path';

/** A link's address: the site's address and the path, or the path alone when it is not known. */
export function siteAddress(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path}`;
}

/** Complete every marked link under `root` with `origin` (the page's own, `location.origin`). */
export function fillSiteAddresses(root: ParentNode, origin: string): number {
  let n = 0;
  for (const a of root.querySelectorAll<HTMLAnchorElement>(`a[${SITE_PATH_ATTR}]`)) {
    const path = a.getAttribute(SITE_PATH_ATTR) ?? '';
    if (!path.startsWith('/')) continue;
    const full = siteAddress(origin, path);
    a.href = full;
    a.textContent = full;
    a.removeAttribute(SITE_PATH_ATTR);
    n++;
  }
  return n;
}
