/** The score pad's new-evening form: the game and its rules (a preset or a link), the players in their seats, the first dealer. */
import { useEffect, useState } from 'preact/hooks';
import type { VariantId } from '../../engine/options.ts';
import type { RuleChoice } from '../../islands-logic/engines/types.ts';
import { loadPadGame } from '../../islands-logic/score-pad/load.ts';
import { padGame, padLoaded } from '../../islands-logic/score-pad/registry.ts';
import { rulesFromLink } from '../../islands-logic/score-pad/rules-link.ts';
import type { PadWords } from '../../i18n/islands/score-pad.ts';
import type { PadGameInfo } from './types.ts';

export interface SetupChoice {
  name: string;
  variant: VariantId;
  rules: RuleChoice;
  players: string[];
  firstDealer: number;
}

interface Props {
  w: PadWords;
  games: readonly PadGameInfo[];
  /** Rules from the page's address (`?v=…&r=…`), if any. */
  initial?: { variant: VariantId; rules: RuleChoice } | undefined;
  today: string;
  onStart(c: SetupChoice): void;
  onCancel?: (() => void) | undefined;
}

/** The player count of a rule choice (the engine's resolver), or null when the rules are refused. */
function playersOf(variant: VariantId, rules: RuleChoice): number | null {
  try {
    const g = padGame(variant);
    return g.players(g.resolve(rules));
  } catch {
    return null;
  }
}

export default function SetupForm({ w, games, initial, today, onStart, onCancel }: Props) {
  const [variant, setVariant] = useState<VariantId>(initial?.variant ?? games[0]!.id);
  const game = games.find((g) => g.id === variant) ?? games[0]!;
  const [preset, setPreset] = useState(initial?.rules.preset ?? game.presets[0]!.id);
  const [link, setLink] = useState('');
  const [linkRules, setLinkRules] = useState<RuleChoice | null>(initial?.rules.rules ? initial.rules : null);
  const [linkProblem, setLinkProblem] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const [dealer, setDealer] = useState(0);
  const [name, setName] = useState('');
  const [, setLoads] = useState(0);
  // The game's glue (and its engine code) is fetched when the game is chosen.
  useEffect(() => {
    void loadPadGame(variant).then(() => setLoads((k) => k + 1));
  }, [variant]);
  const ready = padLoaded(variant);

  const base: RuleChoice = linkRules ?? { preset };
  const fixed = playersOf(variant, base) ?? game.players.default;
  const n = count !== null && game.players.counts.includes(count) ? count : fixed;
  const rules: RuleChoice = n === fixed ? base : { ...base, rules: { ...base.rules, players: n } };

  const pickGame = (id: VariantId) => {
    const g = games.find((x) => x.id === id)!;
    setVariant(id);
    setPreset(g.presets[0]!.id);
    setLinkRules(null);
    setCount(null);
  };
  const readLink = async (text: string) => {
    setLink(text);
    if (text.trim() === '') {
      setLinkProblem('');
      setLinkRules(null);
      return;
    }
    const q = text.includes('?') ? text.slice(text.indexOf('?') + 1) : text;
    await loadPadGame(new URLSearchParams(q).get('v') ?? variant);
    const r = rulesFromLink(text, variant);
    if (!r.ok) return setLinkProblem(w.rulesRefused(r.why));
    setLinkProblem('');
    setVariant(r.variant);
    if (r.rules.preset) setPreset(r.rules.preset);
    setLinkRules(r.rules);
    setCount(null);
  };
  const submit = (e: Event) => {
    e.preventDefault();
    const players = Array.from({ length: n }, (_, i) => names[i]?.trim() || w.playerDefault(i + 1));
    onStart({
      name: name.trim() || w.eveningNameDefault(today),
      variant,
      rules,
      players,
      firstDealer: Math.min(dealer, n - 1),
    });
  };

  return (
    <form class="pad__setup" onSubmit={submit}>
      <h2>{w.setupHeading}</h2>
      <div class="isl__field">
        <label for="pad-name">{w.eveningName}</label>
        <input
          id="pad-name"
          type="text"
          value={name}
          placeholder={w.eveningNameDefault(today)}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </div>
      <div class="isl__row">
        <div class="isl__field">
          <label for="pad-game">{w.game}</label>
          <select id="pad-game" value={variant} onChange={(e) => pickGame(e.currentTarget.value as VariantId)}>
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div class="isl__field">
          <label for="pad-preset">{w.preset}</label>
          <select
            id="pad-preset"
            value={preset}
            disabled={linkRules !== null}
            onChange={(e) => setPreset(e.currentTarget.value)}
          >
            {game.presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        {game.players.counts.length > 1 && (
          <div class="isl__field">
            <label for="pad-count">{w.playerCount}</label>
            <select id="pad-count" value={n} onChange={(e) => setCount(Number(e.currentTarget.value))}>
              {game.players.counts.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div class="isl__field">
        <label for="pad-link">{w.rulesLink}</label>
        <input
          id="pad-link"
          type="text"
          inputMode="url"
          value={link}
          aria-describedby="pad-link-said"
          onChange={(e) => void readLink(e.currentTarget.value)}
        />
        <p id="pad-link-said" class="isl__meta" role="status">
          {linkProblem ||
            (linkRules
              ? w.rulesLinkUsed(
                  w.rulesWords(
                    game.presets.find((p) => p.id === rules.preset)?.label ?? '',
                    Object.keys(linkRules.rules ?? {}).length,
                  ),
                )
              : '')}
        </p>
      </div>
      <fieldset class="pad__names">
        <legend>{w.seatsNote}</legend>
        {Array.from({ length: n }, (_, i) => (
          <div class="isl__field" key={i}>
            <label for={`pad-seat-${i}`}>{w.playerName(i + 1)}</label>
            <input
              id={`pad-seat-${i}`}
              type="text"
              maxLength={40}
              value={names[i] ?? ''}
              placeholder={w.playerDefault(i + 1)}
              onInput={(e) => {
                const next = [...names];
                next[i] = e.currentTarget.value;
                setNames(next);
              }}
            />
          </div>
        ))}
      </fieldset>
      <div class="isl__field">
        <label for="pad-dealer">{w.firstDealer}</label>
        <select
          id="pad-dealer"
          value={Math.min(dealer, n - 1)}
          onChange={(e) => setDealer(Number(e.currentTarget.value))}
        >
          {Array.from({ length: n }, (_, i) => (
            <option key={i} value={i}>
              {names[i]?.trim() || w.playerDefault(i + 1)}
            </option>
          ))}
        </select>
      </div>
      <div class="isl__row">
        <button type="submit" class="isl__btn isl__btn--main" disabled={!ready}>
          {w.start}
        </button>
        {onCancel && (
          <button type="button" class="isl__btn" onClick={onCancel}>
            {w.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
