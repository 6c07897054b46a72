// Real-client conformance fixtures: query documents of the kinds AniList clients send, written from
// AniList's API docs (https://docs.anilist.co), with the variables they are sent with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEASON_WORK_IDS, TIMETABLE } from '../web-app-operations';

export interface ConformanceCase {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

const document = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

export const CONFORMANCE_CASES: readonly ConformanceCase[] = [
  {
    name: 'a season list (season, seasonYear, format_in, isAdult)',
    query: document('season-list.graphql'),
    variables: { season: 'SPRING', seasonYear: 2026, page: 1, perPage: 20 },
  },
  {
    name: 'a work by id with characters and Japanese voice actors',
    query: document('media-characters.graphql'),
    variables: { id: 113415, page: 1 },
  },
  {
    name: 'a character search with description and dateOfBirth',
    query: document('character-search.graphql'),
    variables: { search: '五条悟', page: 1 },
  },
  { name: 'a character by id', query: document('character-by-id.graphql'), variables: { id: 127691 } },
  { name: 'the trending page', query: document('trending.graphql'), variables: { page: 1, perPage: 20 } },
  {
    name: 'the popular page',
    query: document('popular.graphql'),
    variables: { page: 1, perPage: 20, since: 20200000 },
  },
  {
    name: 'a work with every new Media field',
    query: document('media-details.graphql'),
    variables: { search: '呪術廻戦' },
  },
  {
    name: 'the web app’s season timetable',
    query: TIMETABLE,
    variables: { season: 'SPRING', seasonYear: 2026, page: 1 },
  },
  {
    name: 'the web app’s season works by their MyAnimeList ids (idMal_in)',
    query: SEASON_WORK_IDS,
    variables: { malIds: [40748, 52991, 21] },
  },
  {
    name: 'the web app’s anime detail with broadcast and streaming',
    query: document('media-broadcast.graphql'),
    variables: { search: '葬送のフリーレン' },
  },
];
