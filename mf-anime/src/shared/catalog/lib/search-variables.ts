// Variables for the works and characters searches (SPEC §7.2, §7.3).

/** An empty search is left out, so the gateway answers with the most popular entries. */
export function searchVariables(searchKey: string): { search?: string } {
  return searchKey ? { search: searchKey } : {};
}
