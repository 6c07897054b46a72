// The picture the embedded catalogue gives every character and voice actor (ENDPOINTS.personPlaceholder):
// pages treat it as their own placeholders, e.g. dark mode dims it as it dims them.

/** Its path under the API's base (`/api`). */
export const PERSON_PLACEHOLDER_API_PATH = '/catalog/images/person.svg';

/** Whether an image address, relative or absolute, is that picture. */
export function isPersonPlaceholder(src: string): boolean {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return path.endsWith(`/api${PERSON_PLACEHOLDER_API_PATH}`);
}
