/**
 * A single card that turns over to show its name: the first island, proving hydration.
 * Keyboard: it is a real button, so Enter and Space turn it.
 */
import { useEffect, useState } from 'preact/hooks';
import { cardLabel, isRed, spokenName, suitOf, type Card } from '../engine/cards.ts';

export interface FlipCardProps {
  card: Card;
}

export default function FlipCard({ card }: FlipCardProps) {
  const [faceUp, setFaceUp] = useState(false);
  // Server-rendered HTML says false; the browser flips it once the island is live.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const suit = suitOf(card);
  const name = spokenName(card);
  return (
    <div class="flip-card" data-hydrated={String(hydrated)}>
      <button
        type="button"
        class={`flip-card__card ${faceUp ? 'is-up' : 'is-down'} ${suit && isRed(suit) ? 'is-red' : 'is-black'}`}
        aria-pressed={faceUp}
        aria-label={faceUp ? `${name}. Turn face down` : 'A face-down card. Turn it over'}
        onClick={() => setFaceUp((v) => !v)}
      >
        <span aria-hidden="true">{faceUp ? cardLabel(card) : '?'}</span>
      </button>
      <p class="flip-card__caption" aria-live="polite">
        {faceUp ? `This is the ${name}.` : 'Click the card, or focus it and press Enter, to turn it over.'}
      </p>
    </div>
  );
}
