import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { glob } from 'astro/loaders';
import { readdirSync, readFileSync } from 'node:fs';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

// Pages live in ./content/docs (not src/content/docs): the site's words sit beside its data,
// away from code. Files starting with `_` are ignored, as in Starlight's own loader.
// content/i18n/<lang>.json overrides Starlight's interface strings for a language (file name =
// the language tag, e.g. zh-TW.json).
const I18N = new URL('../content/i18n/', import.meta.url);
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content/docs', pattern: '**/[^_]*.{md,mdx}' }),
    // A translated page (content/docs/<locale>/…) records the hash of the English page it was
    // made from (src/i18n/staleness.mjs).
    schema: docsSchema({
      extend: z.object({
        sourceHash: z
          .string()
          .regex(/^[0-9a-f]{16}$/)
          .optional(),
      }),
    }),
  }),
  i18n: defineCollection({
    // Not glob(): Starlight finds a language's strings by the entry's file path under
    // src/content/i18n (or, for an entry without a file path, by its id), so entries from
    // ./content/i18n are given the language tag as their id and no path.
    loader: async () =>
      readdirSync(I18N)
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({
          ...(JSON.parse(readFileSync(new URL(name, I18N), 'utf8')) as Record<string, string>),
          id: name.replace(/\.json$/, ''),
        })),
    schema: i18nSchema(),
  }),
};
