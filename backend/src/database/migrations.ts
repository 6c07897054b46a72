// Every TypeORM migration, in order; run at start on SQLite and PostgreSQL alike.
import type { MigrationInterface } from 'typeorm';
import { CreateAiringSlots1795292150831 } from '../airing';
import { CreateAuditLog1795292150821 } from '../audit';
import { CreateUserSuspensions1795292150820 } from '../auth';
import { CreateCalendarFeeds1795292150833 } from '../calendar';
import { CreateCharacterComments1795292150810, Discussions1795292150815 } from '../comments';
import { CreateFavorites1795292150811 } from '../favorites';
import { CreateMediaList1795292150814 } from '../media-list';
import { CreateNotifications1795292150830 } from '../notifications';
import { CreatePushSubscriptions1795292150832 } from '../push';
import { CharacterIdsAsIntegers1795292150813 } from './character-ids-as-integers.migration';
import { RekeyCuratedCharacters1795292150812 } from './rekey-curated-characters.migration';

export const migrations: Array<new () => MigrationInterface> = [
  CreateCharacterComments1795292150810,
  CreateFavorites1795292150811,
  RekeyCuratedCharacters1795292150812,
  CharacterIdsAsIntegers1795292150813,
  CreateMediaList1795292150814,
  Discussions1795292150815,
  CreateUserSuspensions1795292150820,
  CreateAuditLog1795292150821,
  CreateNotifications1795292150830,
  CreateAiringSlots1795292150831,
  CreatePushSubscriptions1795292150832,
  CreateCalendarFeeds1795292150833,
];
