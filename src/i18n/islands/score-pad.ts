/**
 * The score pad's words (island family "score-pad": components/score-pad/*), made from the
 * catalogue `src/i18n/messages/<lang>/score-pad.json`. The one shape every language fills: which
 * facts hold (who made the bid, which field is wrong, why a file was refused) is decided by the
 * pad's logic (islands-logic/score-pad/) and arrives here as data; a language gives only templates.
 */
import type { Translate } from '../messages/format.ts';
import type en from '../messages/en/score-pad.json';
import type { Issue, Role, Why } from '../../islands-logic/score-pad/types.ts';
import type { Refusal } from '../../islands-logic/score-pad/file.ts';

export type PadKey = Extract<keyof typeof en, string>;

/** A select's key: no hyphens. */
const sel = (s: string) => s.replaceAll('-', '_');

export function padWords(t: Translate<PadKey>) {
  const field = (key: string) => t('field', { key });
  const issue = (i: Issue) =>
    t('issue', { field: field(i.field), kind: sel(i.kind), min: i.min, max: i.max, place: i.place });
  return {
    lang: t.lang,
    padRegion: t('padRegion'),
    padLoading: t('padLoading'),
    padIntro: t('padIntro'),
    setupHeading: t('setupHeading'),
    eveningName: t('eveningName'),
    eveningNameDefault: (date: string) => t('eveningNameDefault', { date }),
    game: t('game'),
    preset: t('preset'),
    rulesLink: t('rulesLink'),
    rulesLinkUsed: (rules: string) => t('rulesLinkUsed', { rules }),
    rulesRefused: (why: string) => t('rulesRefused', { why }),
    playerCount: t('playerCount'),
    playerName: (n: number) => t('playerName', { n }),
    playerDefault: (n: number) => t('playerDefault', { n }),
    seatsNote: t('seatsNote'),
    firstDealer: t('firstDealer'),
    start: t('start'),
    cancel: t('cancel'),
    evenings: t('evenings'),
    openEvening: t('openEvening'),
    newEvening: t('newEvening'),
    deleteEvening: t('deleteEvening'),
    deleteEveningConfirm: (name: string) => t('deleteEveningConfirm', { name }),
    exportJson: t('exportJson'),
    exportCsv: t('exportCsv'),
    importFile: t('importFile'),
    print: t('print'),
    imported: (name: string) => t('imported', { name }),
    /** Why a file was not opened, in one sentence. */
    refused: (r: Refusal) =>
      t('refused', {
        why: t('refusal', {
          kind: sel(r.kind),
          at: r.kind === 'not-evening' ? r.at : '',
          why: r.kind === 'rules' ? r.why : '',
          want: r.kind === 'players' ? r.want : 0,
          got: r.kind === 'players' ? r.got : 0,
          number: r.kind === 'hand' ? r.number : 0,
          issue: r.kind === 'hand' ? issue(r.issue) : '',
        }),
      }),
    eveningHeading: (name: string) => t('eveningHeading', { name }),
    eveningRules: (game: string, rules: string) => t('eveningRules', { game, rules }),
    /** A rule set in words: its preset's name and how many options it changes. */
    rulesWords: (preset: string, n: number) => t('rulesWords', { preset, n }),
    handHeading: (n: number) => t('handHeading', { n }),
    editHeading: (n: number) => t('editHeading', { n }),
    dealer: t('dealer'),
    field,
    nobody: (key: string) => t('nobody', { key }),
    choose: t('choose'),
    /** A choice's words (a suit, a bid, a betrayal, how the friend was called). */
    choice: (key: string, value: string) =>
      t('choice', { v: key === 'friendCall' && value === 'none' ? 'nofriend' : sel(value) }),
    placeOf: (name: string) => t('placeOf', { name }),
    place: (n: number) => t('place', { n }),
    addHand: t('addHand'),
    saveEdit: t('saveEdit'),
    cancelEdit: t('cancelEdit'),
    issue,
    sheetCaption: t('sheetCaption'),
    colHand: t('colHand'),
    colWhat: t('colWhat'),
    colChange: t('colChange'),
    startRow: t('startRow'),
    totalRow: t('totalRow'),
    /** A seat's role in a hand, in the game's words (the descriptor's declarer and partner). */
    role: (role: Role, declarer: string | null, partner: string | null) =>
      t('role', { role, declarer: declarer ?? 'other', partner: partner ?? 'other' }),
    scoreWith: (score: string, role: string) => t('scoreWith', { score, role }),
    dealtBy: (name: string) => t('dealtBy', { name }),
    /** The one-line why of a hand; `order`: the finishing order in words (Daifugō). */
    why: (w: Why, order: string) =>
      t('why', {
        outcome: w.outcome,
        taken: w.taken,
        bid: w.bid,
        unit: w.unit,
        doubled: w.doubled === true,
        betrayal: w.betrayal ?? 'none',
        doublings: w.doublings?.length
          ? w.doublings.map((d) => t('doubling', { d: sel(d) })).join(t('listSep'))
          : 'none',
        order,
      }),
    listSep: t('listSep'),
    editHand: (n: number) => t('editHand', { n }),
    deleteHand: (n: number) => t('deleteHand', { n }),
    deleted: (n: number) => t('deleted', { n }),
    added: (n: number) => t('added', { n }),
    edited: (n: number) => t('edited', { n }),
    next: (kind: string, dealer: string, opener: string | null) =>
      t('next', { kind, dealer, opener: opener ?? 'none' }),
    firstLead: (kind: string) => t('firstLead', { kind }),
    winners: (names: readonly string[]) => t('winners', { names: names.join(t('listSep')), count: names.length }),
    saved: t('saved'),
    saveFailed: t('saveFailed'),
    history: (n: number) => t('history', { n }),
    historyLine: (op: string, at: string) => t('historyLine', { op, at }),
    noEvenings: t('noEvenings'),
  };
}

export type PadWords = ReturnType<typeof padWords>;
