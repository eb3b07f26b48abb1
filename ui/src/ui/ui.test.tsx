// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportGraphQLErrors } from '../relay/errors';
import { GraphQLErrorHost } from '../relay/GraphQLErrorHost';
import { Badge, Banner, Button, Checkbox, ConfirmHost, confirmDialog, Dropzone, EmptyState, Field, Input, Tabs, TabsContent, TabsList, TabsTrigger, ThemeSwitcher } from '.';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('shows loading as busy and disabled, keeping its label', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} variant="danger">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lets className override the variant', () => {
    render(<Button className="bg-accent">x</Button>);
    const classes = screen.getByRole('button').className.split(' ');
    expect(classes).toContain('bg-accent');
    expect(classes).not.toContain('bg-primary');
  });
});

describe('Field', () => {
  it('labels the control and describes it by hint and error', () => {
    render(
      <Field label="GST Number" hint="Shown on invoices" error="GST number must be 8 or 9 digits" required>
        <Input placeholder="000-000-000" />
      </Field>,
    );
    const input = screen.getByLabelText(/GST Number/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['GST number must be 8 or 9 digits', 'Shown on invoices']);
  });

  it('leaves a valid control alone', () => {
    render(
      <Field label="Website">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Website');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Checkbox', () => {
  it('toggles by its label', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Not registered" checked={false} onCheckedChange={onChange} />);
    fireEvent.click(screen.getByText('Not registered'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Not registered' })).toBeTruthy();
  });
});

describe('ThemeSwitcher', () => {
  it('is a radio group that sets the theme', () => {
    render(<ThemeSwitcher />);
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark theme' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(screen.getByRole('radiogroup'), { key: 'ArrowRight' });
    expect(document.documentElement.dataset.themePreference).toBe('system');
    localStorage.clear();
  });
});

describe('Tabs', () => {
  it('shows the chosen panel and a count', () => {
    render(
      <Tabs defaultValue="activity">
        <TabsList aria-label="Claim">
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="comments" count={3}>
            Comments
          </TabsTrigger>
        </TabsList>
        <TabsContent value="activity">No activity yet.</TabsContent>
        <TabsContent value="comments">No comments yet</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Comments 3' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('No activity yet.');
  });
});

describe('status display', () => {
  it('renders badges, banners and empty states', () => {
    render(
      <>
        <Badge tone="success" dot>
          Paid
        </Badge>
        <Banner tone="warning" title="This project is archived" action={<Button>Restore</Button>}>
          You can restore it at any time.
        </Banner>
        <Banner tone="danger" title="Failed" />
        <EmptyState title="No comments yet" />
      </>,
    );
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You can restore it at any time.');
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getByRole('heading', { name: 'No comments yet' })).toBeTruthy();
  });
});

describe('confirmDialog', () => {
  it('resolves true on the action and false on cancel', async () => {
    render(<ConfirmHost />);
    let answer: Promise<boolean>;
    act(() => {
      answer = confirmDialog({
        title: 'Delete pay cycle?',
        description: 'Are you sure you want to delete this pay cycle?',
        actionLabel: 'Delete',
        tone: 'danger',
      });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this pay cycle?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await expect(answer!).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    act(() => {
      answer = confirmDialog({ title: 'Change to draft?', description: 'This will allow editing the claim.' });
    });
    await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await expect(answer!).resolves.toBe(false);
  });
});

describe('GraphQL error modal', () => {
  it("is titled 'Error' and lists path, message and extensions", async () => {
    render(<GraphQLErrorHost />);
    act(() => reportGraphQLErrors([{ message: 'Claim not found', path: ['contract', 'claim'], extensions: { code: 'NOT_FOUND' } }], 'ClaimQuery'));
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(dialog.textContent).toContain('Claim not found');
    expect(dialog.textContent).toContain('contract.claim');
    expect(dialog.textContent).toContain('"code": "NOT_FOUND"');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('Dropzone', () => {
  it('is named by its label and the text it shows, its file input a labelled sibling (WCAG 2.5.3, 4.1.2)', () => {
    render(<Dropzone onFiles={() => {}} aria-label="Attach files" hint="PDF or images" />);
    const zone = screen.getByRole('button', { name: 'Attach files Drop files here PDF or images' });
    expect(zone.textContent).toBe('Attach files Drop files here PDF or images');
    const input = screen.getByLabelText('Attach files', { selector: 'input[type=file]' });
    expect(zone.contains(input)).toBe(false);
  });
});
