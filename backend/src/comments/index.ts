// What other backend modules use of comments: the module, the answer type and write limit the ops specs
// check, and the table and migration the database module orders and re-keys.
export { type CommentView } from '@anifan/contract';
export { COMMENTS_TABLE } from './comment.entity';
export { CommentsModule } from './comments.module';
export { COMMENT_WRITE_LIMIT } from './comments.service';
export { CreateCharacterComments1795292150810 } from './create-character-comments.migration';
