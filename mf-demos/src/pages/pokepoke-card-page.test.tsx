import { fireEvent, render, screen } from '@testing-library/react';
import PokepokeCardPage from './pokepoke-card-page';
import { testPlatform } from './test-platform';

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

function renderCard() {
  render(<PokepokeCardPage platform={testPlatform()} />);
  const area = screen.getByTestId('tilt-area');
  area.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 200,
    height: 300,
    right: 200,
    bottom: 300,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  return { area, card: screen.getByTestId('tilt-card') };
}

it('shows a card with a title and subtitle, flat at first, with 1000px perspective', () => {
  const { area, card } = renderCard();
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(card).toHaveTextContent('ピカピカ・スター');
  expect(card).toHaveTextContent('AniFan オリジナルカード');
  expect(card.style.transform).toBe('rotateX(0deg) rotateY(0deg)');
  expect(area.style.perspective).toBe('1000px');
});

it.each([
  ['mouse', 'mouse'],
  ['touch', 'touch'],
  ['pen', 'pen'],
])('tilts towards a %s pointer and flattens when it leaves', (_label, pointerType) => {
  const { area, card } = renderCard();
  fireEvent.pointerMove(area, { clientX: 200, clientY: 0, pointerType });
  expect(card.style.transform).toBe('rotateX(90deg) rotateY(90deg)');
  fireEvent.pointerMove(area, { clientX: 50, clientY: 225, pointerType });
  expect(card.style.transform).toBe('rotateX(-45deg) rotateY(-45deg)');
  fireEvent.pointerLeave(area, { pointerType });
  expect(card.style.transform).toBe('rotateX(0deg) rotateY(0deg)');
});

it('flattens when the pointer is cancelled', () => {
  const { area, card } = renderCard();
  fireEvent.pointerMove(area, { clientX: 150, clientY: 75 });
  fireEvent.pointerCancel(area);
  expect(card.style.transform).toBe('rotateX(0deg) rotateY(0deg)');
});
