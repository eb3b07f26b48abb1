import { describe, expect, it } from 'vitest';
import { checklistSteps, showChecklist, type GettingStartedState } from './gettingStarted';

const NOTHING: GettingStartedState = {
  businessDetails: false,
  project: false,
  invitationWaiting: false,
  claimSent: false,
  scheduleSent: false,
  colleagues: false,
  done: false,
};

describe('the getting-started checklist', () => {
  it('lists the four steps in order, each linking to its screen, none ticked in a new workspace', () => {
    const steps = checklistSteps(NOTHING, 'acme');
    expect(steps.map((s) => [s.id, s.to, s.done])).toEqual([
      ['business', '/acme/settings', false],
      ['project', '/acme/projects/new', false],
      ['document', '/acme/outbox', false],
      ['colleagues', '/acme/settings/members', false],
    ]);
    expect(steps[0]!.label).toBe('Add your business details and GST number');
    expect(steps[1]!.label).toBe('Create your first project, or wait for an invitation');
  });

  it('ticks each step from the server state', () => {
    const steps = checklistSteps({ ...NOTHING, businessDetails: true, project: true, scheduleSent: true }, 'acme');
    expect(steps.map((s) => s.done)).toEqual([true, true, true, false]);
    expect(steps[2]!.label).toBe('Send your first payment schedule');
  });

  it('points to the invitation waiting instead of a new project', () => {
    const step = checklistSteps({ ...NOTHING, invitationWaiting: true }, 'acme')[1]!;
    expect(step.label).toBe('Accept the project you were invited to');
    expect(step.to).toBe('/acme/projects');
    // Once a project is there, the step is ticked whatever waits.
    expect(checklistSteps({ ...NOTHING, invitationWaiting: true, project: true }, 'acme')[1]!.done).toBe(true);
  });

  it('shows on an empty home and until a first claim or schedule is sent, never once done', () => {
    expect(showChecklist(NOTHING, true)).toBe(true);
    expect(showChecklist(NOTHING, false)).toBe(true); // drafts only: the first claim is still to send
    expect(showChecklist({ ...NOTHING, claimSent: true }, false)).toBe(false);
    expect(showChecklist({ ...NOTHING, claimSent: true }, true)).toBe(true);
    expect(showChecklist({ ...NOTHING, done: true }, true)).toBe(false);
  });
});
