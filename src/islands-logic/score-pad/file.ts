/**
 * The score pad's evenings as files and in storage. A file is one evening as JSON (`"v": 1`),
 * checked by a valibot schema and then by the engine (its rules resolve, the players fit them,
 * every hand passes the game's checks); a file that fails is refused with the reason, as data
 * for a language to phrase. The CSV is the score sheet as a table.
 */
import * as v from 'valibot';
import { VARIANT_IDS } from '../../engine/options.ts';
import {
  load,
  readStorage,
  recordOf,
  shortText,
  store,
  whole,
  writeStorage,
  type Loaded,
  type StoredKind,
} from '../storage.ts';
import { entryIssue, padOf, type Evening, type EveningSheet } from './evening.ts';
import type { Issue } from './types.ts';

/** The most players any game seats, hands an evening keeps, changes it logs. */
const MAX_PLAYERS = 8;
const MAX_HANDS = 500;

const entrySchema = recordOf(
  v.string(),
  v.union([
    v.number(),
    v.pipe(v.string(), v.maxLength(40)),
    v.null(),
    v.pipe(v.array(v.number()), v.maxLength(MAX_PLAYERS)),
  ]),
);

export const eveningSchema = v.object({
  v: v.literal(1),
  id: shortText(),
  name: v.pipe(v.string(), v.maxLength(80)),
  created: shortText(),
  variant: v.picklist(VARIANT_IDS),
  rules: v.object({
    preset: v.optional(shortText()),
    rules: v.optional(recordOf(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
  }),
  players: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.minLength(2), v.maxLength(MAX_PLAYERS)),
  firstDealer: whole(0, MAX_PLAYERS - 1),
  hands: v.pipe(
    v.array(v.object({ id: shortText(), entry: entrySchema, dealer: v.optional(whole(0, MAX_PLAYERS - 1)) })),
    v.maxLength(MAX_HANDS),
  ),
  history: v.pipe(
    v.array(
      v.object({
        op: v.picklist(['add', 'edit', 'delete']),
        hand: shortText(),
        at: shortText(),
        before: v.optional(entrySchema),
      }),
    ),
    v.maxLength(MAX_HANDS * 4),
  ),
}) as v.GenericSchema<unknown, Evening>;

/** Why a file or a stored evening cannot be used. */
export type Refusal =
  | { kind: 'not-json' }
  | { kind: 'version' }
  | { kind: 'not-evening'; at: string }
  | { kind: 'rules'; why: string }
  | { kind: 'players'; want: number; got: number }
  | { kind: 'dealer' }
  | { kind: 'hand'; number: number; issue: Issue };

/** Whether a checked evening's content makes sense to the engine (null when it does). */
export function eveningProblem(ev: Evening): Refusal | null {
  let want: number;
  try {
    const { game, rules } = padOf(ev);
    want = game.players(rules);
  } catch (e) {
    return { kind: 'rules', why: e instanceof Error ? e.message : String(e) };
  }
  if (ev.players.length !== want) return { kind: 'players', want, got: ev.players.length };
  if (ev.firstDealer >= want) return { kind: 'dealer' };
  for (const [i, h] of ev.hands.entries()) {
    const issue = (h.dealer ?? 0) >= want ? { field: 'dealer', kind: 'seat' } : entryIssue(ev, h.entry);
    if (issue) return { kind: 'hand', number: i + 1, issue };
  }
  return null;
}

/** Read a file's text — the JSON file, or the CSV table with its evening line — as an evening, or the reason it is not one. */
export function readEveningFile(text: string): { ok: true; evening: Evening } | { ok: false; refusal: Refusal } {
  let data: unknown;
  try {
    data = JSON.parse(eveningTextOf(text));
  } catch {
    return { ok: false, refusal: { kind: 'not-json' } };
  }
  const parsed = v.safeParse(eveningSchema, data);
  if (!parsed.success) {
    const version = data !== null && typeof data === 'object' ? (data as { v?: unknown }).v : undefined;
    if (version !== undefined && version !== 1 && typeof data === 'object' && data && 'hands' in data)
      return { ok: false, refusal: { kind: 'version' } };
    const at = parsed.issues[0]?.path?.map((p) => String(p.key)).join('.') ?? '';
    return { ok: false, refusal: { kind: 'not-evening', at: at.slice(0, 60) } };
  }
  const problem = eveningProblem(parsed.output);
  return problem ? { ok: false, refusal: problem } : { ok: true, evening: parsed.output };
}

/** The evening as a file's text. */
export const eveningJson = (ev: Evening): string => JSON.stringify(ev, null, 2) + '\n';

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (s: string | number) => {
  const t = String(s);
  return /[",\n\r]/.test(t) ? `"${t.replaceAll('"', '""')}"` : t;
};

/** The first cell of a CSV table's last line, whose second cell is the evening itself (so the table opens again). */
export const CSV_EVENING = 'etori-evening';

/**
 * The score sheet as CSV: a header, then one line per hand (the caller gives the words). Given the
 * evening, a last line carries it whole (`etori-evening`, its JSON), so the table can be opened
 * again as the evening it shows.
 */
export function eveningCsv(
  sheet: EveningSheet,
  words: { header: readonly string[]; line: (row: EveningSheet['rows'][number]) => readonly (string | number)[] },
  evening?: Evening,
): string {
  const lines = [words.header, ...sheet.rows.map(words.line)];
  if (evening) lines.push([CSV_EVENING, JSON.stringify(evening)]);
  return lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The cells of a CSV text's lines (quoted cells may hold commas, quotes and line breaks). */
function csvLines(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cur = '';
  let quoted = false;
  const endCell = () => {
    line.push(cur);
    cur = '';
  };
  const endLine = () => {
    endCell();
    lines.push(line);
    line = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endLine();
    } else cur += ch;
  }
  if (cur !== '' || line.length) endLine();
  return lines;
}

/** A file's text as the evening's JSON: the text itself, or the evening line of a CSV table. */
export function eveningTextOf(text: string): string {
  const t = text.replace(/^\uFEFF/, '');
  if (t.trimStart().startsWith('{')) return t;
  const row = csvLines(t).find((cells) => cells[0] === CSV_EVENING);
  return row?.[1] ?? t;
}

// ---------------------------------------------------------------------------------------- storage

/** Every evening kept in this browser, and the one open. */
export interface PadStore {
  v: 1;
  current: string | null;
  evenings: Evening[];
}

const EMPTY: PadStore = { v: 1, current: null, evenings: [] };

export const PAD_KIND: StoredKind<PadStore> = {
  key: 'etori.score-pad.v1',
  backup: 'etori.score-pad.v1.backup',
  version: 1,
  what: 'score pad',
  schema: v.object({
    v: v.literal(1),
    current: v.nullable(shortText()),
    evenings: v.pipe(v.array(eveningSchema), v.maxLength(200)),
  }) as v.GenericSchema<unknown, PadStore>,
  empty: EMPTY,
  // Keep every evening that can be read; the damaged ones go with the backup (never lost).
  repair(data) {
    if (data === null || typeof data !== 'object' || !Array.isArray((data as { evenings?: unknown }).evenings))
      return null;
    const all = (data as { evenings: unknown[] }).evenings;
    const kept = all.flatMap((e) => {
      const p = v.safeParse(eveningSchema, e);
      return p.success && !eveningProblem(p.output) ? [p.output] : [];
    });
    if (kept.length === 0) return null;
    const current = (data as { current?: unknown }).current;
    return {
      value: {
        v: 1,
        current: kept.some((e) => e.id === current) ? (current as string) : kept[0]!.id,
        evenings: kept,
      },
      notice: `${all.length - kept.length} of your saved evenings could not be read, so they were set aside.`,
    };
  },
};

/** The stored evenings; any the engine cannot read are set aside with the backup, the rest kept. */
export function loadPad(): Loaded<PadStore> {
  const loaded = load(PAD_KIND);
  const bad = loaded.value.evenings.filter((e) => eveningProblem(e) !== null);
  if (bad.length === 0) return loaded;
  const raw = readStorage(PAD_KIND.key);
  if (raw !== null) writeStorage(PAD_KIND.backup, raw);
  const evenings = loaded.value.evenings.filter((e) => !bad.includes(e));
  return {
    value: {
      v: 1,
      current: evenings.some((e) => e.id === loaded.value.current) ? loaded.value.current : (evenings[0]?.id ?? null),
      evenings,
    },
    notice: `${bad.length} of your saved evenings could not be read, so they were set aside.`,
  };
}
export const storePad = (s: PadStore): boolean => store(PAD_KIND, s);

/** The store with an evening put in (replacing one with the same id) and made the open one. */
export function withEvening(s: PadStore, ev: Evening): PadStore {
  const i = s.evenings.findIndex((e) => e.id === ev.id);
  const evenings = i < 0 ? [...s.evenings, ev] : s.evenings.map((e, k) => (k === i ? ev : e));
  return { v: 1, current: ev.id, evenings };
}

/** An imported evening gets a fresh id when one with its id is kept already (nothing stored is replaced). */
export function importInto(s: PadStore, ev: Evening, freshId: string): PadStore {
  return withEvening(s, s.evenings.some((e) => e.id === ev.id) ? { ...ev, id: freshId } : ev);
}
