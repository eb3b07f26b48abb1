/**
 * 'Try it with sample data' and 'Remove sample data' (issue 36): the server makes, in this
 * workspace, a sample project whose customer is a sample workspace the person owns too (once,
 * however often it is asked), and removes both in one action. The session is refreshed after
 * either, so the workspace switcher lists (or no longer lists) the sample workspace.
 */
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { sampleDataCreateMutation } from '../__generated__/sampleDataCreateMutation.graphql';
import type { sampleDataRemoveMutation } from '../__generated__/sampleDataRemoveMutation.graphql';
import { refreshSession } from '../auth/client';
import { findOrg, getSessions, upsertSession } from '../auth/sessions';
import { getSelectedAccountId } from '../auth/state';
import { errorMessage, mutate } from '../relay/mutate';
import { orgPath, useOrgSlug } from '../shell/org';
import { confirmDialog } from '../ui/confirm';
import { toast } from '../ui/Toaster';

export const TRY_SAMPLE = 'Try it with sample data';
export const REMOVE_SAMPLE = 'Remove sample data';
export const SAMPLE_ADDED = 'Sample data added';
export const SAMPLE_REMOVED = 'Sample data removed';

const createMutation = graphql`
  mutation sampleDataCreateMutation {
    sampleDataCreate {
      sample {
        slug
        name
      }
      organisation {
        ...GettingStarted_org
      }
    }
  }
`;

const removeMutation = graphql`
  mutation sampleDataRemoveMutation {
    sampleDataRemove {
      removed
      organisation {
        ...GettingStarted_org
      }
    }
  }
`;

export function useSampleData(): { busy: boolean; create: () => Promise<void>; remove: () => Promise<void> } {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const org = useOrgSlug();
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(async () => {
    const accountId = findOrg(getSessions(), org, getSelectedAccountId())?.session.userAccountId;
    if (accountId == null) return;
    try {
      upsertSession(await refreshSession(accountId));
    } catch {
      // The switcher catches up on the next session load; the sample itself is done.
    }
  }, [org]);
  const create = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    try {
      const r = await mutate<sampleDataCreateMutation>(environment, createMutation, {});
      await refresh();
      toast.success(SAMPLE_ADDED, {
        description: r.sampleDataCreate ? `Switch to ${r.sampleDataCreate.sample.name} to see the other side.` : undefined,
      });
      navigate(orgPath(org, 'outbox'));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }, [busy, environment, navigate, org, refresh]);
  const remove = useCallback(async () => {
    if (busy) return;
    const sure = await confirmDialog({
      title: 'Remove sample data?',
      description: 'The sample workspace and the sample project with its claims are removed. Nothing else is touched.',
      actionLabel: 'Remove',
      tone: 'danger',
    });
    if (!sure) return;
    setBusy(true);
    try {
      await mutate<sampleDataRemoveMutation>(environment, removeMutation, {});
      await refresh();
      toast.success(SAMPLE_REMOVED);
      navigate(orgPath(org));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }, [busy, environment, navigate, org, refresh]);
  return { busy, create, remove };
}
