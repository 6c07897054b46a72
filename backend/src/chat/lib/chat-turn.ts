// One earlier turn of a conversation as the client sends it back.
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}
