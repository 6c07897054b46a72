// Comment editing as a pure state machine: none → editing(key, draft, ネタバレ mark) → saved | cancelled → none.

export type EditState =
  | { status: 'none' }
  | {
      status: 'editing';
      key: string;
      original: string;
      draft: string;
      originalSpoiler: boolean;
      spoiler: boolean;
    }
  | { status: 'saved'; key: string; text: string; spoiler: boolean }
  | { status: 'cancelled'; key: string };

export type EditAction =
  | { type: 'start'; key: string; text: string; spoiler: boolean }
  | { type: 'change'; draft: string }
  | { type: 'markSpoiler'; spoiler: boolean }
  | { type: 'save' }
  | { type: 'cancel' }
  | { type: 'finish' };

export const initialEditState: EditState = { status: 'none' };

export function commentEditReducer(state: EditState, action: EditAction): EditState {
  switch (action.type) {
    case 'start':
      // Starting another edit abandons the current draft, as a second click on 編集 would suggest.
      return state.status === 'none' || state.status === 'editing'
        ? {
            status: 'editing',
            key: action.key,
            original: action.text,
            draft: action.text,
            originalSpoiler: action.spoiler,
            spoiler: action.spoiler,
          }
        : state;
    case 'change':
      return state.status === 'editing' ? { ...state, draft: action.draft } : state;
    case 'markSpoiler':
      return state.status === 'editing' ? { ...state, spoiler: action.spoiler } : state;
    case 'save': {
      if (state.status !== 'editing') return state;
      const text = state.draft.trim();
      // A blank comment is never stored; an unchanged one needs no request.
      if (text === '') return state;
      if (text === state.original.trim() && state.spoiler === state.originalSpoiler) {
        return { status: 'cancelled', key: state.key };
      }
      return { status: 'saved', key: state.key, text, spoiler: state.spoiler };
    }
    case 'cancel':
      return state.status === 'editing' ? { status: 'cancelled', key: state.key } : state;
    case 'finish':
      return state.status === 'saved' || state.status === 'cancelled' ? initialEditState : state;
  }
}
