/**
 * The coach's outlook joins the coach's line when the bots' search answers (issue 33, item 2): the
 * Table drawn on the server at one of the learner's card plays shows the coach's own facts at
 * once; once the search's answer for this very decision is in, the outlook takes the line's place
 * (in words, with its counts of deals); an answer for a position the game has left is never shown.
 */
import { describe, expect, test } from 'vitest';
import { defaultSettings, type AnyAction } from '../../../src/islands-logic/practice.ts';
import { outlookKey, requestOutlook } from '../../../src/components/practice/CoachLine.tsx';
import type { CoachFact } from '../../../src/islands-logic/coach-facts.ts';
import { decideRandom } from '../../../src/bots/index.ts';
import { deriveSeed } from '../../../src/engine/rng.ts';
import { visibleText } from '../i18n/words.ts';
import { gameOf, tableHtml } from './table-render.tsx';

/** The coach's line as the reader sees it ('' when the table shows none). */
function coachLine(html: string): string {
  const m = /<p[^>]*data-testid="coach-line"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return m ? visibleText(m[1]!).replace(/\s+/g, ' ').trim() : '';
}

/** A Japanese game played at random; the logs at each of the learner's (seat 0's) card plays. */
function learnerPlays(seed: string): AnyAction[][] {
  const game = gameOf('japanese');
  let s = game.setup({ ruleSet: { variant: 'japanese' }, seed });
  const log: AnyAction[] = [];
  const out: AnyAction[][] = [];
  for (let i = 0; i < 400; i++) {
    const seat = game.toAct(s)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(s, seat);
    if (legal.length === 0) break;
    if (seat === 0 && legal.some((a) => a.type === 'play')) out.push([...log]);
    const a = decideRandom({ legal, view: game.view(s, seat), seed: deriveSeed(seed, 'r', i) }).action;
    log.push(a);
    s = game.apply(s, a).value;
  }
  return out;
}

const SAYS = 'Your side won the hand in 9 of 14 deals the computer tried.';

describe("the coach's line takes the search's outlook when it arrives", () => {
  const seed = 'coach-outlook-line';
  const settings = defaultSettings('japanese', seed);
  const plays = learnerPlays(seed).map((log) => ({ log, before: coachLine(tableHtml(settings, log)) }));
  const answer = (log: AnyAction[], fact: CoachFact) =>
    requestOutlook(outlookKey('japanese', seed, log.length), {} as never, async () => fact);
  const fact: CoachFact = { kind: 'outlook', won: 9, samples: 14, exact: false };

  test('Japanese, in English: the facts at once, the outlook in their place once answered, none for a stale position', async () => {
    // a decision whose line is at least as long as the outlook's
    const at = plays.find((p, i) => i > 0 && p.before.length >= `Coach: ${SAYS}`.length);
    expect(at, plays.map((p) => p.before).join('\n')).toBeDefined();
    const { log, before } = at!;
    expect(before).toMatch(/^Coach: \S/);
    expect(before).not.toContain('deals');
    // an answer for the position before (the game has moved on since) is kept but never shown
    await answer(log.slice(0, -1), { kind: 'outlook', won: 3, samples: 14, exact: false });
    expect(coachLine(tableHtml(settings, log))).toBe(before);
    // this decision's answer arrives: it takes the line's place (one line a decision)
    await answer(log, fact);
    expect(coachLine(tableHtml(settings, log))).toBe(`Coach: ${SAYS}`);
    // in Japanese too, with the same counts
    expect(coachLine(tableHtml(settings, log, 'ja'))).toContain('試した14通りの配りで、あなたの側の勝ちは9通り。');
  });

  test("an outlook longer than the line it would replace waits (the coach's box does not grow)", async () => {
    const at = plays.find((p) => p.before.length > 'Coach: '.length && p.before.length < `Coach: ${SAYS}`.length);
    expect(at, plays.map((p) => p.before).join('\n')).toBeDefined();
    await answer(at!.log, fact);
    expect(coachLine(tableHtml(settings, at!.log))).toBe(at!.before);
  });
});
