/**
 * The page feedback widget as a state machine. A vote opens the dialog and
 * is sent at once; a comment is a second request. Any failed send resets the widget silently.
 */

export type FeedbackValue = 'positive' | 'negative';

export type WidgetState =
  | { phase: 'idle' }
  /** The vote is on its way; the dialog is already open with the chosen value. */
  | { phase: 'sending'; choice: FeedbackValue; comment: string }
  | { phase: 'open'; choice: FeedbackValue; comment: string }
  | { phase: 'submitting'; choice: FeedbackValue; comment: string }
  | { phase: 'submitted'; choice: FeedbackValue };

export type WidgetEvent =
  | { type: 'choose'; choice: FeedbackValue }
  | { type: 'voteSent' }
  | { type: 'voteFailed' }
  | { type: 'edit'; comment: string }
  | { type: 'submit' }
  | { type: 'commentSent' }
  | { type: 'commentFailed' }
  | { type: 'close' };

export const initialWidgetState: WidgetState = { phase: 'idle' };

export function widgetReducer(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case 'choose':
      return state.phase === 'idle' ? { phase: 'sending', choice: event.choice, comment: '' } : state;
    case 'voteSent':
      return state.phase === 'sending' ? { ...state, phase: 'open' } : state;
    case 'voteFailed':
      return state.phase === 'sending' ? initialWidgetState : state;
    case 'edit':
      return state.phase === 'sending' || state.phase === 'open'
        ? { ...state, comment: event.comment }
        : state;
    case 'submit':
      return state.phase === 'open' && canSubmit(state) ? { ...state, phase: 'submitting' } : state;
    case 'commentSent':
      return state.phase === 'submitting' ? { phase: 'submitted', choice: state.choice } : state;
    case 'commentFailed':
      return state.phase === 'submitting' ? initialWidgetState : state;
    case 'close':
      // Closing clears the choice and the comment, whatever the phase.
      return initialWidgetState;
  }
}

/** Yes/No are disabled while a request is on its way. */
export const votingDisabled = (state: WidgetState) =>
  state.phase === 'sending' || state.phase === 'submitting';

/**
 * The comment can be sent once the vote is stored: always for a positive vote (the comment is
 * optional), only with a non-blank comment for a negative one.
 */
export function canSubmit(state: WidgetState): boolean {
  if (state.phase !== 'open') return false;
  return state.choice === 'positive' || state.comment.trim().length > 0;
}

export const dialogOpen = (state: WidgetState) => state.phase !== 'idle';
