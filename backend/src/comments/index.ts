// What other backend modules use of comments: the module, the answer type and write limit the ops specs
// check, the table and migrations the database module orders and re-keys, and CommentModeration for
// the moderators' endpoints.
export { type CommentView } from '@anifan/contract';
export { COMMENTS_TABLE } from './comment.entity';
export { CommentModeration, type ModeratedComment, type ModeratedComments } from './comment-moderation';
export { CommentsModule } from './comments.module';
export { CreateCharacterComments1795292150810 } from './create-character-comments.migration';
export { Discussions1795292150815 } from './discussions.migration';
export { COMMENT_WRITE_LIMIT } from './write-gate';
