/**
 * The practice set-up form: game, rules (preset and options), seat, level, hands, learning mode.
 * Drawn from the game's options and presets (`meta`: the loaded engine, or before it loads the page
 * game's declarations); the engine's own checks of a rule set apply once it has loaded. A game whose
 * engine is still loading shows only the game menu (the island's status line says it is loading).
 */
import { useState } from 'preact/hooks';
import { VARIANT_IDS, type OptionDecl, type OptionValue, type VariantId } from '../../engine/options.ts';
import { gameName } from '../../engine/descriptors.ts';
import type { RulesMeta } from '../../islands-logic/rules-url.ts';
import { optionValues, ruleSectionHref } from '../../islands-logic/rule-words.ts';
import { msg } from '../../islands-logic/msg.ts';
import {
  declaredPlayers,
  defaultSettings,
  LEVELS,
  type Level,
  type PracticeSettings,
} from '../../islands-logic/practice.ts';
import { Words } from '../Words.tsx';
import { usePracticeWords } from '../../i18n/islands/context.ts';

// ------------------------------------------------------------------ settings

export function SetupForm({
  settings,
  meta,
  hydrated,
  onChange,
  onStart,
}: {
  settings: PracticeSettings;
  /** The game's options and presets (null while its engine loads). */
  meta: RulesMeta | null;
  hydrated: boolean;
  onChange: (s: PracticeSettings) => void;
  onStart: (s: PracticeSettings) => void;
}) {
  const w = usePracticeWords();
  const v = settings.variant;
  const gameMenu = (
    <label class="isl__field">
      {w.game}
      <select
        value={settings.variant}
        onChange={(e) => {
          const v = (e.target as HTMLSelectElement).value as VariantId;
          onChange({
            ...defaultSettings(v, settings.seed),
            level: settings.level,
            learning: settings.learning,
            delay: settings.delay,
          });
        }}
      >
        {(w.variants ?? VARIANT_IDS).map((id) => (
          <option value={id}>{w.variantTitle(id, gameName(id))}</option>
        ))}
      </select>
    </label>
  );
  if (!meta) {
    return (
      <form onSubmit={(e) => e.preventDefault()}>
        <h3>{w.newGameHeading}</h3>
        <div class="isl__row">{gameMenu}</div>
        <button type="submit" class="isl__btn isl__btn--main" disabled>
          {w.startGame}
        </button>
      </form>
    );
  }
  const engine = meta;
  const rc = { preset: settings.preset, rules: settings.rules };
  let error: string | null = null;
  let players = declaredPlayers(engine, rc);
  try {
    if (engine.players) players = engine.players(rc);
  } catch (e) {
    error = w.rulesError(v, engine, msg(e));
  }
  const set = (patch: Partial<PracticeSettings>) => onChange({ ...settings, ...patch });
  const setOption = (k: string, v: OptionValue | undefined) => {
    const rules = { ...settings.rules };
    if (v === undefined) delete rules[k];
    else rules[k] = v;
    onChange({ ...settings, rules, seat: Math.min(settings.seat, 7) });
  };
  const [rulesOpen, setRulesOpen] = useState(false);
  const playersDecl = engine.options['players'];
  const words = w.rulesInWords(v, engine, rc);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!error) onStart({ ...settings, seat: Math.min(settings.seat, players - 1) });
      }}
    >
      <h3>{w.newGameHeading}</h3>
      <div class="isl__row">
        {gameMenu}
        <label class="isl__field">
          {w.rules}
          <select
            value={settings.preset ?? engine.presets[0]!.id}
            onChange={(e) => set({ preset: (e.target as HTMLSelectElement).value })}
          >
            {engine.presets.map((p) => (
              <option value={p.id}>{w.presetLabel(v, p.id, p.label)}</option>
            ))}
          </select>
        </label>
        {playersDecl && (
          <OptionField
            name="players"
            label={w.players}
            decl={playersDecl}
            variant={v}
            value={players}
            onChange={(v) => setOption('players', v)}
          />
        )}
        <label class="isl__field">
          {w.yourSeat}
          <select
            value={String(Math.min(settings.seat, players - 1))}
            onChange={(e) => set({ seat: Number((e.target as HTMLSelectElement).value) })}
          >
            {Array.from({ length: players }, (_, i) => (
              <option value={String(i)}>{w.seatN(i + 1)}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          {w.computerPlayers}
          <select
            value={settings.level}
            onChange={(e) => set({ level: (e.target as HTMLSelectElement).value as Level })}
          >
            {LEVELS.map((l) => (
              <option value={l}>{w.level(l)}</option>
            ))}
          </select>
        </label>
        <label class="isl__field">
          {w.hands}
          <select
            value={String(settings.hands)}
            onChange={(e) => set({ hands: Number((e.target as HTMLSelectElement).value) })}
          >
            {[1, 3, 5, 10, 0].map((n) => (
              <option value={String(n)}>{n === 0 ? w.handsAsRules : String(n)}</option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.learning}
            onChange={(e) => set({ learning: (e.target as HTMLInputElement).checked })}
          />{' '}
          {w.learningMode}
        </label>
      </div>
      <details
        class="isl-setup__rules"
        open={rulesOpen}
        onToggle={(e) => setRulesOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>{w.everyOption(Object.keys(engine.options).length)}</summary>
        {/* Built only when opened: some thirty labelled controls the page need not carry otherwise. */}
        {rulesOpen &&
          w.optionGroups(v, engine, ['players']).map((g) => (
            <fieldset class="isl-setup__topic" data-topic={g.topic}>
              <legend>{g.label}</legend>
              {g.options.map(({ key: k, decl: d }) => (
                <OptionField
                  name={k}
                  label={w.optionLabel(v, k, d)}
                  decl={d}
                  variant={v}
                  value={
                    settings.rules[k] ?? engine.presets.find((p) => p.id === settings.preset)?.values[k] ?? d.default
                  }
                  onChange={(v) => setOption(k, v)}
                  description={w.optionDescription(v, k, d)}
                  href={w.href(ruleSectionHref(settings.variant, k, d))}
                />
              ))}
            </fieldset>
          ))}
        {rulesOpen && (
          <details class="isl-setup__keys">
            <summary>{w.showKeys}</summary>
            <p class="isl__meta">{w.keysNote}</p>
            <ul class="isl__list">
              {Object.entries(engine.options).map(([k, d]) => (
                <li>
                  {w.optionLabel(v, k, d)}
                  {w.punct.colon}
                  <code>{k}</code>
                  {w.punct.open}
                  <code>
                    {optionValues(d)
                      .map((x) => JSON.stringify(x))
                      .join(', ')}
                  </code>
                  {w.punct.close}
                </li>
              ))}
            </ul>
          </details>
        )}
      </details>
      <p class="isl__meta">
        {w.rulesLine}
        <Words text={words} />
        {w.punct.stop}
      </p>
      {error && (
        <p class="isl__notice" role="status">
          {error}
        </p>
      )}
      <button type="submit" class="isl__btn isl__btn--main" disabled={!hydrated || error !== null}>
        {w.startGame}
      </button>
    </form>
  );
}

function OptionField({
  name,
  label,
  decl,
  variant,
  value,
  onChange,
  description,
  href,
}: {
  name: string;
  label: string;
  decl: OptionDecl;
  variant: VariantId;
  value: OptionValue;
  onChange: (v: OptionValue) => void;
  /** Shown under the control (not a tooltip: touch screens have none). */
  description?: string;
  /** The option's section on the rules pages. */
  href?: string;
}) {
  const w = usePracticeWords();
  const values = optionValues(decl);
  const id = `opt-${name}`;
  const select = (
    <select
      id={id}
      name={name}
      {...(description ? { 'aria-describedby': `${id}-desc` } : {})}
      value={String(value)}
      onChange={(e) => {
        const t = (e.target as HTMLSelectElement).value;
        const v = values.find((x) => String(x) === t);
        if (v !== undefined) onChange(v);
      }}
    >
      {values.map((v) => (
        <option value={String(v)}>{w.optionValue(variant, name, decl, v)}</option>
      ))}
    </select>
  );
  if (!description) {
    return (
      <label class="isl__field">
        {label}
        {select}
      </label>
    );
  }
  return (
    <div class="isl__field isl-setup__option">
      <label for={id}>{label}</label>
      {select}
      <p class="isl__meta" id={`${id}-desc`}>
        <Words text={description} />
        {href && (
          <>
            {' '}
            <a href={href} aria-label={w.moreAboutRuleName(label)}>
              {w.moreAboutRule}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
