import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { glob } from 'astro/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

// Pages live in ./content/docs (not src/content/docs): the site's words sit beside its data,
// away from code. Files starting with `_` are ignored, as in Starlight's own loader.
// content/i18n/<lang>.json overrides Starlight's interface strings for a language.
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
    loader: glob({ base: './content/i18n', pattern: '*.json' }),
    schema: i18nSchema(),
  }),
};
