// Size budgets for the built site, in gzip bytes. A page's JS is every script it loads at start
// (module scripts and their static imports, followed recursively); its CSS is every stylesheet it links.
// Pages are matched by the first rule whose pattern matches their path.
export const KB = 1024;
export const budgets = {
  htmlPerPage: 20 * KB,
  cssPerPage: 25 * KB,
  /** JS loaded at start by a page, by path pattern; first match wins. */
  jsPerPage: [
    // Islands add their own rules above this line as they land.
    { pattern: /.*/, limit: 30 * KB, label: 'plain docs page' },
  ],
};
