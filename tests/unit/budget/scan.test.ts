import { describe, expect, it } from 'vitest';
import { staticImports } from '../../budget/scan.mjs';

describe('budget import scan', () => {
  it('finds static imports written the way bundlers minify them', () => {
    const src =
      'import{a as b}from"./x.js";import"./y.js";export{c}from"./z.js";import*as n from"./ns.js";' +
      'const q=()=>import("./dyn.js");let s="import from";';
    expect(staticImports(src)).toEqual(['./x.js', './y.js', './z.js', './ns.js']);
  });
  it('finds spaced imports and default + named imports', () => {
    const src = `import d, { e } from './a.js';\nexport * from "./b.js";\nimport './c.js';`;
    expect(staticImports(src)).toEqual(['./a.js', './b.js', './c.js']);
  });
});
