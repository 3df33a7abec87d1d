/**
 * The explained deals (content/deals/*.json) against the engine and the exact solver: every
 * deal replays, each decision is the learner's legal move, and each solver-checked card is
 * among the solver's best — re-solved here for positions with at most 6 tricks left (bounded
 * work: about half a second for the Japanese file). A deal with a wrong "right" card, a wrong
 * stored verdict or an illegal action is refused, naming the deal and the step.
 */
import { describe, expect, test } from 'vitest';
import { DEAL_FILES, dealsFor, dealTextProblems, localizeDeal } from '../../../src/content-data/deals.ts';
import { dealFileProblems, dealProblems, SOLVER_TRICKS } from '../../../src/content-data/deal-check.ts';
import type { Deal, DealFile } from '../../../src/content-data/deal-types.ts';
import { replayDeal } from '../../../src/content-data/deal-check.ts';
import { variantEntry } from '../../../src/engine/variants.ts';
import { descriptorOf } from '../../../src/engine/descriptors.ts';
import type { Game } from '../../../src/engine/game.ts';
import { choiceKey, type LoggedAction } from '../../../src/islands-logic/deals.ts';

const EXACT = 6;
const japanese = dealsFor('japanese')!;
const copy = (d: Deal): Deal => structuredClone(d);

describe('explained deals', () => {
  test.each(DEAL_FILES.map((f) => [f.game, f] as const))('%s: every deal replays and every answer holds', (_, f) => {
    expect(dealFileProblems(f as DealFile, { exactTricks: EXACT })).toEqual([]);
  });

  test('Japanese Napoleon: six deals, each asking the bid, the partner card, the discards and cards', () => {
    expect(japanese.deals.length).toBeGreaterThanOrEqual(6);
    for (const d of japanese.deals) {
      const kinds = new Set(d.decisions.map((x) => x.kind));
      expect([...kinds].sort(), d.id).toEqual(['bid', 'exchange', 'partner', 'play']);
      // Every card decision late enough for the solver is the solver's.
      for (const x of d.decisions) {
        if (x.kind === 'play' && (x.tricksLeft ?? 99) <= SOLVER_TRICKS)
          expect(x.check, `${d.id} ${x.step}`).toBe('solver');
      }
    }
  });

  test('explanations name cards in symbols, never in codes', () => {
    for (const f of DEAL_FILES)
      for (const d of f.deals)
        for (const x of [d.title, d.intro, ...d.decisions.map((y) => y.explain)]) {
          expect(x, d.id).not.toMatch(/\b[SHDC](10|[2-9AKQJ])\b/);
        }
  });

  const trickFiles = DEAL_FILES.filter((f) => descriptorOf(f.game).kind === 'trick');
  test.each(trickFiles.map((f) => [f.game, f] as const))(
    '%s: a wrong "right" card is refused, naming the deal and the step',
    (game, f) => {
      const d = copy((f as DealFile).deals.find((x) => x.decisions.some((y) => y.check === 'solver'))!);
      const dec = d.decisions.find((x) => x.check === 'solver')!;
      const state = replayDeal(d)[dec.step];
      const G = variantEntry(d.ruleSet.variant).game as unknown as Game<unknown, LoggedAction, unknown>;
      const wrong = G.legalActions(state, d.seat)
        .map(choiceKey)
        .find((k) => !dec.best!.includes(k))!;
      expect(wrong, game).toBeDefined();
      dec.right = [...dec.right, wrong];
      expect(dealProblems(d, { exactTricks: EXACT })).toContain(
        `deal ${d.id}, step ${dec.step} (play): ${wrong} is not one of the solver's best cards (${dec.best!.join(', ')})`,
      );
    },
  );

  test.each(DEAL_FILES.map((f) => [f.game, f] as const))(
    '%s: at least six deals, asking every kind of decision the game has',
    (game, f) => {
      const file = f as DealFile;
      const desc = descriptorOf(game);
      const has = desc.has;
      const steps = Object.values(desc.steps);
      expect(file.deals.length).toBeGreaterThanOrEqual(6);
      const kinds = new Set(file.deals.flatMap((d) => d.decisions.map((x) => x.kind)));
      expect(kinds.has('play')).toBe(true);
      expect(kinds.has('bid')).toBe(steps.includes('auction'));
      // A widow's discards, or a climbing game's exchange between the rich and the poor.
      expect(kinds.has('exchange')).toBe(has.widow || (desc.kind === 'climb' && steps.includes('exchange')));
      expect(kinds.has('partner')).toBe(has.partnerCard);
      for (const d of file.deals) expect(d.decisions.length, d.id).toBeGreaterThanOrEqual(3);
    },
  );

  test("a stored verdict that is not the solver's is refused when re-solved", () => {
    const d = copy(japanese.deals[0]!);
    const dec = d.decisions.find((x) => x.check === 'solver' && (x.tricksLeft ?? 99) <= EXACT && x.best!.length < 3)!;
    const all = d.decisions.length;
    dec.best = [...dec.best!, 'H9'];
    dec.right = [...dec.right, 'H9'];
    const p = dealProblems(d, { exactTricks: EXACT });
    expect(p.some((x) => x.startsWith(`deal ${d.id}, step ${dec.step} (play): the solver's best cards are`))).toBe(
      true,
    );
    expect(all).toBe(d.decisions.length);
  });

  test('an illegal action in the log is refused, naming the step', () => {
    const d = copy(japanese.deals[0]!);
    const i = d.decisions.find((x) => x.kind === 'play')!.step;
    d.log[i] = { ...d.log[i]!, card: 'S2' };
    const p = dealProblems(d);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(new RegExp(`^deal ${d.id}, step ${i} .*refused by the engine`));
  });

  test("a decision that is not the learner's turn, or a bid that is not legal, is refused", () => {
    const d = copy(japanese.deals[0]!);
    const bid = d.decisions.find((x) => x.kind === 'bid')!;
    bid.options = [...bid.options!, '9S'];
    expect(dealProblems(d)).toContain(`deal ${d.id}, step ${bid.step} (bid): choice 9S is not a legal move there`);
    const x = d.decisions.find((y) => y.kind === 'exchange')!;
    x.options = [...x.options!, 'HA HK'];
    expect(dealProblems(d)).toContain(
      `deal ${d.id}, step ${x.step} (exchange): choice HA HK is not a legal move there`,
    );
    const e = copy(japanese.deals[0]!);
    e.decisions[0]!.step = e.decisions[0]!.step - 1;
    expect(dealProblems(e)[0]).toMatch(/not the learner's turn/);
  });
});

describe('explained deals in other languages', () => {
  // Every edition that has a game's pages has its deals' texts: ja every game, ko Mighty, zh-TW tw-hk.
  const editions = DEAL_FILES.flatMap((f) =>
    ['ja', ...descriptorOf(f.game).translatedIn].map((lang) => [f.game, lang, f] as const),
  );
  test.each(editions)('%s in %s: every deal has its title, intro and one explanation per decision', (_, lang, f) => {
    expect(dealTextProblems(f as DealFile, lang)).toEqual([]);
  });

  test('the Japanese texts give every deal its title, intro and one explanation per decision', () => {
    expect(dealTextProblems(japanese, 'ja')).toEqual([]);
    const d = localizeDeal(japanese.deals[0]!, 'japanese', 'ja');
    expect(d.decisions.map((x) => x.step)).toEqual(japanese.deals[0]!.decisions.map((x) => x.step));
    expect(d.decisions[0]!.explain).not.toBe(japanese.deals[0]!.decisions[0]!.explain);
  });

  test('a deal without its texts is named', () => {
    const f = structuredClone(japanese) as DealFile;
    f.deals[0]!.decisions.push({ ...f.deals[0]!.decisions[0]! });
    expect(dealTextProblems(f, 'ja')[0]).toMatch(
      /deal jn-standard-1 needs a title, an intro and 13 explanations \(has 12\)/,
    );
    f.deals[1]!.id = 'jn-new';
    expect(dealTextProblems(f, 'ja')).toContain('content/deals/ja/japanese.json: no texts for deal jn-new');
    expect(() => localizeDeal(f.deals[1]!, 'japanese', 'ja')).toThrow(/no complete texts for deal jn-new/);
  });
});

describe('explained rounds of a climbing game', () => {
  const climbFiles = DEAL_FILES.filter((f) => descriptorOf(f.game).kind === 'climb');
  const file = climbFiles[0]!;
  const withAlt = () => {
    const d = copy(file.deals.find((x) => x.decisions.some((y) => y.alternative))!);
    return { d, dec: d.decisions.find((y) => y.alternative)! };
  };

  test('there is a climbing game with explained rounds, its alternatives backed by the engine', () => {
    expect(climbFiles.map((f) => f.game)).toContain('daifugo');
    for (const d of file.deals) {
      expect(
        d.decisions.some((x) => x.alternative),
        d.id,
      ).toBe(true);
      // The place a line of play finishes in is a placeholder the engine fills, never typed.
      for (const x of d.decisions)
        expect(x.explain, `${d.id} ${x.step}`).not.toMatch(
          /\b(finish|end)\w* (as |in )?(the )?(1st|2nd|3rd|4th|first|second|third|last|President|Minister|Peasant|Beggar)\b/i,
        );
    }
  });

  test('a "right" play that is not legal is refused, naming the deal and the step', () => {
    const { d, dec } = withAlt();
    dec.right = ['S3 S3'];
    dec.options = [...dec.options!, 'S3 S3'];
    expect(dealProblems(d)).toContain(
      `deal ${d.id}, step ${dec.step} (${dec.kind}): right answer S3 S3 is not a legal move there`,
    );
  });

  test('an alternative that does not leave the learner worse placed is refused: the claim is false', () => {
    // Swap the deal's line and the alternative's: the "alternative" is now the better line.
    const { d, dec } = withAlt();
    const own = { play: dec.right[0]!, log: d.log.slice(dec.step) };
    d.log = [...d.log.slice(0, dec.step), ...dec.alternative!.log];
    d.decisions = d.decisions.filter((x) => x.step <= dec.step);
    const swapped = d.decisions.at(-1)!;
    swapped.right = [dec.alternative!.play];
    swapped.alternative = own;
    const p = dealProblems(d);
    expect(
      p.some((x) =>
        x.startsWith(
          `deal ${d.id}, step ${dec.step} (${dec.kind}): after the alternative ${own.play} the learner finishes in place`,
        ),
      ),
    ).toBe(true);
  });

  test("an alternative's line the engine refuses, or one that stops short of the round's end, is refused", () => {
    const { d, dec } = withAlt();
    const alt = dec.alternative!;
    alt.log = alt.log.slice(0, -1);
    expect(dealProblems(d)).toContain(
      `deal ${d.id}, step ${dec.step} (${dec.kind}): the alternative's line does not reach the end of round ${(replayDeal(d) as { round: number }[])[dec.step]!.round}`,
    );
    alt.log = [alt.log[0]!, { type: 'play', seat: (alt.log[0] as { seat: number }).seat, cards: ['S3', 'S3'] }];
    expect(dealProblems(d).some((x) => x.includes('alternative action 1') && x.includes('refused by the engine'))).toBe(
      true,
    );
  });

  test('a placeholder without its fact, or an unknown one, is refused', () => {
    const { d, dec } = withAlt();
    dec.explain = `${dec.explain} {score}`;
    expect(dealProblems(d)).toContain(
      `deal ${d.id}, step ${dec.step} (${dec.kind}): unknown placeholder {score} (known: {place}, {alt}, {altPlace})`,
    );
    delete dec.alternative;
    dec.explain = 'You finish {altPlace}.';
    expect(dealProblems(d)).toContain(`deal ${d.id}, step ${dec.step} (${dec.kind}): {altPlace} needs an alternative`);
  });

  test('the Japanese texts use the same placeholders as the English', () => {
    for (const d of file.deals) {
      const ja = localizeDeal(d, file.game, 'ja');
      d.decisions.forEach((x, i) => {
        const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(ja.decisions[i]!.explain), `${d.id} ${x.step}`).toEqual(names(x.explain));
      });
    }
  });
});
