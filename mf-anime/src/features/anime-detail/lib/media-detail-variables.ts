// GetMediaDetail's variables for a selected anime: one place for the page's query and its route data.
export const mediaDetailVariables = (title: string) => ({ search: title });
