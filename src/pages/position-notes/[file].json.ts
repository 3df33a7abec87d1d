/**
 * The teaching notes of one page's endgame or deduction puzzles, in one language:
 * `/position-notes/<lang>-<variant>-<kind>.json` = { "<puzzle id>": "<note>" }. The islands fetch
 * it when a note is first shown (components/PuzzleNote.tsx), so the notes do not weigh on the page.
 */
import type { GetStaticPaths } from 'astro';
import {
  POSITION_VARIANTS,
  positionPuzzlesFor,
  type PositionKind,
  type PositionVariant,
} from '../../content-data/position-puzzles.ts';
import { localizePuzzle, NOTE_LANGS, NOTE_VARIANTS } from '../../content-data/translations.ts';

interface Props {
  lang: string;
  variant: PositionVariant;
  kind: PositionKind;
}

export const getStaticPaths = (() =>
  NOTE_LANGS.flatMap((lang) =>
    POSITION_VARIANTS.filter((v) => NOTE_VARIANTS[lang] === 'all' || NOTE_VARIANTS[lang].includes(v)).flatMap(
      (variant) =>
        (['endgame', 'deduction'] as const)
          .filter((kind) => positionPuzzlesFor(kind, variant).length > 0)
          .map((kind) => ({ params: { file: `${lang}-${variant}-${kind}` }, props: { lang, variant, kind } })),
    ),
  )) satisfies GetStaticPaths;

export function GET({ props }: { props: Props }): Response {
  const notes = Object.fromEntries(
    positionPuzzlesFor(props.kind, props.variant).map((p) => [p.id, localizePuzzle(p, props.lang).note]),
  );
  return new Response(JSON.stringify(notes), { headers: { 'Content-Type': 'application/json' } });
}
