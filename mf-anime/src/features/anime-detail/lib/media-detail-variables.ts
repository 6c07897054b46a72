// GetMediaDetail's variables for a selected anime: one place for the page's query and its route data.
import type { GetMediaDetailVariables, SelectedAnime } from '@anifan/contract';

export const mediaDetailVariables = (title: string) => ({ search: title });

/** A work by its catalogue id: a shared link, or a selection whose id an answer has already told. */
export const mediaDetailVariablesById = (id: number) => ({ id });

/** By the catalogue id once the selection knows it, else by title as the card gave it. */
export const selectedAnimeVariables = (
  anime: Pick<SelectedAnime, 'title' | 'id'>,
): GetMediaDetailVariables =>
  anime.id === undefined ? mediaDetailVariables(anime.title) : mediaDetailVariablesById(anime.id);
