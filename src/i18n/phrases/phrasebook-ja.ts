/** The Japanese phrasebook's messages (src/i18n/messages/ja/phrases.json): a phrase of the shapes (shape.ts), said in Japanese. */
import { translator, type Catalogue } from '../messages/format.ts';
import { say, type Phrase } from './shape.ts';
import messages from '../messages/ja/phrases.json' with { type: 'json' };

const t = /* @__PURE__ */ translator<Catalogue>('ja', messages);
export const sayJa = (p: Phrase): string => say(t, p);
