/** The score pad's checks, edits, files and storage (the engine's scores: replay.test.ts). */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addHand,
  deleteHand,
  editHand,
  entryIssue,
  newEvening,
  sheetOf,
  type Evening,
} from '../../../src/islands-logic/score-pad/evening.ts';
import {
  eveningCsv,
  eveningJson,
  importInto,
  loadPad,
  PAD_KIND,
  readEveningFile,
  storePad,
  withEvening,
} from '../../../src/islands-logic/score-pad/file.ts';
import '../../../src/islands-logic/score-pad/games.ts';
import { japaneseScore } from '../../../src/engine/japanese/judge.ts';

const AT = '2026-01-01T20:00:00Z';
const jp = (): Evening =>
  newEvening({
    id: 'jp',
    name: 'Friday',
    created: AT,
    variant: 'japanese',
    rules: { preset: 'standard', rules: { betrayal: 'adjutant' } },
    players: ['Aki', 'Ben', 'Chie', 'Dan', 'Emi'],
  });
const HAND = { napoleon: 0, bid: 14, trump: 'S', adjutantCard: 'HA', adjutant: 2, betrayal: 'none', honours: 15 };

function must(r: ReturnType<typeof addHand>): Evening {
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.evening;
}

describe('refusals name the field', () => {
  it('honours over the total', () => {
    expect(entryIssue(jp(), { ...HAND, honours: 21 })).toEqual({ field: 'honours', kind: 'range', min: 0, max: 20 });
  });
  it('an adjutant card Napoleon holds', () => {
    expect(entryIssue(jp(), { ...HAND, adjutant: 0 })).toEqual({ field: 'adjutant', kind: 'own-card' });
  });
  it('a betrayal without an adjutant', () => {
    expect(entryIssue(jp(), { ...HAND, adjutant: null, betrayal: 'adjutant' })).toEqual({
      field: 'betrayal',
      kind: 'no-partner',
    });
  });
  it('a bid under the lowest, a card not in the deck, a missing seat', () => {
    expect(entryIssue(jp(), { ...HAND, bid: 3 })?.field).toBe('bid');
    expect(entryIssue(jp(), { ...HAND, adjutantCard: 'XX' })).toEqual({ field: 'adjutantCard', kind: 'card' });
    expect(entryIssue(jp(), { ...HAND, napoleon: null })).toEqual({ field: 'napoleon', kind: 'missing' });
  });
  it('two players in one Daifugō place', () => {
    const ev = newEvening({
      id: 'd',
      name: 'x',
      created: AT,
      variant: 'daifugo',
      rules: { preset: 'moderate' },
      players: ['A', 'B', 'C', 'D'],
    });
    expect(entryIssue(ev, { places: [0, 1, 1, 3] })).toEqual({ field: 'places', kind: 'same-place', place: 2 });
    expect(entryIssue(ev, { places: [0, 1, 2, 3] })).toBeNull();
  });
  it('a refused hand leaves the evening as it was', () => {
    const ev = jp();
    const r = addHand(ev, 'h1', { ...HAND, honours: 99 }, AT);
    expect(r.ok).toBe(false);
    expect(ev.hands).toEqual([]);
  });
});

describe('edits and deletions recompute and keep the history', () => {
  it('totals follow an edit and a deletion; the history keeps both', () => {
    let ev = must(addHand(jp(), 'h1', HAND, AT));
    ev = must(addHand(ev, 'h2', { ...HAND, napoleon: 1, adjutant: 3, honours: 10 }, AT));
    const engine = (bid: number, points: number) =>
      japaneseScore({ preset: 'standard', bid, points, partner: 'adjutant' });
    expect(sheetOf(ev).totals[0]).toBe(engine(14, 15).napoleon + engine(14, 10).ally);
    ev = must(editHand(ev, 'h1', { ...HAND, honours: 12 }, AT));
    expect(sheetOf(ev).totals[0]).toBe(engine(14, 12).napoleon + engine(14, 10).ally);
    ev = deleteHand(ev, 'h2', AT);
    expect(sheetOf(ev).totals[0]).toBe(engine(14, 12).napoleon);
    expect(ev.history.map((c) => c.op)).toEqual(['add', 'add', 'edit', 'delete']);
    expect(ev.history[3]!.before).toMatchObject({ napoleon: 1 });
  });
  it('the deal passes on, and a hand dealt by someone else moves it', () => {
    let ev = must(addHand(jp(), 'h1', HAND, AT));
    expect(sheetOf(ev).next.dealer).toBe(1);
    ev = must(addHand(ev, 'h2', HAND, AT, 3));
    expect(sheetOf(ev).rows[1]!.dealer).toBe(3);
    expect(sheetOf(ev).next.dealer).toBe(4);
  });
});

describe('files', () => {
  it('an evening goes out and comes back whole', () => {
    const ev = must(addHand(jp(), 'h1', HAND, AT));
    const back = readEveningFile(eveningJson(ev));
    expect(back).toEqual({ ok: true, evening: ev });
  });
  it('a file that is not an evening is refused with the reason', () => {
    expect(readEveningFile('not json')).toEqual({ ok: false, refusal: { kind: 'not-json' } });
    expect(readEveningFile('{"hello": 1}')).toMatchObject({ ok: false, refusal: { kind: 'not-evening' } });
    const bad = { ...must(addHand(jp(), 'h1', HAND, AT)) };
    bad.hands = [{ id: 'h1', entry: { ...HAND, honours: 25 } }];
    expect(readEveningFile(JSON.stringify(bad))).toEqual({
      ok: false,
      refusal: { kind: 'hand', number: 1, issue: { field: 'honours', kind: 'range', min: 0, max: 20 } },
    });
    expect(readEveningFile(JSON.stringify({ ...jp(), players: ['a', 'b', 'c'] }))).toEqual({
      ok: false,
      refusal: { kind: 'players', want: 5, got: 3 },
    });
  });
  it('the CSV table opens again as the evening it shows; a table without its evening line is refused', () => {
    const ev = must(addHand(jp(), 'h1', HAND, AT));
    const csv = eveningCsv(
      sheetOf(ev),
      { header: ['Hand', 'Why, in words'], line: (r) => [r.number, 'a "quote", and a\nline'] },
      ev,
    );
    expect(readEveningFile('\uFEFF' + csv)).toEqual({ ok: true, evening: ev });
    expect(readEveningFile(csv.split('\r\n').slice(0, -2).join('\r\n'))).toEqual({
      ok: false,
      refusal: { kind: 'not-json' },
    });
    const damaged = csv.replace('"honours"', '"honour"');
    expect(readEveningFile(damaged)).toMatchObject({ ok: false });
  });
  it('the CSV quotes what needs quoting', () => {
    const ev = must(addHand(jp(), 'h1', HAND, AT));
    const csv = eveningCsv(sheetOf(ev), { header: ['Hand', 'Why, in words'], line: (r) => [r.number, 'a "quote"'] });
    expect(csv).toBe('Hand,"Why, in words"\r\n1,"a ""quote"""\r\n');
  });
});

describe('storage', () => {
  beforeEach(() => {
    const mem = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
    } as Storage;
  });
  it('keeps several evenings; an import never replaces one', () => {
    const a = jp();
    let s = withEvening(loadPad().value, a);
    s = importInto(s, a, 'jp-2');
    expect(storePad(s)).toBe(true);
    expect(loadPad().value.evenings.map((e) => e.id)).toEqual(['jp', 'jp-2']);
  });
  it('a damaged evening is set aside, the others kept, the raw text backed up', () => {
    const good = jp();
    const raw = JSON.stringify({
      v: 1,
      current: 'jp',
      evenings: [good, { ...good, id: 'bad', players: ['only', 'three', 'names'] }],
    });
    localStorage.setItem(PAD_KIND.key, raw);
    const loaded = loadPad();
    expect(loaded.value.evenings.map((e) => e.id)).toEqual(['jp']);
    expect(loaded.notice).toMatch(/1 of your saved evenings/);
    expect(localStorage.getItem(PAD_KIND.backup)).toBe(raw);
  });
});

describe('rules from a link', () => {
  it('reads the game, the preset and the options; the engine names a bad option', async () => {
    const { rulesFromLink } = await import('../../../src/islands-logic/score-pad/rules-link.ts');
    expect(rulesFromLink('https://x/practice/?v=nap&r=standard+misere=false', 'japanese')).toEqual({
      ok: true,
      variant: 'nap',
      rules: { preset: 'standard', rules: { misere: false } },
    });
    const bad = rulesFromLink('v=japanese&r=standard+killer=XX', 'japanese');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.why).toMatch(/killer/);
  });
});

describe('storage that is not an evening at all', () => {
  it('text that is not JSON is set aside under the backup key and the pad starts empty', () => {
    const mem = new Map<string, string>([[PAD_KIND.key, '{not json']]);
    globalThis.localStorage = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
    } as Storage;
    const loaded = loadPad();
    expect(loaded.value.evenings).toEqual([]);
    expect(loaded.notice).toMatch(/set aside/);
    expect(mem.get(PAD_KIND.backup)).toBe('{not json');
  });
});
