/**
 * The practice table's hint is drawn in the words of each render: asked while the coach's words
 * still load, it shows the bare action; when they arrive, the same hint gains its reason.
 */
import { expect, test } from 'vitest';
import { inProcessClient } from '../../../src/bots/client.ts';
import { VARIANT_FLOWS } from '../../../src/machines/variants.ts';
import { hintOf, shownHint } from '../../../src/components/practice/hint-given.ts';
import { coachJa } from '../../../src/i18n/islands/coach.ja.ts';
import { practiceJa } from '../../../src/i18n/islands/practice.ja.ts';
import type { AnyAction } from '../../../src/islands-logic/practice.ts';

type G = {
  setup(s: unknown): unknown;
  toAct(s: unknown): number[];
  legalActions(s: unknown, seat: number): AnyAction[];
  view(s: unknown, seat: number | null): Record<string, unknown>;
};

test('a hint given before the coach’s words load gains its reason when they arrive', async () => {
  const game = VARIANT_FLOWS.nap.game as unknown as G;
  const s = game.setup({ ruleSet: { variant: 'nap' }, seed: 'hint-late' });
  const seat = game.toAct(s)[0]!;
  const r = await inProcessClient().requestMove<AnyAction>({
    variant: 'nap',
    view: game.view(s, seat),
    legal: game.legalActions(s, seat),
    ruleSet: { variant: 'nap' },
    level: 'normal',
    seed: 'hint-late-0',
  });
  const given = hintOf(r, practiceJa);
  const bare = shownHint(given, null).text;
  expect(bare).toBe(practiceJa.actionLabel(r.action));
  const full = shownHint(given, coachJa).text;
  expect(full).toMatch(/^ヒント：.+——.+。$/);
  expect(full).toContain(bare);
});
