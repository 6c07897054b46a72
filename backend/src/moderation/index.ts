// What the app composes of moderation: its module.
export { ModerationModule } from './moderation.module';
