/**
 * /{org}/settings/projects — 'Contracts' (with a 'New Project' link) and 'Pay Cycles' (spec 2
 * 'Settings area for contracts and pay cycles'). A contract is dragged onto a pay cycle, or back
 * to Manual; only with the contract's Edit permission, otherwise '{owner}/{contract} is owned by
 * {owner name}.' A pay cycle is deleted after 'Delete pay cycle?' / 'Are you sure you want to
 * delete this pay cycle?' / 'Delete'. Pay cycles and which contract sits in which are private
 * to this organisation.
 */
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CalendarClock, Hand, Plus, Settings2, Trash2 } from 'lucide-react';
import type { PayCyclesPageCreateMutation } from '../../__generated__/PayCyclesPageCreateMutation.graphql';
import type { PayCyclesPageDeleteMutation } from '../../__generated__/PayCyclesPageDeleteMutation.graphql';
import type { PayCyclesPageMoveMutation } from '../../__generated__/PayCyclesPageMoveMutation.graphql';
import type { PayCyclesPageQuery } from '../../__generated__/PayCyclesPageQuery.graphql';
import { orgPath, useOrgSlug } from '../../shell/org';
import { Banner } from '../../ui/Banner';
import { Button, IconButton, LinkButton } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { confirmDialog } from '../../ui/confirm';
import { Loader } from '../../ui/Spinner';
import { toast } from '../../ui/Toaster';
import { useMutationPromise } from '../../relay/mutate';
import { NewPayCycleDialog } from './NewPayCycleDialog';
import { Column, ContractChip } from './PayCycleBoard';
import { ownedByMessage, type PayCycleParams } from './payCycles';

export const MANUAL = 'manual';

const query = graphql`
  query PayCyclesPageQuery {
    projects {
      viewerCanCreate
      viewerCanManagePayCycles
      viewerCanViewPayCycles
      contracts(first: 5000) {
        edges {
          node {
            id
            slug
            viewerPermissions
            owner {
              name
              slug
            }
            paycycle {
              id
            }
            ...PayCycleBoard_contract
          }
        }
      }
    }
    payCycles {
      id
      name
      description
      terms
    }
  }
`;

const createMutation = graphql`
  mutation PayCyclesPageCreateMutation($input: PayCycleCreateInput!) {
    payCycleCreate(input: $input) {
      payCycle {
        id
        name
        description
        terms
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation PayCyclesPageDeleteMutation($id: ID!) {
    payCycleDelete(input: { id: $id }) {
      deletedId
    }
  }
`;

const moveMutation = graphql`
  mutation PayCyclesPageMoveMutation($contractId: ID!, $payCycleId: ID) {
    contractPayCycleSet(input: { contractId: $contractId, payCycleId: $payCycleId }) {
      contract {
        id
        paycycle {
          id
          name
        }
        scheduleWorkingDays
        paymentTerms {
          description
        }
      }
    }
  }
`;

function PayCycles() {
  const org = useOrgSlug();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<PayCyclesPageQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-and-network' });
  const [create] = useMutationPromise<PayCyclesPageCreateMutation>(createMutation);
  const [remove] = useMutationPromise<PayCyclesPageDeleteMutation>(deleteMutation);
  const [move] = useMutationPromise<PayCyclesPageMoveMutation>(moveMutation);
  const [dialogOpen, setDialogOpen] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const projects = data.projects;
  if (!projects) return null;
  const contracts = projects.contracts.edges.map((e) => e.node);
  const canManage = projects.viewerCanManagePayCycles;

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const contract = contracts.find((c) => c.id === active.id);
    if (!contract) return;
    const target = String(over.id);
    const current = contract.paycycle?.id ?? MANUAL;
    if (target === current) return;
    if (!contract.viewerPermissions.includes('Edit')) {
      toast.error(ownedByMessage(contract.owner.slug, contract.slug, contract.owner.name));
      return;
    }
    try {
      await move({ contractId: contract.id, payCycleId: target === MANUAL ? null : target });
      const cycle = data.payCycles.find((p) => p.id === target);
      // A pay cycle is the template of the contract's payment terms: moving onto one applies them.
      toast.success(cycle ? `Moved to ${cycle.name}: its payment terms now apply to new claims` : 'Moved to Manual');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const createCycle = async (name: string, params: PayCycleParams) => {
    await create({ input: { name: name || null, params } });
    toast.success('Pay cycle created');
    setFetchKey((k) => k + 1);
  };

  const deleteCycle = async (id: string) => {
    const yes = await confirmDialog({
      title: 'Delete pay cycle?',
      description: 'Are you sure you want to delete this pay cycle?',
      actionLabel: 'Delete',
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await remove({ id });
      toast.success('Pay cycle deleted');
      setFetchKey((k) => k + 1);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const inCycle = (id: string) => contracts.filter((c) => (c.paycycle?.id ?? MANUAL) === id);
  const manual = inCycle(MANUAL);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader
          title="Contracts"
          description={canManage ? 'Drag a contract onto a pay cycle, or back to Manual.' : 'Which pay cycle each contract follows.'}
          actions={
            projects.viewerCanCreate ? (
              <LinkButton to={orgPath(org, 'projects', 'new')} size="sm" icon={<Plus />}>
                New Project
              </LinkButton>
            ) : null
          }
        />
        <CardBody>
          {!projects.viewerCanViewPayCycles ? (
            <Banner tone="neutral" title="You cannot see pay cycles">
              Ask an owner of this workspace for the 'View pay cycles' permission.
            </Banner>
          ) : (
            <DndContext sensors={sensors} onDragEnd={(event) => void onDragEnd(event)}>
              <div className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2">
                <Column id={MANUAL} title="Manual" description="Claim dates set by hand" count={manual.length}>
                  {manual.map((c) => (
                    <ContractChip key={c.id} contract={c} org={org} />
                  ))}
                  {!manual.length ? <li className="px-1 text-xs text-fg-subtle">No contracts</li> : null}
                </Column>
                {data.payCycles.map((cycle) => {
                  const items = inCycle(cycle.id);
                  return (
                    <Column
                      key={cycle.id}
                      id={cycle.id}
                      title={cycle.name}
                      description={cycle.description}
                      terms={cycle.terms}
                      count={items.length}
                    >
                      {items.map((c) => (
                        <ContractChip key={c.id} contract={c} org={org} />
                      ))}
                      {!items.length ? (
                        <li className="flex items-center gap-1.5 px-1 text-xs text-fg-subtle">
                          <Hand aria-hidden className="size-3.5" /> Drop contracts here
                        </li>
                      ) : null}
                    </Column>
                  );
                })}
              </div>
            </DndContext>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Pay Cycles"
          description="When claims are submitted and paid, for the contracts in each."
          actions={
            canManage ? (
              <Button size="sm" icon={<Plus />} onClick={() => setDialogOpen(true)}>
                New Pay Cycle
              </Button>
            ) : null
          }
        />
        <CardBody className="pt-2">
          {data.payCycles.length ? (
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Pay cycles">
              {data.payCycles.map((cycle) => (
                <li key={cycle.id} className="flex items-center gap-3 px-4 py-3" data-testid="pay-cycle">
                  <CalendarClock aria-hidden className="size-4 shrink-0 text-fg-subtle" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-medium text-fg">{cycle.name}</span>
                    <span className="truncate text-[13px] text-fg-subtle">{cycle.description}</span>
                  </div>
                  {canManage ? (
                    <IconButton label={`Delete ${cycle.name}`} icon={<Trash2 />} onClick={() => void deleteCycle(cycle.id)} />
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex items-center gap-2 text-sm text-fg-subtle">
              <Settings2 aria-hidden className="size-4" /> No pay cycles yet: every contract is manual.
            </p>
          )}
        </CardBody>
      </Card>
      <NewPayCycleDialog open={dialogOpen} onOpenChange={setDialogOpen} onCreate={createCycle} />
    </div>
  );
}

export function PayCyclesPage() {
  return (
    <>
      <title>Projects · Settings · Claimdesk</title>
      <Suspense fallback={<Loader message="Loading contracts..." />}>
        <PayCycles />
      </Suspense>
    </>
  );
}

export { PayCyclesPage as Component };
