/**
 * The printable one-page summary of a game (islands-logic/summary.ts gives the content). Rendered
 * at build time for the page's default rules, and again in the browser by SummaryRules.tsx when
 * the reader picks other rules. No state, no effects: the same markup on both sides.
 */
import { fill, type SummaryModel } from '../../islands-logic/summary.ts';
import { SITE_PATH_ATTR, siteAddress } from './site-address.ts';

export interface SummarySheetProps {
  model: SummaryModel;
  /**
   * The site's address (`https://…`), for the printed links back; empty when the build was not
   * given one: the links are then site paths, completed in the browser (site-address.ts).
   */
  origin: string;
}

function SiteLink({ origin, path }: { origin: string; path: string }) {
  const href = siteAddress(origin, path);
  return origin ? (
    <a href={href}>{href}</a>
  ) : (
    <a href={path} {...{ [SITE_PATH_ATTR]: path }}>
      {path}
    </a>
  );
}

export default function SummarySheet({ model, origin }: SummarySheetProps) {
  const w = model.sheet;
  const here = `${w.base}/${model.variant}/summary/${model.query}`;
  const practice = `${w.base}/${model.variant}/practice/${model.query}`;
  return (
    <article class="etori-summary" data-testid="summary-sheet" aria-labelledby="summary-title">
      <header class="etori-summary__head">
        <h2 id="summary-title">{fill(w.heading, { title: model.title })}</h2>
        <p class="etori-summary__rules">
          <strong>{w.rules}</strong> {model.rulesLine}
          {w.stop}{' '}
          {model.table.map((o) => (
            <span class="etori-summary__opt">
              {o.label}
              {w.colon}
              {o.value}
              {o.changed ? w.localRule : ''}
              {w.stop}{' '}
            </span>
          ))}
        </p>
      </header>
      <section class="etori-summary__ladder" aria-label={w.ladder}>
        <h3>{w.whichCardWins}</h3>
        {model.ladders.map((l) => (
          <figure>
            <figcaption>{l.caption}</figcaption>
            <ol class="etori-summary__steps">
              {l.groups.map((g) => (
                <li class={g.never ? 'is-never' : undefined}>
                  <span class="etori-summary__label">{g.label}</span>
                  {g.never ? (
                    <span>{fill(w.count, { n: g.cards.length })}</span>
                  ) : g.cards.length > 0 ? (
                    <span class="etori-summary__cards"> {g.cards.join(' ')}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </figure>
        ))}
      </section>
      <div class="etori-summary__sections">
        {model.sections.map((s) => (
          <section class="etori-summary__section" data-section={s.id}>
            <h3>{s.heading}</h3>
            <p>{s.text}</p>
            {s.options.length > 0 && (
              <ul>
                {s.options.map((o) => (
                  <li class={o.changed ? 'is-changed' : undefined}>
                    {o.label}
                    {w.colon}
                    <strong>{o.value}</strong>
                    {o.changed ? w.localRule : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section class="etori-summary__section" data-section="local">
          <h3>{w.ourLocal}</h3>
          {model.local.length === 0 ? (
            <p>{fill(w.none, { preset: model.preset })}</p>
          ) : (
            <ul>
              {model.local.map((o) => (
                <li>
                  {o.label}
                  {w.colon}
                  <strong>{o.value}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <footer class="etori-summary__foot">
        <p>
          {w.onSite} <SiteLink origin={origin} path={here} />
          <br />
          {w.playIt} <SiteLink origin={origin} path={practice} />
        </p>
      </footer>
    </article>
  );
}
