/**
 * The hand's verdict and its scoring as facts (the practice table's result panel): which side
 * took how much against the bid, whether the contract was made, how the score was reached, and
 * each seat's change. Language-neutral: each fact names its message (`key`, a key of the practice
 * catalogue) and gives the values it states; the catalogues word it (i18n/islands/practice.ts
 * `verdict`), so every language states the same facts.
 */
import { descriptorOf } from '../engine/descriptors.ts';
import type { VariantId } from '../engine/options.ts';
import { signed } from './numbers.ts';

type V = Record<string, unknown>;

/** One line of the verdict: the message, its values, and the seats it names (worded by the catalogue). */
export interface VerdictFact {
  key:
    | 'japaneseTook'
    | 'japaneseSides'
    | 'japaneseOutcome'
    | 'japaneseScore'
    | 'napTook'
    | 'napCalc'
    | 'mightyTook'
    | 'mightyCalc'
    | 'twhkTook'
    | 'twhkCalc'
    | 'deltas';
  values: Readonly<Record<string, string | number>>;
  /** Seats the line names, by argument (the catalogue gives each its name and `<arg>Self`). */
  seats?: Readonly<Record<string, number>>;
  /** Mighty: the reasons the unit was doubled (engine ids). */
  doublings?: readonly string[];
  /** tw-hk: the rows of the calculation, each a message of its own. */
  rows?: readonly ('twhkNapoleon' | 'twhkSecretary' | 'twhkDefender')[];
  /** The change of each seat this hand (signed), in seat order. */
  deltas?: readonly string[];
}

const num = (x: unknown, fallback = 0): number => (typeof x === 'number' ? x : fallback);
const flag = (b: unknown): string => String(b === true);

/** Each kind of contract's own facts (the game's descriptor says which kind it plays). */
const BY_CONTRACT: Partial<Record<string, (result: V, values: V) => VerdictFact[]>> = {
  honours: japaneseFacts,
  tricks: napFacts,
  points: mightyFacts,
  heads: twhkFacts,
};

/** The hand's verdict and its scoring, as facts to word (see {@link VerdictFact}). */
export function verdictFacts(variant: VariantId, result: V, values: V = {}): VerdictFact[] {
  const own = BY_CONTRACT[descriptorOf(variant).review.contract];
  const out = own ? own(result, values) : [];
  const deltas = (result['deltas'] ?? result['scores']) as unknown;
  if (Array.isArray(deltas) && deltas.every((d) => typeof d === 'number'))
    out.push({ key: 'deltas', values: {}, deltas: (deltas as number[]).map(signed) });
  return out;
}

function japaneseFacts(result: V): VerdictFact[] {
  const score = (result['score'] ?? {}) as V;
  const b = result['betrayal'] as { by: string; seat: number; adjutant: number } | undefined;
  const byNapoleon = b?.by === 'napoleon';
  const side = byNapoleon ? 'adjutantAlone' : b ? 'napoleonAlone' : result['solo'] ? 'solo' : 'side';
  const wins = score['napoleonWins'] === true;
  const bid = num(result['bid']);
  const out: VerdictFact[] = [
    { key: 'japaneseTook', values: { side, points: num(result['points']), bid, made: flag(wins) } },
  ];
  if (b)
    out.push({
      key: 'japaneseSides',
      values: { byNapoleon: flag(byNapoleon) },
      seats: { napoleon: num(result['napoleon']), adjutant: b.adjutant },
    });
  if (typeof score['napoleonWins'] === 'boolean' || typeof score['text'] === 'string') {
    const outcome = score['allHonours'] === true && !wins ? 'revolution' : wins ? 'wins' : 'loses';
    const text = typeof score['text'] === 'string' ? score['text'] : '';
    out.push({ key: 'japaneseOutcome', values: { outcome, doubled: flag(score['doubled']), bid, text } });
  }
  if (typeof score['napoleon'] === 'number' && typeof score['ally'] === 'number')
    out.push({
      key: 'japaneseScore',
      values: {
        byNapoleon: flag(byNapoleon),
        napoleon: signed(score['napoleon']),
        hasAdjutant: flag(typeof score['adjutant'] === 'number'),
        adjutant: signed(num(score['adjutant'])),
        ally: signed(score['ally']),
        doubled: flag(score['doubled']),
      },
    });
  return out;
}

function napFacts(result: V): VerdictFact[] {
  const d = typeof result['declarer'] === 'number' ? result['declarer'] : -1;
  const made = result['made'] === true;
  const declarer = d >= 0 ? { declarer: d } : undefined;
  const out: VerdictFact[] = [
    {
      key: 'napTook',
      values: {
        hasDeclarer: flag(d >= 0),
        tricks: num(result['tricks']),
        bid: String(result['bid']),
        made: flag(made),
      },
      ...(declarer ? { seats: declarer } : {}),
    },
  ];
  const deltas = Array.isArray(result['deltas']) ? (result['deltas'] as number[]) : [];
  const opp = deltas.findIndex((_, i) => i !== d);
  if (declarer && opp >= 0) {
    const each = Math.abs(deltas[opp]!);
    out.push({
      key: 'napCalc',
      values: {
        made: flag(made),
        each,
        others: deltas.length - 1,
        total: signed(deltas[d]!),
        opp: signed(made ? -each : each),
      },
      seats: declarer,
    });
  }
  return out;
}

function mightyFacts(result: V): VerdictFact[] {
  const c = (result['contract'] ?? {}) as V;
  const score = (result['score'] ?? {}) as V;
  const made = score['made'] === true;
  const points = num(result['points']);
  const out: VerdictFact[] = [
    { key: 'mightyTook', values: { points, bid: String(c['number'] ?? '?'), made: flag(made) } },
  ];
  if (typeof score['s'] !== 'number') return out;
  const doublings = Array.isArray(score['doublings']) ? (score['doublings'] as string[]) : [];
  out.push({
    key: 'mightyCalc',
    values: {
      made: flag(made),
      bid: num(c['number']),
      points,
      s: score['s'],
      hasDoublings: flag(doublings.length > 0),
      hasFriend: flag(typeof score['friend'] === 'number'),
      friend: signed(num(score['friend'])),
      declarer: signed(num(score['declarer'])),
      opponent: signed(num(score['opponent'])),
    },
    doublings,
  });
  return out;
}

function twhkFacts(result: V, values: V): VerdictFact[] {
  const b = (result['bid'] ?? {}) as V;
  const score = (result['score'] ?? {}) as V;
  const heads = typeof b['heads'] === 'number' ? b['heads'] : null;
  const points = num(result['points']);
  const dictator = result['partner'] === 'dictator';
  const out: VerdictFact[] = [
    {
      key: 'twhkTook',
      values: { dictator: flag(dictator), points, bid: String(heads ?? '?'), made: flag(score['made'] === true) },
    },
  ];
  if (heads === null) return out;
  const scoring = values['scoring'] === 'taiwan' || values['scoring'] === 'hongkong' ? values['scoring'] : 'other';
  const sec = typeof score['secretary'] === 'number' ? score['secretary'] : null;
  const secretaryRow = scoring === 'other' ? sec !== null : !dictator;
  out.push({
    key: 'twhkCalc',
    values: {
      scoring,
      dictator: flag(dictator),
      made: flag(points >= heads),
      over: points - heads,
      short: heads - points,
      k: heads - 8,
      napoleon: signed(num(score['napoleon'])),
      secretary: signed(sec ?? 0),
      defender: signed(num(score['defender'])),
    },
    rows: secretaryRow ? ['twhkNapoleon', 'twhkSecretary', 'twhkDefender'] : ['twhkNapoleon', 'twhkDefender'],
  });
  return out;
}
