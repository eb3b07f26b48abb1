// @vitest-environment jsdom
/**
 * Serving a notice of adjudication by a person: an incomplete form or a date in the future is refused
 * beside its field before anything is asked; a complete one saves the draft first and then records the
 * service (the respondent's) or the owner's, with the manner, date and on whom; the server's refusal of a
 * field shows beside it.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { todayInAuckland } from '../domain/workingDays';
import { DATE_IN_FUTURE, MANNER_REQUIRED, SERVED_TO_REQUIRED } from '../enforcement/texts';
import { HandServiceForm, OwnerFields } from './HandService';

function setup(on: 'respondent' | 'owner', before?: () => Promise<boolean>) {
  const environment = createMockEnvironment();
  const onDone = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <HandServiceForm contractId="C1" number={2} on={on} before={before} onDone={onDone} />
    </RelayEnvironmentProvider>,
  );
  const form = screen.getByTestId(`${on}-service-form`);
  const mutations = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation');
  return { environment, form, mutations, onDone };
}

function tomorrow(): string {
  const d = new Date(`${todayInAuckland()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('the record of service by a person', () => {
  it('refuses an empty form and a future date beside their fields, asking nothing', async () => {
    const before = vi.fn(async () => true);
    const { form, mutations } = setup('respondent', before);
    await act(async () => {
      fireEvent.click(within(form).getByTestId('respondent-service-save'));
    });
    expect(form.textContent).toContain(MANNER_REQUIRED);
    expect(form.textContent).toContain(SERVED_TO_REQUIRED);
    fireEvent.change(within(form).getByLabelText('Served on'), { target: { value: tomorrow() } });
    await act(async () => {
      fireEvent.click(within(form).getByTestId('respondent-service-save'));
    });
    expect(form.textContent).toContain(DATE_IN_FUTURE);
    expect(before).not.toHaveBeenCalled();
    expect(mutations()).toHaveLength(0);
  });

  it('saves the draft first, then records the manner, date and on whom', async () => {
    const before = vi.fn(async () => true);
    const { form, mutations } = setup('respondent', before);
    fireEvent.click(within(form).getByLabelText('Posted'));
    fireEvent.change(within(form).getByLabelText('Served on'), { target: { value: todayInAuckland() } });
    fireEvent.change(within(form).getByLabelText('On whom, or where'), { target: { value: 'PO Box 1, Auckland' } });
    await act(async () => {
      fireEvent.click(within(form).getByTestId('respondent-service-save'));
    });
    await waitFor(() => expect(mutations()).toHaveLength(1));
    expect(before).toHaveBeenCalledTimes(1);
    const op = mutations()[0]!;
    expect(op.request.node.params.name).toBe('HandServiceRecordMutation');
    expect(op.request.variables).toEqual({ input: { contractId: 'C1', number: 2, manner: 'POST', servedOn: todayInAuckland(), servedTo: 'PO Box 1, Auckland' } });
  });

  it('stops when the draft cannot be saved', async () => {
    const { form, mutations } = setup('respondent', async () => false);
    fireEvent.click(within(form).getByLabelText('Delivered to the person'));
    fireEvent.change(within(form).getByLabelText('Served on'), { target: { value: todayInAuckland() } });
    fireEvent.change(within(form).getByLabelText('On whom, or where'), { target: { value: 'The director' } });
    await act(async () => {
      fireEvent.click(within(form).getByTestId('respondent-service-save'));
    });
    expect(mutations()).toHaveLength(0);
  });

  it("records the owner's service with its own mutation, the server's refusal beside its field", async () => {
    const { environment, form, mutations } = setup('owner');
    fireEvent.click(within(form).getByLabelText('Left at their place of business or residence'));
    fireEvent.change(within(form).getByLabelText('Served on'), { target: { value: todayInAuckland() } });
    fireEvent.change(within(form).getByLabelText('On whom, or where'), { target: { value: '1 Quay St' } });
    await act(async () => {
      fireEvent.click(within(form).getByTestId('owner-service-save'));
    });
    await waitFor(() => expect(mutations()).toHaveLength(1));
    const op = mutations()[0]!;
    expect(op.request.node.params.name).toBe('HandServiceOwnerServedMutation');
    await act(async () => {
      environment.mock.resolve(op, {
        data: null,
        errors: [{ message: "The owner cannot have been served before the notice's date (2 March 2026)", extensions: { code: 'BAD_USER_INPUT', field: 'servedOn' } }],
      } as never);
    });
    await waitFor(() => expect(form.textContent).toContain("The owner cannot have been served before the notice's date (2 March 2026)"));
  });
});

describe("the owner's fields", () => {
  it('say why and pass each change up', () => {
    const onChange = vi.fn();
    render(<OwnerFields name="" address="" errors={['Name the owner']} onChange={onChange} />);
    expect(screen.getByTestId('owner-fields').textContent).toContain('s 28(1)(b)');
    expect(screen.getByText('Name the owner')).toBeTruthy();
    fireEvent.change(screen.getByLabelText("The owner's name"), { target: { value: 'Harbour Land Ltd' } });
    expect(onChange).toHaveBeenCalledWith({ ownerName: 'Harbour Land Ltd' });
  });

  it("show the address's refusal beside the address", () => {
    render(<OwnerFields name="" address="" errors={[]} addressErrors={["The owner's address must be at most 500 characters"]} onChange={vi.fn()} />);
    const address = screen.getByLabelText("The owner's address for service");
    const described = address.getAttribute('aria-describedby') ?? '';
    expect(described).not.toBe('');
    expect(document.getElementById(described.split(' ')[0])?.textContent).toContain("The owner's address must be at most 500 characters");
  });
});
