// Request schemas (zod) and the response shapes of the comment endpoints.
import { MAX_COMMENT_LENGTH } from '@anifan/contract';
import { z } from 'zod';
import { hasLoneSurrogate, normalizeText, unsafeTextProblem } from '../common/text/safe-text';
import { answerAs } from '../common/zod-validation.pipe';

export { MAX_COMMENT_LENGTH };
export const MAX_CHARACTER_ID_LENGTH = 200;
/** Ids above PostgreSQL's `integer` range cannot exist; they are answered as not found, not as a database error. */
export const MAX_STORED_COMMENT_ID = 2_147_483_647;

/** Lengths count Unicode characters, so an emoji counts as one like any kana. */
export const characterLength = (value: string): number => [...value].length;

/** PostgreSQL cannot store U+0000 in text; refusing it keeps both databases answering alike (400, not 500). */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/**
 * A character is identified by its catalogue id or, when it has none, its name (docs/entities.md#identifiers). Numeric ids
 * are accepted as numbers too and stored as their decimal text; a curated character without an
 * AniList id has a negative one.
 */
export const characterIdSchema = z
  .union([z.string(), z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)])
  .transform(String)
  .refine((value) => value.trim() !== '', 'characterId must not be empty')
  .refine(hasNoNul, 'characterId must not contain NUL characters')
  .refine((value) => !hasLoneSurrogate(value), 'characterId must not contain lone surrogates')
  .refine(
    (value) => characterLength(value) <= MAX_CHARACTER_ID_LENGTH,
    `characterId must be at most ${MAX_CHARACTER_ID_LENGTH} characters`,
  );

export const commentIdSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A comment id in a URL path: plain decimal digits only (no sign, exponent or fraction). */
export const commentIdParamSchema = z
  .string()
  .regex(/^\d{1,16}$/, 'commentId must be a non-negative integer')
  .transform(Number)
  .pipe(commentIdSchema);

/**
 * Kept as safe-text's normalizeText leaves it (NFC, no invisible characters), so the length is counted
 * on what is stored; text that would show other than it reads is refused as `comment/invalid_text`.
 */
export const commentTextSchema = z
  .string()
  .transform((value) => normalizeText(value).trim())
  .refine((value) => value !== '', 'commentText must not be empty')
  .superRefine((value, context) => {
    const problem = unsafeTextProblem(value);
    if (problem !== null) {
      context.addIssue({
        code: 'custom',
        message: `commentText must not contain ${problem}`,
        params: answerAs('comment/invalid_text'),
      });
    }
  })
  .refine(
    (value) => characterLength(value) <= MAX_COMMENT_LENGTH,
    `commentText must be at most ${MAX_COMMENT_LENGTH} characters`,
  );

/** `userId` may be sent (the web app does) but is never read: the author is whoever the ID token belongs to. */
export const processCommentSchema = z.object({
  commentId: commentIdSchema,
  characterId: characterIdSchema,
  commentText: commentTextSchema,
});

export type ProcessCommentInput = z.infer<typeof processCommentSchema>;

export type { CommentView, DeleteCommentResult, PublicComment } from '@anifan/contract';
