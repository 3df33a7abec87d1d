/**
 * The strings of an island word catalogue (`src/i18n/islands/*.<lang>.ts`), read from its source
 * with the TypeScript parser, each with the game it is written for when the code says so: a
 * property named after a game (`nap: { … }`), the true branch of a test on a game
 * (`v === 'nap' ? '…' : …`, `if (variant === 'mighty') …`), or a function or constant named
 * after one (`napVerdict`, `NAP_BID_JA`). Keys, module paths and the game ids compared against
 * are not text and are left out.
 */
import ts from 'typescript';
import { VARIANT_IDS } from '../../../src/engine/options.ts';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export interface CatalogueString {
  text: string;
  /** The games it is written for (none when the code does not say). */
  games: string[];
  line: number;
  /** The top-level constant or function holding it (`SCORE_FIELDS_JA`), if any. */
  owner?: string;
}

const GAMES: readonly string[] = VARIANT_IDS;
/** A name that starts with a game (napVerdict, NAP_BID_JA, twhkBidJa). */
const NAMED = /^(nap|mighty|twhk|tw_hk|daifugo|japanese)(?=[A-Z_]|$)/i;
const gameOfName = (name: string): string | undefined => {
  const m = NAMED.exec(name)?.[1]?.toLowerCase();
  return m === undefined ? undefined : m === 'twhk' || m === 'tw_hk' ? 'tw-hk' : m;
};

const isEquality = (k: ts.SyntaxKind) =>
  k === ts.SyntaxKind.EqualsEqualsEqualsToken ||
  k === ts.SyntaxKind.EqualsEqualsToken ||
  k === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
  k === ts.SyntaxKind.ExclamationEqualsToken;

/** The games a condition tests for equality (`v === 'nap' || v === 'mighty'`). */
function gamesTested(cond: ts.Expression): string[] {
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken) {
      for (const side of [n.left, n.right])
        if (ts.isStringLiteral(side) && GAMES.includes(side.text)) out.push(side.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(cond);
  return out;
}

const nameText = (n: ts.PropertyName | ts.BindingName | undefined): string | undefined =>
  n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) ? n.text : undefined;

/** The games a node is written for, from its nearest enclosing clue; none when no clue says. */
function gamesOf(node: ts.Node): string[] {
  for (let child = node, p = node.parent; p; child = p, p = p.parent) {
    if (ts.isPropertyAssignment(p) && p.initializer === child) {
      const k = nameText(p.name);
      if (k !== undefined && GAMES.includes(k)) return [k];
      const named = k === undefined ? undefined : gameOfName(k);
      if (named) return [named];
    }
    if (ts.isConditionalExpression(p) && p.whenTrue === child) {
      const g = gamesTested(p.condition);
      if (g.length > 0) return g;
    }
    if (ts.isIfStatement(p) && p.thenStatement === child) {
      const g = gamesTested(p.expression);
      if (g.length > 0) return g;
    }
    if ((ts.isFunctionDeclaration(p) || ts.isVariableDeclaration(p)) && p.name) {
      const n = nameText(p.name);
      const g = n === undefined ? undefined : gameOfName(n);
      if (g) return [g];
    }
  }
  return [];
}

/** The name of the top-level declaration holding a node. */
function ownerOf(node: ts.Node): string | undefined {
  let name: string | undefined;
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if ((ts.isVariableDeclaration(p) || ts.isFunctionDeclaration(p)) && p.name) name = nameText(p.name) ?? name;
  }
  return name;
}

/** Not text: a key, a module path, an index, a game id compared against. */
function isCode(node: ts.Node): boolean {
  const p = node.parent;
  if (!p) return false;
  if ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p)) && p.name === node) return true;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return true;
  if (ts.isElementAccessExpression(p) && p.argumentExpression === node) return true;
  if (ts.isBinaryExpression(p) && isEquality(p.operatorToken.kind)) return true;
  if (ts.isLiteralTypeNode(p)) return true;
  return false;
}

/** Every string of a catalogue's source, with the games the code writes it for. */
export function catalogueStrings(source: string, fileName = 'catalogue.ts'): CatalogueString[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: CatalogueString[] = [];
  const visit = (n: ts.Node) => {
    if (
      (ts.isStringLiteral(n) ||
        ts.isNoSubstitutionTemplateLiteral(n) ||
        ts.isTemplateHead(n) ||
        ts.isTemplateMiddle(n) ||
        ts.isTemplateTail(n)) &&
      !isCode(n) &&
      n.text.trim() !== ''
    ) {
      const owner = ownerOf(n);
      out.push({
        text: n.text,
        games: gamesOf(n),
        line: sf.getLineAndCharacterOfPosition(n.getStart()).line + 1,
        ...(owner ? { owner } : {}),
      });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/**
 * The texts of a message catalogue (`src/i18n/messages/<lang>/<family>.json`), each with the games
 * it is written for: a message named after a game (`napTook`, `twhkCalc`), or a branch of a select
 * keyed by a game (`{game, select, nap {…} mighty {…}}`, ids with `_` for `-`). A message's literal
 * parts in one branch are read as one text (an argument stands as a space).
 */
export function messageStrings(catalogue: Readonly<Record<string, string>>): (CatalogueString & { key: string })[] {
  const out: (CatalogueString & { key: string })[] = [];
  Object.entries(catalogue).forEach(([key, source], i) => {
    const named = gameOfName(key);
    const walk = (els: MessageFormatElement[], games: string[]) => {
      let text = '';
      const flush = () => {
        if (text.trim() !== '') out.push({ key, text, games, line: i + 2 });
        text = '';
      };
      for (const el of els) {
        if (el.type === TYPE.literal) text += el.value;
        else if (el.type === TYPE.select || el.type === TYPE.plural) {
          flush();
          for (const [k, o] of Object.entries(el.options)) {
            const game = k.replaceAll('_', '-');
            walk(o.value, GAMES.includes(game) ? [game] : games);
          }
        } else text += ' ';
      }
      flush();
    };
    walk(parse(source, { ignoreTag: true }), named ? [named] : []);
  });
  return out;
}
