// Request shapes of the chat endpoints, validated with zod (common/zod-validation.pipe.ts).
import { MAX_CHAT_MESSAGE_LENGTH as MAX_MESSAGE_LENGTH } from '@anifan/contract';
import { z } from 'zod';
import { isCharacterId } from './lib/character-id-persona';
import { HISTORY_LIMITS } from './lib/history';

export { MAX_MESSAGE_LENGTH };
/** Bounds on what a client may send at all; within them the history is capped, not refused (lib/history.ts). */
const MAX_HISTORY_ITEMS = 200;
const MAX_HISTORY_ITEM_LENGTH = HISTORY_LIMITS.maxTotalChars;
const MAX_PERSONA_ID_LENGTH = 300;

const characterCount = (text: string) => [...text].length;

export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .refine(
      (text) => characterCount(text) <= MAX_MESSAGE_LENGTH,
      `must be at most ${MAX_MESSAGE_LENGTH} characters`,
    ),
  history: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string().max(MAX_HISTORY_ITEM_LENGTH),
      }),
    )
    .max(MAX_HISTORY_ITEMS)
    .optional(),
  /** `satoru` (the default), `character-id:<id>` or `character:<name>@<anime>`; see README.md. */
  personaId: z.string().min(1).max(MAX_PERSONA_ID_LENGTH).optional(),
});

export type ChatRequestDto = z.infer<typeof chatRequestSchema>;

export const personaQuerySchema = z.object({
  /** The character's canonical id (AniList's, or a negative curated key): the persona is keyed by it. */
  characterId: z
    .string()
    .regex(/^-?\d{1,10}$/, 'characterId must be an integer')
    .transform(Number)
    .refine(isCharacterId, 'characterId must be a 32-bit integer other than 0')
    .optional(),
  character: z.string().max(MAX_PERSONA_ID_LENGTH).optional(),
  anime: z.string().max(MAX_PERSONA_ID_LENGTH).optional(),
});

export type PersonaQueryDto = z.infer<typeof personaQuerySchema>;
