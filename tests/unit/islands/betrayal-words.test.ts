/**
 * The practice table tells Napoleon's betrayal (SPEC §2.3 `betrayal: adjutant-and-napoleon`) in
 * every edition: the cards shown, who went over, who is left alone, and at the end who was on
 * which side and how each was scored. Also: a human Napoleon is offered the betrayal as a play.
 */
import { describe, expect, it } from 'vitest';
import { japaneseGame as G, type JapaneseState } from '../../../src/engine/japanese/index.ts';
import { act, napoleonKeepsBoth } from '../../fixtures/japanese-betrayal.ts';
import { Rng } from '../../../src/engine/rng.ts';
import { groupActions } from '../../../src/islands-logic/practice.ts';
import { practiceEn } from '../../../src/i18n/islands/practice.en.ts';
import { practiceJa } from '../../../src/i18n/islands/practice.ja.ts';
import { practiceKo } from '../../../src/i18n/islands/practice.ko.ts';
import { practiceZh } from '../../../src/i18n/islands/practice.zh-TW.ts';

/** Napoleon (holding ♣10 and the joker, not seat 0) about to lead trick 1, with an adjutant. */
function atLead(): JapaneseState {
  for (let k = 0; k < 300; k++) {
    // The adjutant card is held by a seat other than 0 (the human) and Napoleon.
    const deal = napoleonKeepsBoth(`w${k}`, (nap) => [1, 2, 3, 4].find((x) => x !== nap)!);
    if (deal && deal.nap > 0) return deal.s;
  }
  throw new Error('no deal found');
}

function betrayed(): JapaneseState {
  const s = atLead();
  const nap = s.hand.napoleon!;
  const lead = G.legalActions(s, nap).find((a) => a.type === 'play' && a.betray === true)!;
  return act(s, lead);
}

function finished(s: JapaneseState): JapaneseState {
  const rng = new Rng('w');
  while (s.phase === 'play') {
    const seat = G.toAct(s)[0]!;
    s = act(s, rng.pick(G.legalActions(s, seat)));
  }
  return s;
}

describe('the adjutant’s betrayal at the practice table', () => {
  it('says once that Napoleon plays alone', () => {
    for (let k = 0; k < 300; k++) {
      let s = G.setup({ ruleSet: { variant: 'japanese', rules: { betrayal: 'adjutant' } }, seed: `a${k}` });
      const adj = s.hand.hands.findIndex((h) => h.includes('C10'));
      if (adj <= 0 || adj === 1) continue;
      while (s.phase === 'auction') {
        const who = G.toAct(s)[0]!;
        s = act(s, who === 1 ? { type: 'bid', seat: 1, count: 11, suit: 'S' } : { type: 'pass', seat: who });
      }
      s = act(s, { type: 'adjutant', seat: 1, card: 'C10' });
      s = act(s, {
        type: 'discard',
        seat: 1,
        cards: [...s.hand.hands[1]!, ...s.hand.widow].slice(0, s.hand.widow.length),
      });
      const rng = new Rng('a');
      while (s.phase === 'play' && !s.hand.betrayal) {
        const seat = G.toAct(s)[0]!;
        const legal = G.legalActions(s, seat);
        const b = legal.find((a) => a.type === 'play' && a.betray === true);
        s = act(s, b ?? rng.pick(legal.filter((a) => a.type === 'play' && a.card !== 'C10')));
      }
      if (!s.hand.betrayal) continue;
      const v = G.view(s, 0) as unknown as Record<string, unknown>;
      const en = practiceEn.tableModel('japanese', v, 0).facts.join(' ');
      expect(en).toContain(
        `Betrayal: Computer ${adj + 1}, the adjutant, went over to the allies; Napoleon plays alone.`,
      );
      expect(en).not.toContain('The declarer plays alone');
      const ja = practiceJa.tableModel('japanese', v, 0).facts.join('');
      expect(ja.split('ナポレオンはひとりで戦います').length - 1).toBe(1);
      return;
    }
    throw new Error('no deal found');
  });
});

describe('Napoleon’s betrayal at the practice table', () => {
  it('a human Napoleon is offered each card with and without the betrayal', () => {
    const s = atLead();
    const nap = s.hand.napoleon!;
    const groups = groupActions(G.legalActions(s, nap));
    for (const [, plays] of groups.plays) {
      expect(plays.some((a) => a.betray === true)).toBe(true);
      expect(plays.some((a) => a.betray !== true)).toBe(true);
    }
    expect(practiceEn.actionLabel({ type: 'play', seat: nap, card: 'S5', betray: true })).toContain('betrayal');
  });

  it('the facts name the cards shown and who is alone, in every edition, and no longer say Napoleon is alone', () => {
    const s = betrayed();
    const v = G.view(s, 0) as unknown as Record<string, unknown>;
    const en = practiceEn.tableModel('japanese', v, 0).facts.join(' ');
    expect(en).toMatch(/Napoleon, showed the ten of clubs and the joker and went over to the allies/);
    expect(en).toContain('the adjutant must make the bid alone');
    expect(en).not.toContain('The declarer plays alone');
    const ja = practiceJa.tableModel('japanese', v, 0).facts.join('');
    expect(ja).toMatch(/ナポレオンの.*がクラブの10とジョーカーを見せて連合軍に移りました/);
    expect(ja).toContain('副官がひとりで宣言を果たさなければなりません');
    expect(ja).not.toContain('ナポレオンはひとりで戦います');
    const ko = practiceKo.tableModel('japanese', v, 0).facts.join(' ');
    expect(ko).toContain('부관이 혼자 공약을 지켜야 합니다');
    const zh = practiceZh.tableModel('japanese', v, 0).facts.join('');
    expect(zh).toContain('副官要一個人完成叫品');
  });

  it('the verdict says who was on which side and scores the adjutant as the lone Napoleon', () => {
    const s = finished(betrayed());
    const r = s.hand.result! as unknown as Record<string, unknown>;
    const nap = s.hand.napoleon!;
    const adj = s.hand.betrayal!.adjutant;
    const en = practiceEn.verdict('japanese', r, 0).join(' ');
    expect(en).toMatch(/^The adjutant, alone after Napoleon’s betrayal, took \d+ honours/);
    expect(en).toContain(
      `Sides: Computer ${adj + 1}, the adjutant, alone against everyone; Computer ${nap + 1}, Napoleon, with the allies.`,
    );
    expect(en).toContain(`the adjutant ${s.hand.result!.score.napoleon > 0 ? '+' : ''}`);
    expect(en).toContain('(Napoleon among them)');
    const ja = practiceJa.verdict('japanese', r, 0).join('');
    expect(ja).toContain('ナポレオンに裏切られてひとりになった副官');
    expect(ja).toContain(
      `陣営：副官の${adj + 1}番の人がひとりで全員と戦い、ナポレオンの${nap + 1}番の人は連合軍に加わりました。`,
    );
  });
});
