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

/** A Japanese game played at random up to the learner's (seat 0's) second card play: its log. */
function toSecondPlay(seed: string): AnyAction[] {
  const game = gameOf('japanese');
  let s = game.setup({ ruleSet: { variant: 'japanese' }, seed });
  const log: AnyAction[] = [];
  let plays = 0;
  for (let i = 0; i < 400; i++) {
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    if (seat === 0 && legal.some((a) => a.type === 'play') && ++plays === 2) return log;
    const a = decideRandom({ legal, view: game.view(s, seat), seed: deriveSeed(seed, 'r', i) }).action;
    log.push(a);
    s = game.apply(s, a).value;
  }
  throw new Error('no second card play for seat 0');
}

describe("the coach's line takes the search's outlook when it arrives", () => {
  test('Japanese, in English: the facts at once, the outlook once answered, none for a stale position', async () => {
    const seed = 'coach-outlook-line';
    const settings = defaultSettings('japanese', seed);
    const log = toSecondPlay(seed);
    const before = coachLine(tableHtml(settings, log));
    expect(before).toMatch(/^Coach: \S/);
    expect(before).not.toContain('deals that fit');
    // an answer for the position before (the game has moved on since) is kept but never shown
    const stale: CoachFact = { kind: 'outlook', won: 3, samples: 14, exact: false };
    await requestOutlook(outlookKey('japanese', seed, log.length - 1), {} as never, async () => stale);
    expect(coachLine(tableHtml(settings, log))).toBe(before);
    // this decision's answer arrives
    const fact: CoachFact = { kind: 'outlook', won: 9, samples: 14, exact: false };
    await requestOutlook(outlookKey('japanese', seed, log.length), {} as never, async () => fact);
    const after = coachLine(tableHtml(settings, log));
    // it takes the line's place (one line a decision: the coach's box keeps its height)
    expect(after).toBe(
      'Coach: Your side won the hand in 9 of 14 deals the computer played out that fit what you have seen.',
    );
    // in Japanese too, with the same counts
    expect(coachLine(tableHtml(settings, log, 'ja'))).toContain(
      '14通りの配りをコンピューターが打ってみると、あなたの側の勝ちは9通りでした。',
    );
  });
});
