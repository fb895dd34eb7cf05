import type { ContentInput, ContentKind } from '../../common/contract/content';

/** One item the first start writes: what an admin would save, plus its kind. */
export interface ContentSeed extends ContentInput {
  kind: ContentKind;
}
