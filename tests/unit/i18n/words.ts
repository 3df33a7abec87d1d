/**
 * Shared by the island-language unit tests: the Latin-letter words a reader of Japanese, Korean or
 * Chinese would meet in a text (card codes and key names excepted), a rendered island's visible
 * text (its text and the attributes read aloud), and every sentence an endgame island makes along
 * the solver's line.
 */
import { resolvedRulesOf, type EndgamePuzzle, type EndgameView } from '../../../src/content-data/position-puzzles.ts';
import * as rt from '../../../src/islands-logic/endgame-runtime.ts';
import type { PositionWords } from '../../../src/i18n/islands/position.en.ts';
import type { Card } from '../../../src/engine/cards.ts';

const ALLOWED = new Set(['JK', 'BJ', 'LJ', 'Tab', 'Enter']);

/** The words in Latin letters, but card codes (JK, BJ, LJ, a rank alone) and key names. */
export function latinWords(text: string): string[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z'’-]*/g)]
    .map((m) => m[0])
    .filter((w) => !ALLOWED.has(w) && !/^[AKQJ]$/.test(w));
}

/** A rendered island's visible text: its text, and the attributes a screen reader speaks. */
export function visibleText(html: string): string {
  const attrs = [...html.matchAll(/\s(?:aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<(script|style|code)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  return [body, ...attrs].join('\n');
}

/**
 * Every sentence an endgame island makes along the solver's line (as EndgamePuzzle.tsx makes them),
 * in the language of catalogue `w` with the views of `viewOf`.
 */
export function endgameSentences(
  w: PositionWords,
  viewOf: (p: EndgamePuzzle) => EndgameView,
  p: EndgamePuzzle,
): string[] {
  const v = viewOf(p);
  const names = v.names;
  const defence = p.declarer !== undefined;
  const g = rt.solverGameFor(resolvedRulesOf(p.variant), p.trump, p.secretary);
  const s0 = rt.startEndgame(
    g,
    p.hands.map((h) => h.map(rt.cardIndex)),
    p.leader,
    p.side,
  );
  const out: string[] = [...names];
  let s = s0;
  let cur: string[] = [];
  const lines: string[] = [];
  for (const mv of rt.solverLine(g, s0)) {
    const seat = rt.seatToAct(g, s);
    const card = rt.toCard(rt.moveCard(mv)) as Card;
    const lead = s.plays.length === 0 ? w.lead(p.variant, ((mv >>> 8) & 7) - 1, ((mv >>> 8) & 8) !== 0) : '';
    lines.push(w.plays(names[seat]!, w.spoken(card), lead));
    cur.push(w.playIn(names[seat]!, card, lead));
    out.push(w.thisTrick(cur));
    const next = rt.playMove(g, s, mv);
    if (next.done.length > s.done.length) {
      const t = next.done[next.done.length - 1]!;
      lines.push(w.trickTo(s.trickNo, names[t.winner]!, t.points, p.variant));
      out.push(w.lineTrick(s.trickNo, cur, w.short(names[t.winner]!, !defence && t.winner === p.side[0])));
      cur = [];
    }
    s = next;
  }
  const amount = (n: number) => w.amountOf(p.variant, n);
  out.push(
    w.announceStart(lines.slice(0, 2), names[p.leader]!),
    w.announceNext(lines, names[p.side[0]!]!),
    w.announceSolved(lines, amount(s.made)),
    w.announceRefuted(lines, amount(p.target - 1), w.reply(p.variant, p.key, defence)),
    w.refuted(p.key, amount(p.target - 1), amount(p.target), w.reply(p.variant, p.key, defence)),
    w.solvedText(amount(s.made)),
    w.keyCard(p.key),
    w.handGroup(names[0]!, p.hands[0]!.length),
  );
  const meta = w.endgameMeta({
    variant: p.variant,
    trump: p.trump,
    secretary: p.secretary,
    left: p.hands[0]!.length,
    from: v.total - p.hands[0]!.length + 1,
    to: v.total,
    side: p.side.map((x) => names[x]!),
    available: v.available,
    unit: v.unit,
    defence,
  });
  out.push(meta.before, meta.after);
  return out;
}
