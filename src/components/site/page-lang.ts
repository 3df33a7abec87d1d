/**
 * The language of a page's text: `ja` on a translated Japanese page, `en` on an English page and
 * on a page shown at /ja/… before it is translated (Starlight's fallback: English text under the
 * Japanese frame). Server-only components read it to choose their words.
 */
export function contentLang(locals: App.Locals): string {
  try {
    return locals.starlightRoute.entryMeta.lang ?? 'en';
  } catch {
    return 'en'; // not a Starlight page
  }
}
