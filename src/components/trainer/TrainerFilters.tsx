/** The puzzle trainer's filters (part of the PuzzleTrainer island): kind, theme and game. */
import type { TrainerWords } from '../../i18n/islands/trainer.ts';
import type { TrainerKind } from '../../islands-logic/trainer.ts';
import { ALL } from '../../islands-logic/trainer-data.ts';

export default function TrainerFilters({
  w,
  kind,
  theme,
  game,
  themes,
  games,
  filterChanged,
}: {
  w: TrainerWords;
  kind: TrainerKind | '';
  theme: string;
  game: string;
  themes: string[];
  games: string[];
  filterChanged: (nextTheme: string, nextGame: string, nextKind?: TrainerKind | '') => void;
}) {
  return (
    <div class="isl__row">
      <span>
        <label for="trainer-kind">{w.kindLabel}</label>{' '}
        <select
          id="trainer-kind"
          value={kind}
          onChange={(e) => filterChanged(theme, game, (e.target as HTMLSelectElement).value as TrainerKind | '')}
        >
          <option value={ALL}>{w.allKinds}</option>
          {(Object.keys(w.kind) as TrainerKind[]).map((k) => (
            <option value={k}>{w.kind[k]}</option>
          ))}
        </select>
      </span>
      <span>
        <label for="trainer-theme">{w.themeLabel}</label>{' '}
        <select
          id="trainer-theme"
          value={theme}
          onChange={(e) => filterChanged((e.target as HTMLSelectElement).value, game)}
        >
          <option value={ALL}>{w.allThemes}</option>
          {themes.map((t) => (
            <option value={t}>{t}</option>
          ))}
        </select>
      </span>
      <span>
        <label for="trainer-game">{w.gameLabel}</label>{' '}
        <select
          id="trainer-game"
          value={game}
          onChange={(e) => filterChanged(theme, (e.target as HTMLSelectElement).value)}
        >
          <option value={ALL}>{w.allGames}</option>
          {games.map((g) => (
            <option value={g}>{g}</option>
          ))}
        </select>
      </span>
    </div>
  );
}
