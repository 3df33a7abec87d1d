/**
 * The puzzle trainer's data in English (content-data/trainer-data.ts). A file of its own, so the
 * trainer page stays small; the service worker precaches it.
 */
import { trainerData } from '../content-data/trainer-data.ts';

export function GET(): Response {
  return new Response(JSON.stringify(trainerData('en')), { headers: { 'content-type': 'application/json' } });
}
