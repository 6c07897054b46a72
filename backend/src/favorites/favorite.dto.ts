// Request schemas (zod) and the response shape of the favorites endpoints.
import { z } from 'zod';

const MAX_NAME_LENGTH = 200;
const MAX_CHARACTER_ID_LENGTH = 200;
const MAX_IMAGE_URL_LENGTH = 2000;

const characterLength = (value: string): number => [...value].length;
/** PostgreSQL cannot store U+0000 in text; refusing it keeps both databases answering alike (400, not 500). */
const hasNoNul = (value: string): boolean => !value.includes('\u0000');

export const favoriteCharacterIdSchema = z
  .string()
  .refine((value) => value.trim() !== '', 'characterId must not be empty')
  .refine(hasNoNul, 'characterId must not contain NUL characters')
  .refine(
    (value) => characterLength(value) <= MAX_CHARACTER_ID_LENGTH,
    `characterId must be at most ${MAX_CHARACTER_ID_LENGTH} characters`,
  );

const imageSchema = z
  .string()
  .trim()
  .max(MAX_IMAGE_URL_LENGTH, `image must be at most ${MAX_IMAGE_URL_LENGTH} characters`)
  .refine(hasNoNul, 'image must not contain NUL characters')
  .refine((value) => {
    if (value === '') return true;
    try {
      const { protocol } = new URL(value);
      return protocol === 'https:' || protocol === 'http:';
    } catch {
      return false;
    }
  }, 'image must be an http(s) URL')
  .transform((value) => (value === '' ? null : value));

export const putFavoriteSchema = z.object({
  name: z
    .string()
    .trim()
    .refine((value) => value !== '', 'name must not be empty')
    .refine(hasNoNul, 'name must not contain NUL characters')
    .refine(
      (value) => characterLength(value) <= MAX_NAME_LENGTH,
      `name must be at most ${MAX_NAME_LENGTH} characters`,
    ),
  /** Missing, null and "" all mean "no image" (the character page falls back to a placeholder). */
  image: imageSchema.nullish().transform((value) => value ?? null),
});

export type PutFavoriteInput = z.infer<typeof putFavoriteSchema>;

export type { FavoriteView } from '@anifan/contract';
