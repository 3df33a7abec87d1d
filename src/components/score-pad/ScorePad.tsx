/**
 * The score pad (`/score/`): an evening's players, game and rules, one entry per hand, and the
 * engine's scores with running totals, the next dealer and opener and a one-line why. Every change
 * is saved in this browser at once (islands-logic/score-pad/file.ts); evenings go out and come
 * back as JSON, out as CSV, and print as a score sheet. The words come from the page's language
 * entry (ScorePad.<lang>.tsx).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  addHand,
  blankEntry,
  deleteHand,
  editHand,
  fieldsOf,
  newEvening,
  sheetOf,
  type Evening,
} from '../../islands-logic/score-pad/evening.ts';
import {
  eveningCsv,
  eveningJson,
  importInto,
  eveningTextOf,
  readEveningFile,
  storePad,
  withEvening,
  type PadStore,
} from '../../islands-logic/score-pad/file.ts';
import { loadGamesOf, loadPadGame, loadPadWithGames } from '../../islands-logic/score-pad/load.ts';
import { rulesFromLink } from '../../islands-logic/score-pad/rules-link.ts';
import type { Entry } from '../../islands-logic/score-pad/types.ts';
import type { PadWords } from '../../i18n/islands/score-pad.ts';
import HandForm from './HandForm.tsx';
import SetupForm, { type SetupChoice } from './SetupForm.tsx';
import Sheet from './Sheet.tsx';
import { seatName, type PadGameInfo } from './types.ts';
import { entryWords, valueWords, whyWords } from './words.ts';
import '../islands.css';
import './score-pad.css';

export interface ScorePadProps {
  games: PadGameInfo[];
}

let counter = 0;
/** A fresh id (no randomness needed: time and a counter). */
const freshId = (p: string) => `${p}${Date.now().toString(36)}${(counter++).toString(36)}`;
const now = () => new Date().toISOString();

function download(name: string, text: string, type: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

const fileName = (ev: Evening, ext: string) =>
  `etori-score-${ev.created.slice(0, 10)}-${ev.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 30)}.${ext}`;

export default function ScorePad({ games, words: w }: ScorePadProps & { words: PadWords }) {
  const [store, setStore] = useState<PadStore | null>(null);
  const [said, setSaid] = useState('');
  const [setup, setSetup] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [initial, setInitial] = useState<{ variant: PadGameInfo['id']; rules: { preset?: string } } | undefined>();

  useEffect(() => {
    void (async () => {
      const loaded = await loadPadWithGames();
      // Rules in the address (a link from a rules page): the new-evening form opens with them.
      if (location.search.includes('v=')) {
        await loadPadGame(new URLSearchParams(location.search).get('v'));
        const r = rulesFromLink(location.search, games[0]!.id);
        if (r.ok) {
          setInitial({ variant: r.variant, rules: r.rules });
          setSetup(true);
        }
      }
      setStore(loaded.value);
      if (loaded.notice) setSaid(loaded.notice);
    })();
  }, []);

  const ev = store?.evenings.find((e) => e.id === store.current) ?? null;
  const game = ev ? games.find((g) => g.id === ev.variant)! : null;
  const fields = useMemo(() => (ev ? fieldsOf(ev) : []), [ev?.variant, ev?.rules, ev?.players.length]);
  const sheet = useMemo(() => (ev ? sheetOf(ev) : null), [ev]);
  const name = (s: number) => seatName(ev?.players ?? [], s, w.playerDefault);

  /** Keep a change: in the page and, at once, in this browser. */
  const keep = (next: PadStore, message: string) => {
    setStore(next);
    setSaid(storePad(next) ? `${message} ${w.saved}`.trim() : w.saveFailed);
  };
  const put = (next: Evening, message: string) => keep(withEvening(store!, next), message);

  if (store === null) return <p class="isl__meta">{w.padLoading}</p>;

  const start = (c: SetupChoice) => {
    const e = newEvening({ id: freshId('e'), created: now(), ...c });
    setSetup(false);
    setEditing(null);
    put(e, '');
  };
  const submit = (entry: Entry, dealer: number) => {
    if (!ev) return null;
    const r = editing ? editHand(ev, editing, entry, now(), dealer) : addHand(ev, freshId('h'), entry, now(), dealer);
    if (!r.ok) return r.issue;
    const n = editing ? ev.hands.findIndex((h) => h.id === editing) + 1 : ev.hands.length + 1;
    setEditing(null);
    put(r.evening, editing ? w.edited(n) : w.added(n));
    return null;
  };
  const remove = (id: string) => {
    if (!ev) return;
    const n = ev.hands.findIndex((h) => h.id === id) + 1;
    if (editing === id) setEditing(null);
    put(deleteHand(ev, id, now()), w.deleted(n));
  };
  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const text = eveningTextOf(await file.text());
    await loadGamesOf(text);
    const r = readEveningFile(text);
    if (!r.ok) return setSaid(w.refused(r.refusal));
    keep(importInto(store, r.evening, freshId('e')), w.imported(r.evening.name));
    setSetup(false);
    setEditing(null);
  };
  const csv = () => {
    if (!ev || !sheet) return;
    const header = [
      w.colHand,
      w.dealer,
      ...fields.map((f) => w.field(f.key)),
      ...ev.players.flatMap((_, s) => [name(s), `${w.totalRow}: ${name(s)}`]),
      w.colWhat,
    ];
    const line = (r: (typeof sheet.rows)[number]) => [
      r.number,
      name(r.dealer),
      ...fields.map((f) => valueWords(w, f, r.entry, ev.players)),
      ...r.scores.flatMap((v, s) => [v, r.totals[s]!]),
      whyWords(w, r, ev.players),
    ];
    download(fileName(ev, 'csv'), '\uFEFF' + eveningCsv(sheet, { header, line }, ev), 'text/csv');
  };
  const dropEvening = () => {
    if (!ev || !confirm(w.deleteEveningConfirm(ev.name))) return;
    const evenings = store.evenings.filter((e) => e.id !== ev.id);
    keep({ v: 1, current: evenings[0]?.id ?? null, evenings }, '');
  };

  const editRow = editing && sheet ? sheet.rows.find((r) => r.id === editing) : undefined;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <section class="isl pad" aria-label={w.padRegion}>
      <div class="pad__bar pad__noprint">
        {store.evenings.length > 0 ? (
          <div class="isl__field">
            <label for="pad-evenings">{w.evenings}</label>
            <select
              id="pad-evenings"
              value={store.current ?? ''}
              onChange={(e) => {
                setEditing(null);
                setSetup(false);
                keep({ ...store, current: e.currentTarget.value }, '');
              }}
            >
              {store.evenings.map((e) => (
                <option
                  key={e.id}
                  value={e.id}
                >{`${e.name} · ${games.find((g) => g.id === e.variant)?.name ?? e.variant}`}</option>
              ))}
            </select>
          </div>
        ) : (
          <p class="isl__meta">{w.noEvenings}</p>
        )}
        <div class="isl__row">
          {!setup && (
            <button type="button" class="isl__btn" onClick={() => setSetup(true)}>
              {w.newEvening}
            </button>
          )}
          {ev && (
            <button
              type="button"
              class="isl__btn"
              onClick={() => download(fileName(ev, 'json'), eveningJson(ev), 'application/json')}
            >
              {w.exportJson}
            </button>
          )}
          {ev && (
            <button type="button" class="isl__btn" onClick={csv}>
              {w.exportCsv}
            </button>
          )}
          {ev && (
            <button type="button" class="isl__btn" onClick={() => print()}>
              {w.print}
            </button>
          )}
          <label class="isl__btn pad__file">
            {w.importFile}
            <input
              type="file"
              accept="application/json,.json,text/csv,.csv"
              class="sr-only"
              onChange={(e) => void importFile(e.currentTarget)}
            />
          </label>
        </div>
      </div>
      <div class="pad__noprint" role="status">
        {said && <p class="isl__notice pad__said">{said}</p>}
      </div>

      {(setup || !ev) && (
        <SetupForm
          key={initial ? 'link' : 'plain'}
          w={w}
          games={games}
          initial={initial}
          today={today}
          onStart={start}
          onCancel={ev ? () => setSetup(false) : undefined}
        />
      )}

      {ev && game && sheet && !setup && (
        <div class="pad__evening">
          <h2>{w.eveningHeading(ev.name)}</h2>
          <p class="isl__meta">
            {w.eveningRules(
              game.name,
              w.rulesWords(
                game.presets.find((p) => p.id === (ev.rules.preset ?? game.presets[0]!.id))?.label ?? '',
                Object.keys(ev.rules.rules ?? {}).length,
              ),
            )}
          </p>
          <Sheet
            w={w}
            game={game}
            fields={fields}
            players={ev.players}
            sheet={sheet}
            editing={editing}
            onEdit={setEditing}
            onDelete={remove}
          />
          {sheet.winners ? (
            <p class="isl__feedback is-right">{w.winners(sheet.winners.map(name))}</p>
          ) : (
            <p class="pad__next">
              {w.next(game.kind, name(sheet.next.dealer), sheet.next.opener === null ? null : name(sheet.next.opener))}{' '}
              {sheet.next.opener === null ? w.firstLead(game.kind) : ''}
            </p>
          )}
          <div class="pad__noprint">
            <HandForm
              key={editRow ? `edit-${editRow.id}` : `new-${ev.id}-${ev.hands.length}`}
              w={w}
              fields={fields}
              players={ev.players}
              heading={editRow ? w.editHeading(editRow.number) : w.handHeading(sheet.rows.length + 1)}
              start={editRow ? editRow.entry : blankEntry(fields, ev.players.length)}
              dealer={editRow ? editRow.dealer : sheet.next.dealer}
              editing={!!editRow}
              onSubmit={submit}
              onCancel={editRow ? () => setEditing(null) : undefined}
            />
          </div>
          {ev.history.length > 0 && (
            <details class="pad__history pad__noprint">
              <summary>{w.history(ev.history.length)}</summary>
              <ol>
                {ev.history.map((c, i) => (
                  <li key={i}>
                    {w.historyLine(c.op, c.at.slice(0, 16).replace('T', ' '))}
                    {c.before ? ` — ${entryWords(w, fields, c.before, ev.players)}` : ''}
                  </li>
                ))}
              </ol>
            </details>
          )}
          <p class="pad__noprint">
            <button type="button" class="isl__btn" onClick={dropEvening}>
              {w.deleteEvening}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
