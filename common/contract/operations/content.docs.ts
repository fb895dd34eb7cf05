/** What /api/docs says of each content operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './content';

export const docs: OperationDocs<typeof operations> = {
  listNews: {
    summary: 'Published news, pinned first, then newest first',
    tags: ['content'],
  },
  getNewsArticle: {
    summary: 'One published news article with its rendered body; drafts and scheduled items are 404',
    tags: ['content'],
  },
  listBanners: {
    summary: 'The banners of a placement (default: the home page), in order',
    tags: ['content'],
  },
  listMaterials: {
    summary: 'Related materials of a collection: pinned first, then in order',
    tags: ['content'],
  },
  getMaterial: {
    summary: 'One published material',
    tags: ['content'],
  },
  listSections: {
    summary: 'Every published section of a public area (about, rules, notes, home, …), in order',
    tags: ['content'],
  },
  getSection: {
    summary: 'One published section, by its area and route segment (`/About/Feature1` → about, Feature1)',
    tags: ['content'],
  },
  newsFeed: {
    summary: 'Atom feed of the latest news in a locale (default: the Accept-Language one)',
    tags: ['content'],
  },
};
