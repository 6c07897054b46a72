import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEY } from '../features/cork-board/lib/cork-board-state';
import CorkBoardPage from './cork-board-page';
import { testPlatform } from './test-platform';

const rect =
  (left: number, top: number, width = 100, height = 50) =>
  () => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  });

/** jsdom's drag events carry no pointer position; set it as a browser would. */
function fireDrag(kind: 'dragStart' | 'drop', element: Element, clientX: number, clientY: number) {
  const event = createEvent[kind](element, { dataTransfer: { setData: jest.fn(), effectAllowed: 'all' } });
  Object.defineProperties(event, { clientX: { value: clientX }, clientY: { value: clientY } });
  fireEvent(element, event);
}

// jsdom has no PointerEvent; a MouseEvent carrying pointerType stands in, so clientX/clientY arrive.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventStandIn extends MouseEvent {
      readonly pointerType: string;
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? 'mouse';
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStandIn });
  }
});

const cardByText = (text: string) =>
  screen.getByText(text).closest('[data-testid="cork-card"]') as HTMLElement;

beforeEach(() => {
  window.localStorage.clear();
});

it("shows the title and the initial cards 'Wash' at (100,100) and 'your hands' at (200,300)", () => {
  render(<CorkBoardPage platform={testPlatform()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'CorkBoard' })).toBeInTheDocument();
  expect(cardByText('Wash')).toHaveStyle({ left: '100px', top: '100px' });
  expect(cardByText('your hands')).toHaveStyle({ left: '200px', top: '300px' });
  for (const card of screen.getAllByTestId('cork-card')) expect(card).toHaveAttribute('draggable', 'true');
});

it('edits a card in a textarea on click, blocks dragging meanwhile, and ends on blur', async () => {
  const user = userEvent.setup();
  render(<CorkBoardPage platform={testPlatform()} />);
  await user.click(screen.getByText('Wash'));
  const textarea = screen.getByRole('textbox', { name: 'カードのテキスト' });
  expect(textarea).toHaveFocus();
  expect(textarea).toHaveValue('Wash');
  const card = textarea.closest('[data-testid="cork-card"]') as HTMLElement;
  expect(card).toHaveAttribute('draggable', 'false');

  await user.type(textarea, ' well');
  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(cardByText('Wash well')).toHaveAttribute('draggable', 'true');
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]')[0].t).toBe('Wash well');
});

it('moves a dropped card so the grabbed point lands under the drop point', () => {
  render(<CorkBoardPage platform={testPlatform()} />);
  const board = screen.getByTestId('cork-board');
  board.getBoundingClientRect = rect(50, 80, 800, 600);
  const card = cardByText('Wash');
  card.getBoundingClientRect = rect(150, 180);
  // Grabbed 20 px right of and 10 px below the card's corner.
  fireDrag('dragStart', card, 170, 190);
  fireDrag('drop', board, 400, 300);
  expect(card).toHaveStyle({ left: `${400 - 50 - 20}px`, top: `${300 - 80 - 10}px` });
});

it('moves a card dragged with a finger by the same rule, and a tap still edits', () => {
  render(<CorkBoardPage platform={testPlatform()} />);
  const board = screen.getByTestId('cork-board');
  board.getBoundingClientRect = rect(50, 80, 800, 600);
  const card = cardByText('Wash');
  card.getBoundingClientRect = rect(150, 180);
  fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 170, clientY: 190 });
  fireEvent.pointerMove(card, { pointerType: 'touch', clientX: 300, clientY: 250 });
  fireEvent.pointerMove(card, { pointerType: 'touch', clientX: 400, clientY: 300 });
  fireEvent.pointerUp(card, { pointerType: 'touch', clientX: 400, clientY: 300 });
  fireEvent.click(screen.getByText('Wash'));
  expect(card).toHaveStyle({ left: '330px', top: '210px' });
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

  fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 340, clientY: 220 });
  fireEvent.pointerUp(card, { pointerType: 'touch', clientX: 341, clientY: 221 });
  fireEvent.click(screen.getByText('Wash'));
  expect(screen.getByRole('textbox', { name: 'カードのテキスト' })).toBeInTheDocument();
});

it('keeps editing when the card frame is pressed, so no drag can start', async () => {
  const user = userEvent.setup();
  render(<CorkBoardPage platform={testPlatform()} />);
  await user.click(screen.getByText('Wash'));
  const card = screen.getByRole('textbox').closest('[data-testid="cork-card"]') as HTMLElement;
  expect(fireEvent.mouseDown(card)).toBe(false);
  expect(screen.getByRole('textbox')).toHaveFocus();
});

it('ignores a drop that did not start from a card', () => {
  render(<CorkBoardPage platform={testPlatform()} />);
  fireDrag('drop', screen.getByTestId('cork-board'), 400, 300);
  expect(cardByText('Wash')).toHaveStyle({ left: '100px', top: '100px' });
});

it('adds a card in edit mode, deletes cards, and remembers the board across visits', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<CorkBoardPage platform={testPlatform()} />);
  await user.click(screen.getByRole('button', { name: 'カードを追加' }));
  const textarea = screen.getByRole('textbox', { name: 'カードのテキスト' });
  await user.clear(textarea);
  await user.type(textarea, '手を洗う');
  await user.click(screen.getByRole('heading', { level: 1 }));
  await user.click(screen.getByRole('button', { name: '「your hands」を削除' }));
  expect(
    screen
      .getAllByTestId('cork-card')
      .map((card) => within(card).getByRole('button', { name: /を編集$/ }).textContent),
  ).toEqual(['Wash', '手を洗う']);
  unmount();
  render(<CorkBoardPage platform={testPlatform()} />);
  expect(screen.getByText('手を洗う')).toBeInTheDocument();
  expect(screen.queryByText('your hands')).not.toBeInTheDocument();
});

it('starts a new card empty, with 新しいカード as a placeholder, so typing is all the card says', async () => {
  const user = userEvent.setup();
  render(<CorkBoardPage platform={testPlatform()} />);
  await user.click(screen.getByRole('button', { name: 'カードを追加' }));
  const textarea = screen.getByRole('textbox', { name: 'カードのテキスト' });
  expect(textarea).toHaveFocus();
  expect(textarea).toHaveValue('');
  expect(textarea).toHaveAttribute('placeholder', '新しいカード');
  await user.keyboard('買い物');
  expect(textarea).toHaveValue('買い物');
  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(screen.getByRole('button', { name: '買い物 を編集' })).toHaveTextContent(/^買い物$/);
});

it('shows an emptied card as （空のカード） until it is given text', async () => {
  const user = userEvent.setup();
  render(<CorkBoardPage platform={testPlatform()} />);
  await user.click(screen.getByRole('button', { name: 'カードを追加' }));
  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(screen.getByRole('button', { name: '（空のカード） を編集' })).toHaveTextContent('（空のカード）');
  expect(screen.getByRole('button', { name: '（空のカード）を削除' })).toBeInTheDocument();
});

it('starts from the initial cards when the saved board is unreadable', () => {
  window.localStorage.setItem(STORAGE_KEY, 'not json');
  render(<CorkBoardPage platform={testPlatform()} />);
  expect(screen.getByText('Wash')).toBeInTheDocument();
  expect(screen.getByText('your hands')).toBeInTheDocument();
});
