/**
 * The explained deals' island as a person reads it: a lead that names a suit (a joker, tw-hk's
 * jokers) is offered once per suit, each choice saying in words which suit it names — four
 * identical joker faces told apart only by a hidden code would be no choice at all.
 */
import { describe, expect, test } from 'vitest';
import { isClimb } from '../../../src/engine/descriptors.ts';
import { render } from 'preact-render-to-string';
import DealWalkerEn from '../../../src/components/deals/DealWalker.en.tsx';
import { DEAL_FILES } from '../../../src/content-data/deals.ts';
import { dealView } from '../../../src/content-data/deal-frames.ts';
import { keyDeclared } from '../../../src/islands-logic/deals.ts';
import { dealsWordsEn as w } from '../../../src/i18n/islands/deals.en.ts';

const visible = (html: string) =>
  html
    .replace(/<span class="sr-only"[^>]*>[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');

describe('explained deals: a lead that names a suit', () => {
  const cases = DEAL_FILES.flatMap((f) =>
    f.deals.flatMap((d) => {
      const v = dealView(d);
      const i = v.frames.findIndex((fr) => fr.options.some((k) => keyDeclared(k)));
      return i < 0 ? [] : [[f.game, d.id, v, i] as const];
    }),
  );

  test('some deal offers one', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  test.each(cases)('%s %s: each choice says the suit it names', (_, __, v, i) => {
    const html = render(<DealWalkerEn deals={[{ ...v, frames: v.frames.slice(i) }]} />);
    const text = visible(html);
    for (const k of v.frames[i]!.options.filter((x) => keyDeclared(x)))
      expect(text, k).toContain(w.naming(keyDeclared(k)!));
  });
});

describe('explained rounds of a climbing game, as a person reads them', () => {
  const file = DEAL_FILES.find((f) => isClimb(f.game))!;

  test('the moves, the pile and the hands are told in words, a joker by its name, never its code', async () => {
    const { default: DealWalkerJa } = await import('../../../src/components/deals/DealWalker.ja.tsx');
    const { localizeDeal } = await import('../../../src/content-data/deals.ts');
    const deal = file.deals.find((d) => dealView(d).frames[0]!.climb!.events.some((e) => e.cards?.includes('BJ')))!;
    const en = visible(render(<DealWalkerEn deals={[dealView(deal)]} />));
    const first = dealView(deal).frames[0]!.climb!;
    const move = first.events.find((e) => e.cards?.includes('BJ'))!;
    expect(en).toContain(`Player ${move.seat}: `);
    expect(en).toMatch(/big joker\./);
    expect(en).toContain(w.climbCounts(first.counts));
    expect(en).toContain(
      first.top
        ? w.climbTop(
            first.top.seat,
            first.top.cards
              .map((c) => c.replace(/^([SHDC])/, (s) => ({ S: '♠', H: '♥', D: '♦', C: '♣' })[s]!))
              .join(' '),
          )
        : w.climbEmpty,
    );
    const ja = visible(render(<DealWalkerJa deals={[dealView(localizeDeal(deal, 'daifugo', 'ja'))]} textLang="ja" />));
    expect(ja).toContain('大きいジョーカー');
    expect(ja).toContain('場に出しますか、それともパスしますか？');
  });

  test('the exchange comes before any play: no pile is shown, what the exchange brought is', () => {
    const deal = file.deals.find((d) => d.decisions[0]!.kind === 'exchange')!;
    const v = dealView(deal);
    const text = visible(render(<DealWalkerEn deals={[v]} />));
    expect(text).toContain(w.question('give', { partner: null }));
    expect(text).toContain('The exchange brought you');
    expect(text).not.toContain(w.climbEmpty);
  });
});
