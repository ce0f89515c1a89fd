import { historyAnswer, maxHistoryTurns, type Answer, type HighlightedCode, type Turn } from './wire';

export type Vote = 'positive' | 'negative';

/** One question of a conversation and what has come back for it so far. */
export interface ConversationTurn {
  id: number;
  question: string;
  status: 'streaming' | 'answered' | 'failed';
  /** The text streamed so far; the final answer's text once answered. */
  text: string;
  answer?: Answer & { code: HighlightedCode[] };
  vote?: { value: Vote; status: 'sending' | 'sent' | 'failed' };
}

export interface Conversation {
  turns: ConversationTurn[];
  nextId: number;
}

export type ConversationAction =
  | { type: 'ask'; question: string }
  | { type: 'delta'; id: number; text: string }
  | { type: 'done'; id: number; answer: Answer & { code: HighlightedCode[] } }
  | { type: 'failed'; id: number }
  | { type: 'vote'; id: number; value: Vote }
  | { type: 'voted'; id: number; ok: boolean }
  | { type: 'reset' };

export const emptyConversation: Conversation = { turns: [], nextId: 1 };

/** The longest conversation kept on the page: older turns drop off the top. */
export const maxTurns = 20;

const update = (state: Conversation, id: number, change: (turn: ConversationTurn) => ConversationTurn) => ({
  ...state,
  turns: state.turns.map((turn) => (turn.id === id ? change(turn) : turn)),
});

/**
 * The Ask AI conversation: questions asked one after another, each answer streamed in and then
 * replaced by the final one, and a vote per answer. Events for a turn that is no longer streaming
 * (a late delta after a failure, a reset) change nothing.
 */
export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'ask': {
      const turn: ConversationTurn = {
        id: state.nextId,
        question: action.question,
        status: 'streaming',
        text: '',
      };
      return { turns: [...state.turns, turn].slice(-maxTurns), nextId: state.nextId + 1 };
    }
    case 'delta':
      return update(state, action.id, (turn) =>
        turn.status === 'streaming' ? { ...turn, text: turn.text + action.text } : turn,
      );
    case 'done':
      return update(state, action.id, (turn) =>
        turn.status === 'streaming'
          ? { ...turn, status: 'answered', text: action.answer.answer, answer: action.answer }
          : turn,
      );
    case 'failed':
      return update(state, action.id, (turn) =>
        turn.status === 'streaming' ? { ...turn, status: 'failed' } : turn,
      );
    case 'vote':
      return update(state, action.id, (turn) =>
        turn.status === 'answered' && turn.vote?.status !== 'sending'
          ? { ...turn, vote: { value: action.value, status: 'sending' } }
          : turn,
      );
    case 'voted':
      return update(state, action.id, (turn) =>
        turn.vote?.status === 'sending'
          ? { ...turn, vote: { ...turn.vote, status: action.ok ? 'sent' : 'failed' } }
          : turn,
      );
    case 'reset':
      return { turns: [], nextId: state.nextId };
  }
}

/** Whether a question is being answered (the form waits for it). */
export const isBusy = (state: Conversation) => state.turns.some((turn) => turn.status === 'streaming');

/** The earlier turns sent with the next question: the last answered ones, answers cut to length. */
export function historyOf(state: Conversation): Turn[] {
  return state.turns
    .filter((turn) => turn.status === 'answered' && turn.answer)
    .slice(-maxHistoryTurns)
    .map((turn) => ({ question: turn.question, answer: historyAnswer(turn.answer!.answer) }));
}
