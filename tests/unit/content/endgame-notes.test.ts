/**
 * An endgame's explanation describes the line the puzzle accepts (C10 of the newcomer review): in
 * "Give up the club first" the learner's two trumps are equally good on the spade trick, so the
 * note may not put them in one order (it said "your ♥K then trumps…, your ♥4 takes the last
 * trick" while ♥4 first was accepted too).
 */
import { describe, expect, it } from 'vitest';
import { positionPuzzlesFor, resolvedRulesOf } from '../../../src/content-data/position-puzzles.ts';
import { cardIndex } from '../../../src/engine/cards.ts';
import { moveCard } from '../../../src/engine/solver/games.ts';
import { solverGameFor } from '../../../src/engine/solver/variant-game.ts';
import {
  defendUntilSide,
  isOver,
  moveForCard,
  moveValues,
  playMove,
  seatToAct,
  solverChoice,
  startEndgame,
} from '../../../src/engine/solver/endgame.ts';
import { localizePuzzle } from '../../../src/content-data/translations.ts';

describe('endgame notes', () => {
  it('hk-end-x91-3: both trumps are best on the spade trick, and the note lets either take it', () => {
    const p = positionPuzzlesFor('endgame', 'tw-hk').find((x) => x.id === 'hk-end-x91-3')!;
    const g = solverGameFor(resolvedRulesOf('tw-hk', p.preset), p.trump, p.secretary);
    let { pos } = defendUntilSide(
      g,
      startEndgame(
        g,
        p.hands.map((h) => h.map(cardIndex)),
        p.leader,
        p.side,
      ),
    );
    const me = seatToAct(g, pos);
    pos = playMove(g, pos, moveForCard(g, pos, cardIndex(p.key))!);
    while (!isOver(pos) && seatToAct(g, pos) !== me) pos = playMove(g, pos, solverChoice(g, pos));
    const values = moveValues(g, pos);
    const valueOf = (card: string) => [...values].find(([m]) => moveCard(m) === cardIndex(card))![1];
    expect(valueOf('HK')).toBe(p.target);
    expect(valueOf('H4')).toBe(p.target);
    const either = { en: /either of your hearts/, ja: /♥Kと♥4のどちらか/, 'zh-TW': /♥K或♥4任一張/ };
    for (const [lang, words] of Object.entries(either)) {
      const note = (localizePuzzle(p, lang) as { note: string }).note;
      expect(note, lang).toMatch(words);
      expect(note, lang).not.toMatch(
        /♥K then|♥K.{0,40}♥4 takes the last trick|♥Kが切って取ります。最後のトリックは♥4|你用♥K王牌吃下；最後一輪由你的♥4/,
      );
    }
  });
});
