import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../testing/initTestI18n';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { moveItem, ReorderableList } from './ReorderableList';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

function Fruits({ readOnly }: { readOnly?: boolean }) {
  const [fruits, setFruits] = useState(['Apple', 'Banana', 'Cherry']);
  return (
    <ReorderableList
      items={fruits}
      keyOf={(fruit) => fruit}
      nameOf={(fruit) => fruit}
      onReorder={setFruits}
      readOnly={readOnly}
      aria-label="Fruits"
    >
      {(fruit) => <span>{fruit}</span>}
    </ReorderableList>
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Fruits' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span:not([class])')?.textContent);
const button = (name: string) => screen.getByRole('button', { name });

describe('moveItem', () => {
  it('moves one item one place, and leaves the ends as they are', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('ReorderableList', () => {
  it('moves an item with its buttons, the focus following it to the end', async () => {
    render(<Fruits />);
    expect(order()).toEqual(['Apple', 'Banana', 'Cherry']);
    expect((button('Move “Apple” up') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Move “Cherry” down') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(button('Move “Cherry” up'));
    expect(order()).toEqual(['Apple', 'Cherry', 'Banana']);
    expect(document.activeElement).toBe(button('Move “Cherry” up'));
    // From the keyboard: at the top, the focus is on the item's other button.
    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['Cherry', 'Apple', 'Banana']);
    expect(document.activeElement).toBe(button('Move “Cherry” down'));
  });

  it('has no move buttons when read-only', () => {
    render(<Fruits readOnly />);
    expect(order()).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
