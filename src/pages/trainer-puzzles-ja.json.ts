/** The puzzle trainer's data in Japanese, for `/ja/puzzles/` (content-data/trainer-data.ts). */
import { trainerData } from '../content-data/trainer-data.ts';

export function GET(): Response {
  return new Response(JSON.stringify(trainerData('ja')), { headers: { 'content-type': 'application/json' } });
}
