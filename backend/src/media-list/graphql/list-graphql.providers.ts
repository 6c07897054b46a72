// The list API's providers, for MediaListModule to list: the handler /graphql hands list operations
// to, over MediaListService, and the answers it keeps.
import type { Provider } from '@nestjs/common';
import { MediaListService } from '../media-list.service';
import { ListAnswers } from './list-answers';
import { LIST_STORE, ListGraphql } from './list-graphql';

export const listGraphqlProviders: Provider[] = [
  { provide: LIST_STORE, useExisting: MediaListService },
  ListAnswers,
  ListGraphql,
];
