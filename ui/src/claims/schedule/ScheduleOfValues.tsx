/**
 * The schedule of values read from the contract (a fragment of the Contract tab's query) and
 * changed through scheduleOfValuesUpdate. After a change the tab's query is fetched again: a draft
 * claim follows the schedule, so the grid's quote column may have changed too.
 */
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ScheduleOfValues_contract$key } from '../../__generated__/ScheduleOfValues_contract.graphql';
import type { ScheduleOfValuesUpdateMutation } from '../../__generated__/ScheduleOfValuesUpdateMutation.graphql';
import { mutate } from '../../relay/mutate';
import { ScheduleEditor, type ScheduleChange } from './ScheduleEditor';
import type { SovLine } from './sov';

const fragment = graphql`
  fragment ScheduleOfValues_contract on Contract {
    id
    viewerCanEditSchedule
    scheduleOfValues {
      itemId
      type
      name
      group
      unit
      isLumpSum
      qtyMilli
      unitPrice
      totalPrice
      lockedReason
      viewerCanEditPrices
    }
  }
`;

const mutation = graphql`
  mutation ScheduleOfValuesUpdateMutation($input: ScheduleOfValuesUpdateInput!) {
    scheduleOfValuesUpdate(input: $input) {
      contract {
        id
        ...ScheduleOfValues_contract
      }
    }
  }
`;

export function ScheduleOfValues({ contractRef, onChanged }: { contractRef: ScheduleOfValues_contract$key; onChanged: () => void }) {
  const contract = useFragment(fragment, contractRef);
  const environment = useRelayEnvironment();
  const lines: SovLine[] = contract.scheduleOfValues.map((l) => ({
    itemId: l.itemId,
    type: l.type,
    name: l.name,
    group: l.group,
    unit: l.unit,
    isLumpSum: l.isLumpSum,
    qtyMilli: l.qtyMilli === null || l.qtyMilli === undefined ? null : Number(l.qtyMilli),
    unitPrice: Number(l.unitPrice),
    totalPrice: Number(l.totalPrice),
    lockedReason: l.lockedReason ?? null,
    viewerCanEditPrices: l.viewerCanEditPrices,
  }));
  const onChange = async (change: ScheduleChange) => {
    await mutate<ScheduleOfValuesUpdateMutation>(environment, mutation, { input: { contractId: contract.id, ...change } });
    onChanged();
  };
  return <ScheduleEditor lines={lines} canEdit={contract.viewerCanEditSchedule} onChange={onChange} />;
}
