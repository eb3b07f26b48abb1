// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CommandRegistryProvider, useRegisterCommands, useRegisteredCommands } from './registry';

function Offer({ title }: { title: string }) {
  useRegisterCommands({ key: 'selected-claims', title, commands: [{ id: 'read', label: 'Mark as read', run: () => {} }] });
  return null;
}

function Listing() {
  const groups = useRegisteredCommands();
  return <p data-testid="groups">{groups.map((g) => `${g.title}: ${g.commands.map((c) => c.label).join(', ')}`).join('; ')}</p>;
}

function Screen() {
  const [shown, setShown] = useState(true);
  const [count, setCount] = useState(1);
  return (
    <CommandRegistryProvider>
      {shown && <Offer title={count === 1 ? 'Claim 3' : `${count} Claims`} />}
      <Listing />
      <button onClick={() => setCount(2)}>two</button>
      <button onClick={() => setShown(false)}>hide</button>
    </CommandRegistryProvider>
  );
}

describe('command registry', () => {
  it('lists what a mounted screen offers, follows its changes, and forgets it on unmount', () => {
    render(<Screen />);
    expect(screen.getByTestId('groups').textContent).toBe('Claim 3: Mark as read');
    act(() => fireEvent.click(screen.getByText('two')));
    expect(screen.getByTestId('groups').textContent).toBe('2 Claims: Mark as read');
    act(() => fireEvent.click(screen.getByText('hide')));
    expect(screen.getByTestId('groups').textContent).toBe('');
  });
});
