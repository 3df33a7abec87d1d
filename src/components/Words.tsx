/**
 * Text that may contain Japanese, Korean or Chinese words (a preset called "Moderate (ほどほど)",
 * an effect "revolution (革命)"): each such word is wrapped in a span with its language, so
 * screen readers pronounce it properly. Usable from Astro components (rendered on the server, no
 * JavaScript) and from islands. The same splitting serves the Markdown pages (src/cjk-lang.mjs).
 */
import { splitCjk } from '../cjk-lang.mjs';

interface Props {
  text: string;
  /** Bare Han characters are Chinese (the Taiwanese & Hong Kong game) rather than Japanese. */
  chinese?: boolean;
}

export function Words({ text, chinese = false }: Props) {
  const parts = splitCjk(text, chinese) as
    | (
        | { type: 'text'; value: string }
        | { type: 'element'; properties: { lang: string }; children: [{ value: string }] }
      )[]
    | null;
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        part.type === 'text' ? (
          part.value
        ) : (
          <span key={i} lang={part.properties.lang}>
            {part.children[0].value}
          </span>
        ),
      )}
    </>
  );
}
