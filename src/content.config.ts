import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

// Pages live in ./content/docs (not src/content/docs): the site's words sit beside its data,
// away from code. Files starting with `_` are ignored, as in Starlight's own loader.
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content/docs', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
};
