// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MutationError } from '../relay/mutate';
import { ContactDialog, NEW_CONTACT_TEXT, type ContactDialogProps, type ContactValues } from './ContactDialog';

function open(props: Partial<ContactDialogProps> & { initial: ContactValues }) {
  const onSave = vi.fn<ContactDialogProps['onSave']>().mockResolvedValue(undefined);
  const onOpenChange = vi.fn();
  render(<ContactDialog open mode="edit" onOpenChange={onOpenChange} onSave={onSave} {...props} />);
  return { onSave, onOpenChange };
}

const typeInto = (name: RegExp | string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

const acme: ContactValues = { name: 'Acme', entityName: 'Acme', address: '1 Main St', gstNumber: null };

describe('contact dialogs', () => {
  it("'Edit Contact': the display name follows the business name while the box is ticked", async () => {
    const { onSave, onOpenChange } = open({ initial: acme });
    expect(screen.getByRole('dialog', { name: 'Edit Contact' })).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Use business name as display name' });
    expect(box.getAttribute('data-state')).toBe('checked');
    expect(screen.queryByRole('textbox', { name: 'Display name' })).toBeNull();
    // No GST number shown: not a supplier contact and none exists.
    expect(screen.queryByRole('textbox', { name: /GST Number/ })).toBeNull();
    typeInto(/Business name/, ' Acme Ltd ');
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSave).toHaveBeenCalledWith({ entityName: 'Acme Ltd', name: 'Acme Ltd', address: '1 Main St' });
  });

  it('starts unticked when the names differ, and then shows the display name', () => {
    open({ initial: { ...acme, entityName: 'Acme Holdings Ltd' } });
    expect(screen.getByRole('checkbox', { name: 'Use business name as display name' }).getAttribute('data-state')).toBe('unchecked');
    expect((screen.getByRole('textbox', { name: 'Display name' }) as HTMLInputElement).value).toBe('Acme');
  });

  it('unticking starts an empty display name from the business name, and a blank one saves as the business name', async () => {
    const { onSave } = open({ initial: { ...acme, name: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use business name as display name' }));
    expect((screen.getByRole('textbox', { name: 'Display name' }) as HTMLInputElement).value).toBe('Acme');
    typeInto('Display name', '  ');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ entityName: 'Acme', name: 'Acme', address: '1 Main St' }));
  });

  it("'New Contact' for a supplier requires a valid GST number", async () => {
    const { onSave } = open({ mode: 'new', isSupplier: true, initial: { name: '', entityName: '', address: '' } });
    expect(screen.getByRole('dialog', { name: 'New Contact' })).toBeTruthy();
    expect(screen.getByText(NEW_CONTACT_TEXT)).toBeTruthy();
    typeInto(/Business name/, 'Smith Plumbing');
    save();
    expect(await screen.findByText('GST number is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    const gst = screen.getByRole('textbox', { name: /GST Number/ });
    fireEvent.change(gst, { target: { value: '49091850' } });
    fireEvent.blur(gst);
    save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ entityName: 'Smith Plumbing', name: 'Smith Plumbing', address: '', gstNumber: '049-091-850' }),
    );
  });

  it('shows the GST number when one exists, and requires the business name', async () => {
    const { onSave } = open({ initial: { ...acme, gstNumber: '049-091-850' } });
    expect((screen.getByRole('textbox', { name: /GST Number/ }) as HTMLInputElement).value).toBe('049-091-850');
    typeInto(/Business name/, ' ');
    save();
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts a server error under the field it names, or else under the form, and stays open', async () => {
    const { onSave, onOpenChange } = open({ isSupplier: true, initial: { ...acme, gstNumber: '049-091-850' } });
    onSave.mockRejectedValueOnce(new MutationError('That GST number does not exist', 'supplier.gstNumber'));
    save();
    await screen.findByText('That GST number does not exist');
    const gst = screen.getByRole('textbox', { name: /GST Number/ });
    expect(gst.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(gst.getAttribute('aria-describedby') ?? '')?.textContent).toBe('That GST number does not exist');
    expect(screen.queryByRole('alert')).toBeNull();
    onSave.mockRejectedValueOnce(new MutationError('Display name must be at most 200 characters', 'name'));
    save();
    // The display name is hidden while the box is ticked, so its message shows under the form.
    expect((await screen.findByRole('alert')).textContent).toBe('Display name must be at most 200 characters');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
