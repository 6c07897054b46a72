// The cork board: HTML5 drag and drop for the mouse, pointer dragging for touch and pen, click to edit.
import { useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { useCorkBoard } from '../hooks/use-cork-board';
import { dropPosition, type CorkCard, type Point } from '../lib/cork-board-state';
import styles from './cork-board.module.css';

/** A finger has to travel this far before a press becomes a drag rather than a tap. */
const TOUCH_DRAG_THRESHOLD_PX = 8;

interface DragInfo {
  id: string;
  grabOffset: Point;
}

interface TouchDrag extends DragInfo {
  start: Point;
  pointer: Point;
  moved: boolean;
}

/** Shown in place of an empty card's text; a new card starts empty, so typing replaces nothing. */
const NEW_CARD_PLACEHOLDER = '新しいカード';
const EMPTY_CARD_LABEL = '（空のカード）';

// crypto.randomUUID needs a secure context; a plain http host must still be able to add cards.
const newCardId = () => `card-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function CorkBoard() {
  const [state, dispatch] = useCorkBoard();
  const boardRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<DragInfo | null>(null);
  const suppressClickRef = useRef(false);
  const [touchDrag, setTouchDrag] = useState<TouchDrag | null>(null);

  const positionFor = (pointer: Point, grabOffset: Point): Point | null => {
    const board = boardRef.current;
    if (!board) return null;
    const rect = board.getBoundingClientRect();
    return dropPosition({
      pointer,
      boardOrigin: { x: rect.left + board.clientLeft, y: rect.top + board.clientTop },
      boardScroll: { x: board.scrollLeft, y: board.scrollTop },
      grabOffset,
    });
  };

  const grabOffsetOf = (element: HTMLElement, pointer: Point): Point => {
    const rect = element.getBoundingClientRect();
    return { x: pointer.x - rect.left, y: pointer.y - rect.top };
  };

  const onDragStart = (card: CorkCard) => (event: DragEvent<HTMLDivElement>) => {
    const pointer = { x: event.clientX, y: event.clientY };
    dragRef.current = { id: card.id, grabOffset: grabOffsetOf(event.currentTarget, pointer) };
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', card.t);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    dragRef.current = null;
    if (!drag) return;
    event.preventDefault();
    const position = positionFor({ x: event.clientX, y: event.clientY }, drag.grabOffset);
    if (position) dispatch({ type: 'move', id: drag.id, ...position });
  };

  const onPointerDown = (card: CorkCard) => (event: PointerEvent<HTMLDivElement>) => {
    // The mouse uses native drag and drop; touch and pen have none worth relying on.
    if (event.pointerType === 'mouse' || state.editingId === card.id) return;
    if ((event.target as HTMLElement).closest('button')) return;
    const pointer = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setTouchDrag({
      id: card.id,
      grabOffset: grabOffsetOf(event.currentTarget, pointer),
      start: pointer,
      pointer,
      moved: false,
    });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!touchDrag) return;
    const pointer = { x: event.clientX, y: event.clientY };
    const moved =
      touchDrag.moved ||
      Math.hypot(pointer.x - touchDrag.start.x, pointer.y - touchDrag.start.y) > TOUCH_DRAG_THRESHOLD_PX;
    setTouchDrag({ ...touchDrag, pointer, moved });
  };

  const onPointerUp = () => {
    if (!touchDrag) return;
    setTouchDrag(null);
    if (!touchDrag.moved) return;
    suppressClickRef.current = true;
    const position = positionFor(touchDrag.pointer, touchDrag.grabOffset);
    if (position) dispatch({ type: 'move', id: touchDrag.id, ...position });
  };

  const startEdit = (id: string) => {
    if (suppressClickRef.current) {
      suppressClickRef.current = false;
      return;
    }
    dispatch({ type: 'startEdit', id });
  };

  const addCard = () => {
    const offset = 24 * (state.cards.length % 8);
    dispatch({ type: 'add', id: newCardId(), x: 24 + offset, y: 24 + offset, text: '' });
  };

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.addButton} onClick={addCard}>
          カードを追加
        </button>
        <p className={styles.hint}>
          クリックで編集、ドラッグで移動できます。内容はこのブラウザに保存されます。
        </p>
      </div>
      <div
        ref={boardRef}
        className={styles.board}
        data-testid="cork-board"
        onDragOver={(event) => {
          if (dragRef.current) event.preventDefault();
        }}
        onDrop={onDrop}
      >
        {state.cards.map((card) => {
          const editing = state.editingId === card.id;
          const preview =
            touchDrag?.id === card.id && touchDrag.moved
              ? positionFor(touchDrag.pointer, touchDrag.grabOffset)
              : null;
          return (
            <div
              key={card.id}
              className={editing ? `${styles.card} ${styles.editing}` : styles.card}
              data-testid="cork-card"
              draggable={!editing}
              style={{ left: `${preview?.x ?? card.x}px`, top: `${preview?.y ?? card.y}px` }}
              onMouseDown={(event) => {
                // While editing, pressing on the card's frame must neither start a drag nor blur the textarea
                // (which would end editing and make the card draggable mid-gesture).
                if (editing && !(event.target instanceof HTMLTextAreaElement)) event.preventDefault();
              }}
              onDragStart={onDragStart(card)}
              onDragEnd={() => {
                dragRef.current = null;
              }}
              onPointerDown={onPointerDown(card)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => setTouchDrag(null)}
            >
              {editing ? (
                <textarea
                  className={styles.textarea}
                  aria-label="カードのテキスト"
                  placeholder={NEW_CARD_PLACEHOLDER}
                  value={card.t}
                  // Entering edit mode is the user's own click, so moving focus there is expected.
                  autoFocus
                  onChange={(event) =>
                    dispatch({ type: 'changeText', id: card.id, text: event.target.value })
                  }
                  onBlur={() => dispatch({ type: 'endEdit' })}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') event.currentTarget.blur();
                  }}
                />
              ) : (
                <div
                  role="button"
                  tabIndex={0}
                  className={styles.text}
                  aria-label={`${card.t || EMPTY_CARD_LABEL} を編集`}
                  onClick={() => startEdit(card.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      startEdit(card.id);
                    }
                  }}
                >
                  {card.t || <span className={styles.empty}>{EMPTY_CARD_LABEL}</span>}
                </div>
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={card.t ? `「${card.t}」を削除` : `${EMPTY_CARD_LABEL}を削除`}
                onClick={() => dispatch({ type: 'remove', id: card.id })}
              >
                ×
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
