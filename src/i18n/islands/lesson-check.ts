/**
 * The sentences of the lesson checks and play-on deals (`PlayOnWords`, islands-logic/play-on.ts),
 * made from the catalogues `src/i18n/messages/<lang>/lesson-check.json` and, for the Daifugō
 * lessons, `lesson-climb.json` (only the languages that teach Daifugō have it). This is the one
 * shape every language fills: loaded on demand by the lesson island (course.ts `loadCheck`) and
 * used by the build-time lesson check. What a language gives besides its catalogues is the
 * engine's reasons in its words, made from the engine's answer by its phrasebook (`CheckReasons`).
 */
import { cardLabel, type Card } from '../../engine/cards.ts';
import { translatedIn } from '../../engine/descriptors.ts';
import type { TrickQuery } from '../../engine/judge-queries.ts';
import type { PlayOnWords } from '../../islands-logic/play-on.ts';
import type { RuleChoice, TrickEngine, TrickSpec, TrickVerdict } from '../../islands-logic/engines/types.ts';
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/lesson-check.json';
import type climbEn from '../messages/en/lesson-climb.json';

export type CheckKey = Extract<keyof typeof en, string>;
export type ClimbKey = Extract<keyof typeof climbEn, string>;

/** The engine's reasons in a language, made by its phrasebook from the engine's answer. */
export interface CheckReasons {
  /**
   * Why a trick is won: the reason and the card it names (checked against the engine's winner).
   * `q` is the trick as a judge query, `verdict` the engine's answer (its English reason and explanation).
   */
  trick: (q: TrickQuery, verdict: TrickVerdict) => { winner: number; reason: string };
  /** Why a Daifugō play is refused (languages with Daifugō lessons only). */
  climb?: (reason: string) => string;
  /** Which games' reasons the language can make: every game, or those whose pages its edition translates. */
  games: 'all' | 'translated';
}

/** The trick a lesson shows, as the judge query the phrasebooks read. */
export function trickQuery(engine: TrickEngine, rc: RuleChoice, spec: TrickSpec): TrickQuery {
  const players = rc.rules?.['players'] as number | undefined;
  return {
    variant: engine.variant,
    ...(rc.preset !== undefined ? { preset: rc.preset } : {}),
    ...(rc.rules ? { rules: rc.rules } : {}),
    ...(players !== undefined ? { players } : {}),
    trump: spec.trump,
    trick: spec.trick,
    plays: spec.plays,
    ...(spec.declared ? { declared: spec.declared } : {}),
    ...(spec.calls ? { calls: spec.calls as Record<string, boolean> } : {}),
    ...(spec.secretary ? { secretary: spec.secretary } : {}),
  };
}

export function checkWords(
  t: Translate<CheckKey>,
  climb: Translate<ClimbKey> | undefined,
  reasons: CheckReasons,
): PlayOnWords {
  const lang = t.lang;
  /** "♥Q", and a joker in words where the language names it. */
  const card = (c: string) => t('card', { label: cardLabel(c as Card) });
  const play = (cs: readonly string[]) => (cs.length === 0 ? t('pass') : cs.map(card).join(' '));
  const list = (cs: readonly string[]) => cs.map(card).join(t('listSep'));
  const and = (cs: readonly string[]) => cs.map(card).join(t('andSep'));
  /** A sentence ends as the language ends one (a reason from a phrasebook may lack its full stop). */
  const stop = (r: string) => {
    const end = t('reasonEnd');
    return end && !r.endsWith(end) ? `${r}${end}` : r;
  };
  const daifugo = (what: string): Translate<ClimbKey> => {
    if (!climb) throw new Error(`no ${lang} words for the Daifugō ${what}: the ${lang} edition has no Daifugō lessons`);
    return climb;
  };
  /** A Daifugō effect in a sentence ("an eight cut"); an effect the language does not name stops, naming it. */
  const effect = (id: string) => {
    const w = daifugo('effects')('effect', { id: id.replaceAll('-', '_'), name: id });
    if (!w)
      throw new Error(`no ${lang} word for the Daifugō effect "${id}": add it to messages/${lang}/lesson-climb.json`);
    return w;
  };
  /** What a legal play sets off ("it triggers a revolution and an eight cut"). */
  const effects = (es: readonly string[]) => {
    const c = daifugo('effects');
    const items = es.map((e) => c('effectInList', { effect: effect(e) }));
    const list =
      items.length <= 1
        ? (items[0] ?? '')
        : `${items.slice(0, -1).join(c('effectSep'))}${c('effectLastSep')}${items.at(-1)}`;
    return c('effects', { n: es.length, list });
  };
  const bid = (b: { count: number; suit: string }) => t('bid', { count: b.count, suit: b.suit });

  return {
    space: t('space'),
    card,
    play,
    trickReason: (engine, rc, spec, verdict) => {
      if (reasons.games === 'translated' && !translatedIn(engine.variant, lang))
        throw new Error(
          `no ${lang} trick reasons for ${engine.variant}: the ${lang} edition does not translate its pages`,
        );
      const r = reasons.trick(trickQuery(engine, rc, spec), verdict);
      if (r.winner !== verdict.winner)
        throw new Error(`the ${lang} reason names card ${r.winner}, the engine card ${verdict.winner}`);
      return stop(r.reason);
    },
    climbReason: (reason) => {
      if (!reasons.climb)
        throw new Error(
          `no ${lang} words for the Daifugō reason "${reason}": the ${lang} edition has no Daifugō lessons`,
        );
      return reasons.climb(reason);
    },
    notAllowed: (c, legal) => t('notAllowed', { card: card(c), legal: list(legal) }),
    notAllowedHere: (c) => t('notAllowedHere', { card: card(c) }),
    followsSuit: (c) => t('followsSuit', { card: card(c) }),
    allowed: (c, legal) => t('allowed', { card: card(c), legal: list(legal) }),
    withCard: (c, mine, winner, reason) => t('withCard', { card: card(c), mine, winner: card(winner), reason }),
    cannotPlay: (p, reason) => daifugo(`play ${p.join(' ')}`)('cannotPlay', { play: play(p), reason }),
    noEffect: (p, what, e, es) =>
      daifugo(`play ${p.join(' ')}`)('noEffect', { play: play(p), what, effect: effect(e), effects: effects(es) }),
    climbLegal: (p, what, es) =>
      daifugo(`play ${p.join(' ')}`)('climbLegal', { play: play(p), what, effects: effects(es) }),
    winnerRight: (won, reason) => t('winnerRight', { won: card(won), reason }),
    winnerWrong: (chosen) => t('winnerWrong', { chosen: chosen ?? 'none', card: chosen ? card(chosen) : '' }),
    bidNotOffered: t('bidNotOffered'),
    bid,
    bidRefused: (b, reason) => t('bidRefused', { bid: b, reason }),
    bidBeats: (b, high) => t('bidBeats', { bid: b, high }),
    bidFirst: (b, minBid) => t('bidFirst', { bid: b, minBid }),
    buryCount: (count, chosen) => t('buryCount', { count, chosen }),
    buryHonours: (cs) => t('buryHonours', { cards: and(cs), n: cs.length }),
    buryTrumps: (cs) => t('buryTrumps', { cards: and(cs), n: cs.length }),
    buryRight: (cs) => t('buryRight', { cards: and(cs) }),
    choiceWrong: (chosen) => t('choiceWrong', { chosen }),
    choiceRight: (answer, why) => t('choiceRight', { answer, why }),
    engineError: (problem) => t('engineError', { problem }),
    seat: (seat) => t('seat', { seat }),
    notYourPlay: (p) => t('notYourPlay', { play: play(p) }),
    mustLead: t('mustLead'),
    eightCut: (p) => daifugo(`eight cut ${p.join(' ')}`)('eightCut', { play: play(p) }),
    nobodyBeat: (p) => daifugo(`cleared pile ${p.join(' ')}`)('nobodyBeat', { play: play(p) }),
    takesLead: (seat, reason) => daifugo('lead')('takesLead', { seat, reason }),
    winsTrick: (seat, c, trick, reason) => t('winsTrick', { seat, card: card(c), trick, reason }),
    notPlayable: t('notPlayable'),
    yourTurn: t('yourTurn'),
    youLead: (trick) => t('youLead', { trick }),
    mayBePlayed: (move) => t('mayBePlayed', { move }),
    overEarly: t('overEarly'),
    notFinished: t('notFinished'),
  };
}
