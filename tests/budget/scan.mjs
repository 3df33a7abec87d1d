// Finding what a built page loads at start, for the size budgets.

/**
 * The static import specifiers of a JS module (`import … from "x"`, `import "x"`, `export … from "x"`),
 * minified or not. Dynamic `import("x")` is left out: it loads later, not at start.
 * @param {string} src
 * @returns {string[]}
 */
export function staticImports(src) {
  const out = [];
  const re = /(?:^|[;\s{}),])(?:import|export)\s*(?:[\w$*{][^"'();]*?from\s*)?["']([^"']+)["']/g;
  for (const m of src.matchAll(re)) out.push(m[1]);
  return out;
}
