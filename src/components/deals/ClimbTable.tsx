/**
 * A climbing game's round in the explained deals (Daifugō): the pile, each hand's size, the
 * titles and the exchange before a decision, the moves since the previous one, and the finishing
 * order at the end. Everything was made at build time by the engine (`content-data/deal-climb.ts`).
 */
import { useContext } from 'preact/hooks';
import Card from '../Card.tsx';
import { CardLang, cardWordsFor } from '../card-lang.ts';
import { cardLabel, isJoker, spokenName } from '../../engine/cards.ts';
import type { ClimbEvent, ClimbFrame } from '../../content-data/deal-frames.ts';
import type { DealsWords } from '../../i18n/islands/deals.ts';

/** Cards as symbols (♠A); a joker by its name in the page's language (two kinds of joker, BJ and LJ, are no words). */
function useCardsText(): (cards: readonly string[]) => string {
  const lang = useContext(CardLang);
  const joker = (c: string) => (lang === 'en' ? spokenName(c) : cardWordsFor(lang).spoken(c));
  return (cards) => cards.map((c) => (isJoker(c) ? joker(c) : cardLabel(c))).join(' ');
}

/** The moves since the previous decision, one line each. */
export function ClimbMoves({ events, words: w }: { events: readonly ClimbEvent[]; words: DealsWords }) {
  const cardsText = useCardsText();
  if (events.length === 0) return null;
  return (
    <details class="deals__since" open>
      <summary>{w.since}</summary>
      <ol>
        {events.map((e, i) => (
          <li key={i}>{w.climbMove(e, e.cards ? cardsText(e.cards) : null)}</li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The table before a decision: titles, the exchange, the moves so far, the pile and the hands'
 * sizes (the exchange comes before any play: no pile then).
 */
export function ClimbTable({ climb: c, give, words: w }: { climb: ClimbFrame; give: boolean; words: DealsWords }) {
  const cardsText = useCardsText();
  return (
    <>
      {c.titles.some((x) => x !== null) && <p>{w.climbTitles(c.titles)}</p>}
      {c.received.length > 0 && <p>{w.climbReceived(cardsText(c.received))}</p>}
      <ClimbMoves events={c.events} words={w} />
      {c.revolution && <p>{w.climbRevolution}</p>}
      {!give && (
        <div class="deals__trick">
          {c.top ? (
            <>
              <p>{w.climbTop(c.top.seat, cardsText(c.top.cards))}</p>
              <div class="isl__row deals__plays">
                {c.top.cards.map((card) => (
                  <Card card={card} size="small" key={card} />
                ))}
              </div>
            </>
          ) : (
            <p>{w.climbEmpty}</p>
          )}
        </div>
      )}
      <p class="isl__facts">{w.climbCounts(c.counts)}</p>
    </>
  );
}

/** The end of the round: the last moves and the finishing order. */
export function ClimbEnd({
  finish,
  words: w,
}: {
  finish: { events: ClimbEvent[]; order: number[]; titles: string[] };
  words: DealsWords;
}) {
  return (
    <>
      <ClimbMoves events={finish.events} words={w} />
      <p>{w.finish(finish.order, finish.titles)}</p>
    </>
  );
}
