/**
 * The practice table's review sentences (part of the one shape, practice.ts): the exact solver's
 * best from here, the hand's verdict and what a trick changed, each worded from facts computed in
 * islands-logic (table-view-review.ts, table-view-verdict.ts), so every language states the same
 * facts. The hint's sentences are the coach's (coach.ts).
 */
import type { VariantId } from '../../engine/options.ts';
import { isJoker, type Card } from '../../engine/cards.ts';
import {
  bestFromHere as bestFacts,
  handReview,
  trickChangeFacts,
  type BestFromHere,
  type RankedCard,
  type ReviewInput,
  type ReviewTrick,
  type ReviewWords,
} from '../../islands-logic/table-view-review.ts';
import { verdictFacts } from '../../islands-logic/table-view-verdict.ts';
import type { MessageValue, Translate } from '../messages/format.ts';
import type { PracticeHooks, PracticeKey } from './practice-types.ts';

/** A select's key: ids and flags as ICU select keys (no hyphens; booleans as "true"/"false"). */
const key = (x: unknown): string => String(x).replaceAll('-', '_');

export function reviewMessages(
  t: Translate<PracticeKey>,
  hooks: Pick<PracticeHooks, 'seatName' | 'cardLabel' | 'spokenName'>,
) {
  const { seatName } = hooks;
  const list = (xs: readonly string[]) => xs.join(t('listSep'));
  /** The solver's facts of the lines `bestFromHere` gave, so the review can word each part. */
  const solved = new Map<string, BestFromHere & { unit: string }>();
  const bestHead = (f: BestFromHere, unit: string) => t('bestHead', { best: f.best, unit });
  const bestGave = (f: BestFromHere, unit: string) => t('bestGave', { side: f.gave, lost: f.lost, unit });
  /** A card of the ranking by its role ("the mighty (♠A)"); `cap`: at the start of a sentence. */
  const roleName = (r: RankedCard, cap = false) => {
    const word = t('roleWord', { role: key(r.role) });
    const card = hooks.cardLabel(r.card);
    return t('roleName', {
      cap: key(cap),
      word,
      card,
      same: key(word === card),
      joker: key(isJoker(r.card)),
      spoken: hooks.spokenName(r.card),
    });
  };
  /** What a finished trick changed, as a sentence ('' when nothing); `note`: as a turning point (no stop, lower case). */
  const change = (ranking: readonly RankedCard[], gone: readonly Card[], trick: readonly Card[], note = false) => {
    const f = trickChangeFacts(ranking, gone, trick);
    const line =
      f.kind === 'trumpsGone'
        ? t('changeTrumpsGone')
        : f.kind === 'topGone'
          ? t('changeTopGone', {
              top: roleName(f.top, !note),
              topRole: key(f.top.role),
              next: !f.next ? 'last' : f.trumpsLeft ? 'other' : 'noTrump',
              after: f.next ? roleName(f.next) : '',
              afterRole: key(f.next?.role ?? ''),
            })
          : f.kind === 'fell'
            ? t('changeFell', {
                list: f.fell.map((r, i) => roleName(r, i === 0 && !note)).join(t('changeFellSep')),
                count: f.fell.length,
                lastRole: key(f.fell.at(-1)!.role),
                hasTop: key(f.top !== null),
                top: f.top ? roleName(f.top) : '',
                topRole: key(f.top?.role ?? ''),
              })
            : '';
    const stop = t('changeStop');
    return note && line.endsWith(stop) ? line.slice(0, -stop.length) : line;
  };
  const words: ReviewWords = {
    misereLost: t('reviewMisereLost'),
    certain: t('reviewCertain'),
    cannot: t('reviewCannot'),
    richest: (n) => t('reviewRichest', { n: String(n) }),
    change: (ranking, gone, trick) => change(ranking, gone, trick, true),
  };
  return {
    /** What a finished trick changed: the top card gone and the next one named, or special cards fallen ('' when nothing). */
    trickChange: (ranking: readonly RankedCard[], gone: readonly Card[], trick: readonly Card[]) =>
      change(ranking, gone, trick),
    /** The hand trick by trick with every hand open, and its turning points, in this language. */
    handReview: (inp: Omit<ReviewInput, 'words'>): ReviewTrick[] => handReview({ ...inp, words }),
    /**
     * The exact solver's verdict on the last tricks, one line a trick (null where it was not
     * computed): the best the declaring side could make from there and, where a side gave
     * something away in the trick, that side and how much.
     */
    bestFromHere: (
      rows: readonly ReviewTrick[],
      side: readonly number[],
      best: readonly (number | null)[],
      unit: string,
    ): (string | null)[] =>
      bestFacts(rows, side, best).map((f) => {
        if (!f) return null;
        const line = f.gave ? `${bestHead(f, unit)}${t('bestSep')}${bestGave(f, unit)}` : bestHead(f, unit);
        solved.set(line, { ...f, unit });
        return line;
      }),
    /** A line of {@link bestFromHere} as the review shows it under the trick. */
    bestLine: (line: string) => {
      const f = solved.get(line);
      return f ? t('bestLine', { best: f.best, unit: f.unit }) : line;
    },
    /** Whether a line of {@link bestFromHere} names a side that gave something away. */
    gaveAway: (line: string) => Boolean(solved.get(line)?.gave),
    /** That side's part of the line (a turning point of the trick). */
    gaveAwayPart: (line: string) => {
      const f = solved.get(line);
      return f?.gave ? bestGave(f, f.unit) : '';
    },

    /**
     * The hand's verdict and its scoring, line by line (the facts of table-view-verdict.ts, the
     * same in every language): who took how much against the bid, the sum that made the score,
     * each seat's change.
     */
    verdict: (
      variant: VariantId,
      result: Record<string, unknown>,
      human: number,
      values: Record<string, unknown> = {},
    ): string[] =>
      verdictFacts(variant, result, values)
        .map((f) => {
          const v: Record<string, MessageValue> = { ...f.values };
          for (const [k, seat] of Object.entries(f.seats ?? {})) {
            v[k] = seatName(seat, human);
            v[`${k}Self`] = key(seat === human);
          }
          if (f.doublings) v['doublings'] = f.doublings.map((d) => t('doubling', { d: key(d) })).join(t('doublingSep'));
          if (f.rows) v['parts'] = f.rows.map((r) => t(r, v)).join(t('twhkSep'));
          if (f.deltas)
            v['list'] = list(f.deltas.map((delta, i) => t('deltaItem', { who: seatName(i, human), delta })));
          return t(f.key, v);
        })
        .filter((line) => line !== ''),
  };
}
