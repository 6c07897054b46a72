// What other backend modules use of chat: the module the app composes.
export { ChatModule } from './chat.module';
