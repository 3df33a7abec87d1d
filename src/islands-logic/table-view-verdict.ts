/** The hand's verdict and its scoring in words (the practice table's result panel). */
import type { VariantId } from '../engine/options.ts';
import { seatName } from './practice-table.ts';

type V = Record<string, unknown>;

const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The hand's verdict and its scoring, in words: "Napoleon's side took 12 honours of the 11 bid:
 * contract made." then how the score was reached and the change for each seat.
 */
export function verdict(variant: VariantId, result: V, human: number, values: V = {}): string[] {
  const out: string[] = [];
  const n = (k: string) => (typeof result[k] === 'number' ? (result[k] as number) : 0);
  const score = (result['score'] ?? {}) as V;
  const madeWord = (m: boolean) => (m ? 'contract made' : 'contract defeated');
  if (variant === 'japanese') {
    const b = result['betrayal'] as { by: string; seat: number; adjutant: number } | undefined;
    const byNapoleon = b?.by === 'napoleon';
    const side = byNapoleon
      ? 'The adjutant, alone after Napoleon’s betrayal,'
      : b
        ? 'Napoleon, alone after the adjutant’s betrayal,'
        : result['solo']
          ? 'Napoleon, playing alone,'
          : "Napoleon's side";
    out.push(
      `${side} took ${n('points')} honours of the ${n('bid')} bid: ${madeWord(score['napoleonWins'] === true)}.`,
    );
    if (b) {
      const nap = seatName(result['napoleon'] as number, human);
      const adj = seatName(b.adjutant, human);
      out.push(
        byNapoleon
          ? `Sides: ${adj}, the adjutant, alone against everyone; ${nap}, Napoleon, with the allies.`
          : `Sides: ${nap}, Napoleon, alone against everyone; ${adj}, the adjutant, with the allies.`,
      );
    }
    if (typeof score['text'] === 'string') out.push(score['text']);
    if (typeof score['napoleon'] === 'number' && typeof score['ally'] === 'number') {
      const parts = [byNapoleon ? `the adjutant ${sign(score['napoleon'])}` : `Napoleon ${sign(score['napoleon'])}`];
      if (typeof score['adjutant'] === 'number') parts.push(`the adjutant ${sign(score['adjutant'])}`);
      parts.push(`each of the allied defenders${byNapoleon ? ' (Napoleon among them)' : ''} ${sign(score['ally'])}`);
      out.push(`The score: ${parts.join(', ')}${score['doubled'] === true ? ' (doubled)' : ''}.`);
    }
  } else if (variant === 'nap') {
    const bid = result['bid'];
    const words: Record<string, string> = {
      misere: 'misère (no tricks)',
      nap: 'Nap (all five)',
      wellington: 'Wellington (all five)',
      blucher: 'Blücher (all five)',
    };
    const who = typeof result['declarer'] === 'number' ? seatName(result['declarer'], human) : 'The declarer';
    out.push(
      `${who} took ${n('tricks')} ${n('tricks') === 1 ? 'trick' : 'tricks'} for a bid of ${typeof bid === 'number' ? bid : (words[String(bid)] ?? String(bid))}: ${madeWord(result['made'] === true)}.`,
    );
    const deltas = Array.isArray(result['deltas']) ? (result['deltas'] as number[]) : [];
    const d = typeof result['declarer'] === 'number' ? result['declarer'] : -1;
    const opp = deltas.findIndex((_, i) => i !== d);
    if (d >= 0 && opp >= 0) {
      const each = Math.abs(deltas[opp]!);
      const others = deltas.length - 1;
      const you = d === human;
      out.push(
        result['made'] === true
          ? `The calculation: ${each} from each of the ${others} opponents to ${you ? 'you' : who}, ${each} × ${others} = ${sign(deltas[d]!)}${you ? '' : ` for ${who}`}, ${sign(-each)} for each opponent.`
          : `The calculation: ${you ? 'you pay' : `${who} pays`} ${each} to each of the ${others} opponents, ${each} × ${others} = ${sign(deltas[d]!)}, ${sign(each)} for each opponent.`,
      );
    }
  } else if (variant === 'mighty') {
    const c = (result['contract'] ?? {}) as V;
    out.push(
      `The declarer's side took ${n('points')} points of the ${String(c['number'] ?? '?')} bid: ${madeWord(score['made'] === true)}.`,
    );
    if (typeof score['s'] === 'number') out.push(mightyCalculation(result, score));
  } else if (variant === 'tw-hk') {
    const b = (result['bid'] ?? {}) as V;
    out.push(
      `Napoleon's side took ${n('points')} heads of the ${String(b['heads'] ?? '?')} bid: ${madeWord(score['made'] === true)}.`,
    );
    const heads = typeof b['heads'] === 'number' ? b['heads'] : null;
    if (heads !== null)
      out.push(twhkCalculation(heads, n('points'), result['partner'] === 'dictator', values['scoring'], score));
  }
  const deltas = (result['deltas'] ?? result['scores']) as unknown;
  if (Array.isArray(deltas) && deltas.every((d) => typeof d === 'number'))
    out.push(`This hand: ${(deltas as number[]).map((d, i) => `${seatName(i, human)} ${sign(d)}`).join(', ')}.`);
  return out;
}
const DOUBLING_WORDS: Record<string, string> = {
  run: 'a run (all 20 points)',
  'back-run': 'a back-run (the defenders took 11 points or more)',
  'no-trump': 'no trumps',
  'no-friend': 'no friend',
};

/** Mighty's score of a hand as a sum: the unit S, its doublings, then each side's share. */
function mightyCalculation(result: V, score: V): string {
  const c = (result['contract'] ?? {}) as V;
  const b = typeof c['number'] === 'number' ? c['number'] : 0;
  const p = typeof result['points'] === 'number' ? result['points'] : 0;
  const made = score['made'] === true;
  const d = Array.isArray(score['doublings']) ? (score['doublings'] as string[]) : [];
  const base = made ? `2 × (${b} − 13) + (${p} − ${b})` : `${b} − ${p}`;
  const s = score['s'] as number;
  const doubled = d.length
    ? `, doubled for ${d.map((x) => DOUBLING_WORDS[x] ?? 'a special result').join(' and ')}: ${s}`
    : ` = ${s}`;
  const friend = typeof score['friend'] === 'number';
  const parts = friend
    ? [
        `the declarer ${made ? '' : '−'}2 × ${s} = ${sign(score['declarer'] as number)}`,
        `the friend ${sign(score['friend'] as number)}`,
      ]
    : [`the declarer, alone, ${made ? '' : '−'}4 × ${s} = ${sign(score['declarer'] as number)}`];
  parts.push(`each defender ${sign(score['opponent'] as number)}`);
  return `The calculation: the unit is ${base}${doubled}; ${parts.join(', ')}.`;
}

/** tw-hk's score of a hand as a sum, by the rules' scoring (Taiwan or Hong Kong). */
function twhkCalculation(bid: number, points: number, dictator: boolean, scoring: unknown, score: V): string {
  const made = points >= bid;
  const over = points - bid;
  const short = bid - points;
  const k = bid - 8;
  const nap = typeof score['napoleon'] === 'number' ? score['napoleon'] : 0;
  const sec = typeof score['secretary'] === 'number' ? score['secretary'] : null;
  const def = typeof score['defender'] === 'number' ? score['defender'] : 0;
  const head = made ? `${over} over the bid` : `${short} short of the bid`;
  let parts: string[];
  if (scoring === 'taiwan') {
    parts = dictator
      ? made
        ? [`Napoleon alone 400 + 40 × ${over} = ${sign(nap)}`, `each defender −(100 + 10 × ${over}) = ${sign(def)}`]
        : [`Napoleon alone −40 × ${short} = ${sign(nap)}`, `each defender 10 × ${short} = ${sign(def)}`]
      : made
        ? [
            `Napoleon 100 + 20 × ${over} = ${sign(nap)}`,
            `the secretary 50 + 10 × ${over} = ${sign(sec ?? 0)}`,
            `each defender −(50 + 10 × ${over}) = ${sign(def)}`,
          ]
        : [
            `Napoleon −40 × ${short} = ${sign(nap)}`,
            `the secretary −20 × ${short} = ${sign(sec ?? 0)}`,
            `each defender 20 × ${short} = ${sign(def)}`,
          ];
  } else if (scoring === 'hongkong') {
    parts = dictator
      ? made
        ? [`Napoleon alone 100 × ${k} (the bid less 8) + 10 × ${over} = ${sign(nap)}`, `each defender ${sign(def)}`]
        : [`Napoleon alone −20 × ${short} = ${sign(nap)}`, `each defender 50 × ${short} = ${sign(def)}`]
      : made
        ? [
            `Napoleon 40 × ${k} (the bid less 8) + 10 × ${over} = ${sign(nap)}`,
            `the secretary 20 × ${k} + 5 × ${over} = ${sign(sec ?? 0)}`,
            `each defender ${sign(def)}`,
          ]
        : [
            `Napoleon −20 × ${short} = ${sign(nap)}`,
            `the secretary −10 × ${short} = ${sign(sec ?? 0)}`,
            `each defender 20 × ${short} = ${sign(def)}`,
          ];
  } else {
    parts = [
      `Napoleon ${sign(nap)}`,
      ...(sec !== null ? [`the secretary ${sign(sec)}`] : []),
      `each defender ${sign(def)}`,
    ];
  }
  return `The calculation (${head}): ${parts.join(', ')}.`;
}
