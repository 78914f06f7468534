import { Type, type Static } from 'typebox';
import { ContentItemCommon } from '../content.schemas';

// A tag (spec 000 §2, the editor's landing page; 001 §7 queryTags, tagNames of the music validity
// check). The spec shows no fields: a tag is its name in both languages and its place in the order.
// Loose on purpose: the kind checks the fields and names each refused one in its message.
export const TagBody = Type.Object({
  nameZh: Type.Optional(Type.String({ maxLength: 1000 })),
  nameEn: Type.Optional(Type.String({ maxLength: 1000 })),
  sortOrder: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type TagBody = Static<typeof TagBody>;

export const TagValues = Type.Object({
  nameZh: Type.String(),
  nameEn: Type.String(),
  sortOrder: Type.Integer(),
});
export type TagValues = Static<typeof TagValues>;

export const TagItem = Type.Object({
  ...ContentItemCommon,
  nameZh: Type.String(),
  nameEn: Type.String(),
});
export type TagItem = Static<typeof TagItem>;

/** The longest tag name, in characters. */
export const TAG_NAME_MAX = 50;
