// The operations the web app sends (docs/api.md#graphql), taken from @anifan/contract, as the query text it posts.
import {
  GET_ANIME_WORKS,
  GET_CHARACTERS,
  GET_MEDIA_DETAIL,
  GET_SEASON_TIMETABLE,
  GET_SEASON_WORK_IDS,
  GET_WORKS as GET_WORKS_DOCUMENT,
} from '@anifan/contract';
import { print } from 'graphql';

export const GET_WORKS = print(GET_WORKS_DOCUMENT);
export const WORKS = print(GET_ANIME_WORKS);
export const CHARACTERS = print(GET_CHARACTERS);
export const DETAIL = print(GET_MEDIA_DETAIL);
export const TIMETABLE = print(GET_SEASON_TIMETABLE);
export const SEASON_WORK_IDS = print(GET_SEASON_WORK_IDS);
