/**
 * THE card of the site, drawn with CSS and text (no images). One component for both worlds:
 * Preact islands use it live, and the server-only Astro components (`site/C.astro`,
 * `site/Trick.astro`…) render it to static HTML, so a rule example and a puzzle show the same
 * card. Sizes: `normal` and `small` card faces (rank and suit in a corner, a large symbol in the
 * middle) and `inline`, a small card-like chip for running text ("♥Q").
 *
 * Colours (cards.css): the two-colour deck by default (♥♦ red, ♠♣ black, as the rules speak of
 * "the same colour"); the reader may switch to four colours (♦ blue, ♣ green; see
 * `DeckSetting.astro`). The suit symbol is always drawn, so colour is never the only cue.
 *
 * Every card has its spoken name ("queen of hearts") for screen readers, in a visually hidden
 * span marked `data-pagefind-ignore` so search excerpts read "♥Q", not "♥Qqueen of hearts".
 * Marks (trump, special, winner) add a visible badge as well as a border.
 */
import type { ComponentChildren } from 'preact';
import { cardLabel, isJoker, rankOf, spokenName, suitOf, SUIT_SYMBOL, type Card as CardId } from '../engine/cards.ts';
import { useContext } from 'preact/hooks';
import { CardLang, cardWordsFor } from './card-lang.ts';
import './cards.css';

export type CardMark = 'trump' | 'special' | 'winner' | 'chosen' | 'wrong';

const BADGE: Record<CardMark, { text: string; words: string }> = {
  trump: { text: 'T', words: 'trump' },
  special: { text: '★', words: 'special card' },
  winner: { text: '✓', words: 'wins' },
  chosen: { text: '●', words: 'your choice' },
  wrong: { text: '✗', words: 'not the winner' },
};

export interface CardProps {
  card: CardId;
  marks?: readonly CardMark[];
  size?: 'small' | 'normal' | 'inline';
  /** When given, the card is a button. */
  onClick?: () => void;
  /** Words added to the spoken name (e.g. "led by player 1"). */
  extra?: string;
  disabled?: boolean;
  pressed?: boolean;
  /** A button card's place in the Tab order (a hand is one Tab stop: -1 for all but one). */
  tabIndex?: number;
  children?: ComponentChildren;
  /**
   * The language of the spoken words: `ja` / `ko` / `zh-TW` on those editions' server-rendered pages
   * (which import i18n/card-words/<lang>.ts); inside an island the island entry's `CardLang` decides.
   */
  lang?: 'en' | 'ja' | 'ko' | 'zh-TW';
}

export function cardWords(card: CardId, marks: readonly CardMark[] = [], extra?: string, lang = 'en'): string {
  if (lang !== 'en') {
    const w = cardWordsFor(lang);
    return [w.spoken(card), ...marks.map((m) => w.marks[m]), ...(extra ? [extra] : [])].join(w.sep);
  }
  return [spokenName(card), ...marks.map((m) => BADGE[m].words), ...(extra ? [extra] : [])].join(', ');
}

/** A mark's visible badge in a language (its registered card words may give their own). */
function badgeText(m: CardMark, lang: string): string {
  return (lang !== 'en' ? cardWordsFor(lang).badges?.[m] : undefined) ?? BADGE[m].text;
}

/** The spoken name: read by screen readers, kept out of the search index. */
function Spoken({ words }: { words: string }) {
  return (
    <span class="sr-only" data-pagefind-ignore>
      {words}
    </span>
  );
}

export default function Card({
  card,
  marks = [],
  size = 'normal',
  onClick,
  extra,
  disabled,
  pressed,
  tabIndex,
  lang,
}: CardProps) {
  const suit = suitOf(card);
  const joker = isJoker(card);
  const rank = joker ? (card === 'LJ' ? 'LJ' : card === 'BJ' ? 'BJ' : 'JK') : rankOf(card)!;
  const symbol = suit ? SUIT_SYMBOL[suit] : '★';
  const cls = `ecard ecard--${suit ?? 'joker'} ecard--${size}${marks.map((m) => ` is-${m}`).join('')}`;
  const islandLang = useContext(CardLang);
  const label = cardWords(card, marks, extra, lang ?? islandLang);
  if (size === 'inline') {
    return (
      <span class={cls} data-card={card}>
        <span aria-hidden="true">{cardLabel(card)}</span>
        <Spoken words={label} />
      </span>
    );
  }
  const face = (
    <>
      <span class="ecard__corner" aria-hidden="true">
        <span class="ecard__rank">{rank}</span>
        <span class="ecard__suit">{symbol}</span>
      </span>
      <span class="ecard__pip" aria-hidden="true">
        {joker ? (card === 'LJ' ? '☆' : '★') : symbol}
      </span>
      {marks.length > 0 && (
        <span class="ecard__badges" aria-hidden="true">
          {marks.map((m) => (
            <span class={`ecard__badge ecard__badge--${m}`}>{badgeText(m, lang ?? islandLang)}</span>
          ))}
        </span>
      )}
    </>
  );
  if (onClick) {
    return (
      <button
        type="button"
        class={cls}
        onClick={onClick}
        disabled={disabled}
        {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
        {...(tabIndex === undefined ? {} : { tabIndex })}
        data-card={card}
      >
        {face}
        <Spoken words={label} />
      </button>
    );
  }
  return (
    <span class={cls} data-card={card}>
      {face}
      <Spoken words={label} />
    </span>
  );
}

/**
 * A card as played to a trick: the card with the player's name under it (the name is part of
 * the card's spoken words through `extra`, so it is hidden from screen readers here).
 */
export function PlayedCard({ who, ...card }: CardProps & { who: string }) {
  return (
    <div class="ecard-play">
      <Card {...card} extra={card.extra ?? who} />
      <span class="ecard-play__who" aria-hidden="true">
        {who}
      </span>
    </div>
  );
}
