/**
 * The house-rules page in the browser (issue #34): it takes over the static list of questions and
 * walks them one at a time — Back / Next, "question 3 of 12", focus on the new question's heading —
 * then shows the result, whose links (rule link, rule file, summary, practice game, score pad)
 * follow the answers. Answers that do not go together are refused in words by the engine's own
 * check (loaded once an answer changes). Another game's questions come from the edition's data file
 * (`/house-rules-<lang>.json`) when it is picked. Without JavaScript the page stays a plain list.
 */
import { fileValue, houseLinks, readableRefusal } from '../../islands-logic/house-rules-links.ts';
import { loadEngine } from '../../islands-logic/engines/index.ts';
import type { VariantId } from '../../engine/options.ts';

interface Words {
  back: string;
  next: string;
  toResult: string;
  progress: string;
  done: string;
}

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** The links and the refusal line follow the answers. */
function update(form: HTMLFormElement): void {
  const changed: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=radio]:checked'))
    if (!input.hasAttribute('data-base')) changed[input.name] = input.value;
  const game = form.dataset['houseGame']!;
  const preset = form.dataset['preset']!;
  const links = houseLinks(game, preset, changed, form.closest<HTMLElement>('[data-base]')?.dataset['base'] ?? '/');
  const refused = form.querySelector<HTMLElement>('[data-refused]')!;
  if (Object.keys(changed).length === 0) refused.hidden = true;
  else
    void loadEngine(game as VariantId).then((e) => {
      const rules = Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, fileValue(v)]));
      try {
        e.players({ preset, rules });
        refused.hidden = true;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const named = refused.dataset['named'];
        // An edition: the options the refusal names, as this page words them (their questions' headings).
        const options = Object.keys(e.options)
          .filter((k) => message.includes(`"${k}"`))
          .map((k) => form.querySelector(`input[name="${k}"]`)?.closest('fieldset')?.querySelector('h3')?.textContent)
          .filter((x): x is string => !!x);
        refused.textContent =
          named && options.length
            ? fill(named, { options: options.join(' / ') })
            : fill(refused.dataset['template'] ?? '{reason}', { reason: readableRefusal(message, e.options) });
        refused.hidden = false;
      }
    });
  for (const a of form.querySelectorAll<HTMLAnchorElement>('[data-link]')) {
    const which = a.dataset['link'] as keyof typeof links;
    a.href = links[which];
  }
}

const button = (text: string, name: string): HTMLButtonElement => {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.dataset['step'] = name;
  return b;
};

/** One question at a time: the form becomes a stepper; `go` shows step `i` (the last: the result). */
function enhance(form: HTMLFormElement, words: Words): void {
  if (form.classList.contains('hr-steps')) return;
  form.classList.add('hr-steps');
  for (const d of form.querySelectorAll('details')) d.open = true;
  const questions = [...form.querySelectorAll<HTMLFieldSetElement>('.hr-q')];
  const result = form.querySelector<HTMLElement>('.hr-result')!;
  const steps: HTMLElement[] = [...questions, result];
  const progress = document.createElement('p');
  progress.className = 'hr-progress';
  (form.querySelector('h2')!.nextElementSibling ?? form.querySelector('h2')!).after(progress);
  const nav = document.createElement('div');
  nav.className = 'hr-nav';
  const back = button(words.back, 'back');
  const next = button(words.next, 'next');
  nav.append(back, next);
  form.querySelector('[data-refused]')!.before(nav);
  let at = 0;
  const go = (i: number, focus: boolean) => {
    at = Math.max(0, Math.min(steps.length - 1, i));
    steps.forEach((s, k) => (s.hidden = k !== at));
    const q = questions[at];
    progress.textContent = q
      ? fill(words.progress, { topic: q.dataset['topic'] ?? '', n: at + 1, total: questions.length })
      : fill(words.done, { total: questions.length });
    back.disabled = at === 0;
    next.hidden = at === steps.length - 1;
    next.textContent = at === questions.length - 1 ? words.toResult : words.next;
    if (focus) {
      const h = steps[at]!.querySelector<HTMLElement>('h3')!;
      h.tabIndex = -1;
      h.focus();
    }
  };
  back.addEventListener('click', () => go(at - 1, true));
  next.addEventListener('click', () => go(at + 1, true));
  form.addEventListener('change', () => update(form));
  form.addEventListener('submit', (ev) => ev.preventDefault());
  go(0, false);
  update(form);
}

export function startHouseRules(root: HTMLElement): void {
  const words = JSON.parse(root.dataset['words'] ?? '{}') as Words;
  const pick = root.querySelector<HTMLSelectElement>('[data-house-pick]');
  const forms = () => [...root.querySelectorAll<HTMLFormElement>('[data-house-game]')];
  for (const f of forms()) enhance(f, words);
  let data: Promise<Record<string, string>> | null = null;
  const load = () =>
    (data ??= fetch(root.dataset['src']!)
      .then((r) => r.json() as Promise<{ games: Record<string, string> }>)
      .then((j) => j.games));
  pick?.addEventListener('change', () => {
    const game = pick.value;
    const show = () => {
      for (const f of forms()) f.hidden = f.dataset['houseGame'] !== game;
    };
    if (forms().some((f) => f.dataset['houseGame'] === game)) return show();
    void load().then((games) => {
      if (forms().some((f) => f.dataset['houseGame'] === game)) return show();
      const t = document.createElement('template');
      t.innerHTML = games[game] ?? '';
      const form = t.content.querySelector<HTMLFormElement>('form');
      if (!form) return;
      root.append(form);
      enhance(form, words);
      show();
    });
  });
}
