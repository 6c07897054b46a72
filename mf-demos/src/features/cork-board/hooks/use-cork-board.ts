import { useEffect, useReducer } from 'react';
import {
  corkBoardReducer,
  parseStoredCards,
  STORAGE_KEY,
  type CorkBoardAction,
  type CorkBoardState,
} from '../lib/cork-board-state';

function readStored(): CorkBoardState {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage disabled: start from the initial cards.
  }
  return { cards: parseStoredCards(raw), editingId: null };
}

/** The board's state, kept in localStorage across visits. */
export function useCorkBoard(): [CorkBoardState, (action: CorkBoardAction) => void] {
  const [state, dispatch] = useReducer(corkBoardReducer, undefined, readStored);
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state.cards));
    } catch {
      // Storage full or disabled: the board still works for this visit.
    }
  }, [state.cards]);
  return [state, dispatch];
}
