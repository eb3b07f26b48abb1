// @vitest-environment jsdom
/**
 * Escape returns focus to what opened the dialog or menu (WCAG 2.2 SC 2.4.3; issue 36): every
 * primitive a screen's dialogs and menus are made of, opened each way the screens open them.
 * The browser test (tests/e2e/test_focus_return.py) opens the claim builder's own dialogs.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Button,
  ConfirmDialog,
  ConfirmHost,
  Dialog,
  Menu,
  MenuContent,
  MenuItem,
  MenuTrigger,
  Popover,
  PopoverContent,
  PopoverTrigger,
  confirmDialog,
} from '.';

function escape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
}

async function focusReturnsTo(name: string) {
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name })));
}

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit dates</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Dates">
        <input aria-label="Claim date" />
      </Dialog>
    </>
  );
}

function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu>
        <MenuTrigger asChild>
          <Button>Row actions</Button>
        </MenuTrigger>
        <MenuContent>
          <MenuItem onSelect={() => setOpen(true)}>Edit contact</MenuItem>
        </MenuContent>
      </Menu>
      <Dialog open={open} onOpenChange={setOpen} title="Edit contact">
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

function Confirming() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete pay cycle</Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete pay cycle?" actionLabel="Delete" tone="danger" onConfirm={() => {}} />
    </>
  );
}

describe('focus returns on Escape', () => {
  it('to the button that opened a dialog by state (Send claim, Dates, Period, Retention ...)', async () => {
    render(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Edit dates' });
    act(() => opener.focus());
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Dates' });
    await waitFor(() => expect(document.activeElement).not.toBe(opener)); // the dialog took the focus
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await focusReturnsTo('Edit dates');
  });

  it("to a dialog's own trigger", async () => {
    render(
      <Dialog trigger={<Button>Add section</Button>} title="Add section">
        <input aria-label="Section name" />
      </Dialog>,
    );
    const opener = screen.getByRole('button', { name: 'Add section' });
    act(() => opener.focus());
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Add section' });
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await focusReturnsTo('Add section');
  });

  it("to the menu's button when a menu item opened the dialog (the item went with its menu)", async () => {
    render(<FromMenu />);
    const opener = screen.getByRole('button', { name: 'Row actions' });
    act(() => opener.focus());
    fireEvent.keyDown(opener, { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Edit contact' });
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'Enter' });
    await screen.findByRole('dialog', { name: 'Edit contact' });
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await focusReturnsTo('Row actions');
  });

  it("to a menu's button", async () => {
    render(<FromMenu />);
    const opener = screen.getByRole('button', { name: 'Row actions' });
    act(() => opener.focus());
    fireEvent.keyDown(opener, { key: 'Enter' });
    await screen.findByRole('menu');
    escape();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await focusReturnsTo('Row actions');
  });

  it("to a popover's trigger", async () => {
    render(
      <Popover>
        <PopoverTrigger asChild>
          <Button>Permissions</Button>
        </PopoverTrigger>
        <PopoverContent>
          <input aria-label="Can send claims" type="checkbox" />
        </PopoverContent>
      </Popover>,
    );
    const opener = screen.getByRole('button', { name: 'Permissions' });
    act(() => opener.focus());
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await focusReturnsTo('Permissions');
  });

  it('to the button that asked a yes/no question (ConfirmDialog)', async () => {
    render(<Confirming />);
    const opener = screen.getByRole('button', { name: 'Delete pay cycle' });
    act(() => opener.focus());
    fireEvent.click(opener);
    await screen.findByRole('alertdialog');
    escape();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await focusReturnsTo('Delete pay cycle');
  });

  it('to the button whose handler awaited confirmDialog()', async () => {
    render(
      <>
        <ConfirmHost />
        <Button onClick={() => void confirmDialog({ title: 'Set to zero?' })}>Unit price</Button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Unit price' });
    act(() => opener.focus());
    fireEvent.click(opener);
    await screen.findByRole('alertdialog');
    escape();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await focusReturnsTo('Unit price');
  });
});

/** Every .tsx under src/ but tests. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === '__generated__' ? [] : sources(path);
    return path.endsWith('.tsx') && !path.includes('.test.') ? [path] : [];
  });
}

describe('dialogs made outside the design system', () => {
  it('each return focus themselves: a Trigger, or onCloseAutoFocus from useReturnFocus', () => {
    const root = join(__dirname, '..');
    const bare = sources(root)
      .filter((path) => !path.includes(`${join('src', 'ui')}/`))
      .filter((path) => {
        const text = readFileSync(path, 'utf8');
        if (!text.includes('@radix-ui/react-dialog')) return false;
        return !text.includes('DialogPrimitive.Trigger') && !text.includes('onCloseAutoFocus={returnFocus}');
      })
      .map((path) => relative(root, path));
    expect(bare).toEqual([]);
  });
});
