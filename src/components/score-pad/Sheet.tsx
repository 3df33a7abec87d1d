/** The score sheet: every hand with the engine's scores, each player's role and running total, the why, and Change / Delete. */
import { Fragment } from 'preact';
import { signed } from '../../islands-logic/numbers.ts';
import type { EveningSheet } from '../../islands-logic/score-pad/evening.ts';
import type { Field } from '../../islands-logic/score-pad/types.ts';
import type { PadWords } from '../../i18n/islands/score-pad.ts';
import { seatName, type PadGameInfo } from './types.ts';
import { entryWords, whyWords } from './words.ts';
import { useCardName } from './HandForm.tsx';

interface Props {
  w: PadWords;
  game: PadGameInfo;
  fields: readonly Field[];
  players: readonly string[];
  sheet: EveningSheet;
  editing: string | null;
  onEdit(id: string): void;
  onDelete(id: string): void;
}

export default function Sheet({ w, game, fields, players, sheet, editing, onEdit, onDelete }: Props) {
  const name = (s: number) => seatName(players, s, w.playerDefault);
  const cardName = useCardName();
  return (
    <div class="pad__sheet-wrap">
      <table class="pad__sheet">
        <caption>{w.sheetCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.colHand}</th>
            {players.map((_, s) => (
              <th scope="col" key={s}>
                {name(s)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.start.some((v) => v !== 0) && (
            <tr>
              <th scope="row">{w.startRow}</th>
              {sheet.start.map((v, s) => (
                <td key={s}>
                  <strong>{signed(v)}</strong>
                </td>
              ))}
            </tr>
          )}
          {sheet.rows.map((r) => (
            <Fragment key={r.id}>
              <tr data-hand={r.number} class={editing === r.id ? 'is-editing' : ''}>
                <th scope="row" rowSpan={2}>
                  {r.number}
                  <span class="pad__dealt">{w.dealtBy(name(r.dealer))}</span>
                  <span class="pad__noprint pad__change" role="group" aria-label={w.colChange}>
                    <button
                      type="button"
                      class="isl__btn"
                      aria-label={w.editHand(r.number)}
                      onClick={() => onEdit(r.id)}
                    >
                      ✎
                    </button>
                    <button
                      type="button"
                      class="isl__btn"
                      aria-label={w.deleteHand(r.number)}
                      onClick={() => onDelete(r.id)}
                    >
                      ✕
                    </button>
                  </span>
                </th>
                {r.scores.map((v, s) => (
                  <td key={s} data-seat={s}>
                    <span class="pad__score">
                      {w.scoreWith(signed(v), w.role(r.roles[s]!, game.declarer, game.partner))}
                    </span>
                    <strong class="pad__total">{signed(r.totals[s]!)}</strong>
                  </td>
                ))}
              </tr>
              <tr class={`pad__detail${editing === r.id ? ' is-editing' : ''}`}>
                <td colSpan={players.length}>
                  <span>{entryWords(w, fields, r.entry, players, cardName)}</span>
                  <span class="pad__why">{whyWords(w, r, players)}</span>
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{w.totalRow}</th>
            {sheet.totals.map((v, s) => (
              <td key={s} data-total={s}>
                <strong>{signed(v)}</strong>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
