import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

// Pages live in ./content/docs (not src/content/docs): the site's words sit beside its data,
// away from code. Files starting with `_` are ignored, as in Starlight's own loader.
// content/i18n/<lang>.json overrides Starlight's interface strings for a language.
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content/docs', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
  i18n: defineCollection({
    loader: glob({ base: './content/i18n', pattern: '*.json' }),
    schema: i18nSchema(),
  }),
};
