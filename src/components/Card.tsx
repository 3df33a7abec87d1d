/**
 * A playing card drawn with CSS and text (no images): rank and suit symbol in a corner, a large
 * symbol in the middle. Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green) AND their symbols, so
 * colour is never the only cue. Marks (trump, special, winner) add a visible badge as well as a
 * border. As a button it has a spoken name and the site's focus ring.
 */
import type { ComponentChildren } from 'preact';
import { isJoker, rankOf, spokenName, suitOf, SUIT_SYMBOL, type Card as CardId } from '../engine/cards.ts';
import './islands.css';

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
  size?: 'small' | 'normal';
  /** When given, the card is a button. */
  onClick?: () => void;
  /** Words added to the spoken name (e.g. "led by player 1"). */
  extra?: string;
  disabled?: boolean;
  pressed?: boolean;
  children?: ComponentChildren;
}

export function cardWords(card: CardId, marks: readonly CardMark[] = [], extra?: string): string {
  return [spokenName(card), ...marks.map((m) => BADGE[m].words), ...(extra ? [extra] : [])].join(', ');
}

export default function Card({ card, marks = [], size = 'normal', onClick, extra, disabled, pressed }: CardProps) {
  const suit = suitOf(card);
  const joker = isJoker(card);
  const rank = joker ? (card === 'LJ' ? 'LJ' : card === 'BJ' ? 'BJ' : 'JK') : rankOf(card)!;
  const symbol = suit ? SUIT_SYMBOL[suit] : '★';
  const cls = `ecard ecard--${suit ?? 'joker'} ecard--${size}${marks.map((m) => ` is-${m}`).join('')}`;
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
            <span class={`ecard__badge ecard__badge--${m}`}>{BADGE[m].text}</span>
          ))}
        </span>
      )}
    </>
  );
  const label = cardWords(card, marks, extra);
  if (onClick) {
    return (
      <button
        type="button"
        class={cls}
        onClick={onClick}
        disabled={disabled}
        {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
        data-card={card}
      >
        {face}
        <span class="sr-only">{label}</span>
      </button>
    );
  }
  return (
    <span class={cls} role="img" aria-label={label} data-card={card}>
      {face}
    </span>
  );
}
