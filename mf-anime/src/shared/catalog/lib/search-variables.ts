// Variables for the works and characters searches (docs/screens.md#anime-home).

/** An empty search is left out, so the gateway answers with the most popular entries. */
export function searchVariables(searchKey: string): { search?: string } {
  return searchKey ? { search: searchKey } : {};
}
