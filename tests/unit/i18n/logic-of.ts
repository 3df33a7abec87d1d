/**
 * The branches of a source file outside its comments: `if`, `for`, `while`, `switch` cases,
 * ternaries, and `&&` `||` `??` (each chooses a value or a path); and its lines that test a game's id.
 */
export function logicOf(source: string): { branches: number; idBranches: string[] } {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const count = (re: RegExp) => code.match(re)?.length ?? 0;
  return {
    branches:
      count(/\b(if|for|while|switch)\s*\(/g) +
      count(/\bcase\b/g) +
      count(/\?(?![.?])[^?:;,()]*:/g) +
      count(/&&|\|\||\?\?/g),
    idBranches: code
      .split('\n')
      .filter((l) =>
        /variant\s*[!=]==\s*'|'(japanese|nap|tw-hk|mighty|daifugo)'\s*[!=]==|case '(japanese|nap|tw-hk|mighty|daifugo)'/.test(
          l,
        ),
      ),
  };
}
