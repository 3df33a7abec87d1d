/** What the score pad's page hands its island: each game's name, presets and player counts, in the page's language. */
import type { VariantId } from '../../engine/options.ts';

export interface PadGameInfo {
  id: VariantId;
  name: string;
  kind: 'trick' | 'climb';
  /** The descriptor's words for the declaring player and the partner (null: none). */
  declarer: string | null;
  partner: string | null;
  presets: { id: string; label: string }[];
  /** Player counts the game allows (the `players` option), and the default. */
  players: { counts: readonly number[]; default: number };
}

/** Seat names with the fallback "Player n" for an empty name. */
export const seatName = (names: readonly string[], seat: number, fallback: (n: number) => string) =>
  names[seat]?.trim() || fallback(seat + 1);
