/**
 * The empty home's getting-started checklist (gettingStarted.ts: steps from the server's state,
 * each ticking itself and linking to its screen) with 'Try it with sample data', and the sample's
 * banner: in the workspace that has one ('Switch to …', 'Remove sample data'), and in the sample
 * workspace itself (whose sample it is, and the way back).
 */
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { ArrowRight, CircleCheck, Circle, FlaskConical } from 'lucide-react';
import type { GettingStarted_org$key } from '../__generated__/GettingStarted_org.graphql';
import { cn } from '../lib/cn';
import { orgPath } from '../shell/org';
import { Banner } from '../ui/Banner';
import { Button, LinkButton } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { CHECKLIST_TITLE, checklistSteps, showChecklist } from './gettingStarted';
import { REMOVE_SAMPLE, TRY_SAMPLE, useSampleData } from './sampleData';

const fragment = graphql`
  fragment GettingStarted_org on Organisation {
    gettingStarted {
      businessDetails
      project
      invitationWaiting
      claimSent
      scheduleSent
      colleagues
      done
      home
      sample {
        slug
        name
      }
      sampleOf {
        slug
        name
      }
    }
  }
`;

export function GettingStarted({ org, orgRef, listEmpty }: { org: string; orgRef: GettingStarted_org$key | null; listEmpty: boolean }) {
  const data = useFragment(fragment, orgRef);
  const state = data?.gettingStarted;
  if (!state) return null;
  return (
    <>
      <SampleBanner org={org} sample={state.sample} sampleOf={state.sampleOf} />
      {showChecklist(state, listEmpty) && !state.sampleOf ? <Checklist org={org} state={state} canTrySample={!state.sample} /> : null}
    </>
  );
}

function Checklist({ org, state, canTrySample }: { org: string; state: Parameters<typeof checklistSteps>[0]; canTrySample: boolean }) {
  const steps = checklistSteps(state, org);
  const left = steps.filter((s) => !s.done).length;
  const { busy, create } = useSampleData();
  return (
    <Card className="mb-4" data-testid="getting-started" aria-labelledby="getting-started-title">
      <CardHeader
        title={<span id="getting-started-title">{CHECKLIST_TITLE}</span>}
        description={`${steps.length - left} of ${steps.length} done. Each step ticks itself when it is done.`}
        actions={
          canTrySample ? (
            <Button variant="secondary" icon={<FlaskConical />} loading={busy} onClick={() => void create()} data-testid="try-sample">
              {TRY_SAMPLE}
            </Button>
          ) : null
        }
      />
      <CardBody className="pt-3">
        <ol className="flex flex-col divide-y divide-border">
          {steps.map((step) => (
            <li key={step.id} data-testid="getting-started-step" data-step={step.id} data-done={step.done ? 'true' : 'false'}>
              <Link
                to={step.to}
                className="group flex items-start gap-3 rounded-lg py-2.5 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className={cn('mt-0.5 shrink-0 [&_svg]:size-5', step.done ? 'text-success' : 'text-fg-subtle')}>
                  {step.done ? <CircleCheck aria-label="Done" /> : <Circle aria-label="To do" />}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className={cn('text-sm font-medium', step.done ? 'text-fg-muted line-through' : 'text-fg group-hover:underline')}>
                    {step.label}
                  </span>
                  <span className="text-[13px] text-fg-muted">{step.hint}</span>
                </span>
                <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-subtle" />
              </Link>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

interface Ref {
  readonly slug: string;
  readonly name: string;
}

function SampleBanner({ org, sample, sampleOf }: { org: string; sample: Ref | null | undefined; sampleOf: Ref | null | undefined }) {
  const { busy, remove } = useSampleData();
  if (sampleOf) {
    return (
      <Banner
        tone="info"
        icon={<FlaskConical />}
        className="mb-4"
        title="Sample workspace"
        action={
          <LinkButton to={orgPath(sampleOf.slug)} variant="secondary" size="sm">
            Back to {sampleOf.name}
          </LinkButton>
        }
      >
        <span data-testid="sample-of">
          The customer side of {sampleOf.name}'s sample project: what your customers see. Remove it from {sampleOf.name}'s home.
        </span>
      </Banner>
    );
  }
  if (!sample) return null;
  return (
    <Banner
      tone="info"
      icon={<FlaskConical />}
      className="mb-4"
      title="Sample data"
      action={
        <div className="flex flex-wrap gap-2">
          <LinkButton to={orgPath(sample.slug)} variant="secondary" size="sm" data-testid="switch-to-sample">
            Switch to {sample.name}
          </LinkButton>
          <Button variant="secondary" size="sm" loading={busy} onClick={() => void remove()} data-testid="remove-sample">
            {REMOVE_SAMPLE}
          </Button>
        </div>
      }
    >
      <span data-testid="sample-banner">The project marked 'Sample' and its claims are sample data; its customer is a sample workspace of yours.</span>
    </Banner>
  );
}
