/**
 * A lesson's "cards to bury" picker: a tap takes a chosen card back, or chooses one while fewer
 * than the cards asked are chosen. One more is refused (the island says why) rather than leaving
 * "Bury" disabled with more cards chosen than asked.
 */
export function toggleBury(
  chosen: readonly string[],
  card: string,
  count: number,
): { chosen: string[]; refused: boolean } {
  if (chosen.includes(card)) return { chosen: chosen.filter((c) => c !== card), refused: false };
  if (chosen.length >= count) return { chosen: [...chosen], refused: true };
  return { chosen: [...chosen, card], refused: false };
}
