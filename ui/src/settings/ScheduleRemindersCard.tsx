/**
 * The viewer's own email reminders before a payment schedule is due (10, 5, 2 and 1 working
 * days before the payer's deadline). A personal choice in this organisation: no permission needed.
 */
import { graphql } from 'react-relay';
import type { ScheduleRemindersCardMutation } from '../__generated__/ScheduleRemindersCardMutation.graphql';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { Checkbox } from '../ui/Checkbox';
import { toast } from '../ui/Toaster';
import { errorMessage, useMutationPromise } from '../relay/mutate';

export const REMINDERS_LABEL = 'Email me before a payment schedule is due';

const mutation = graphql`
  mutation ScheduleRemindersCardMutation($input: MemberScheduleRemindersUpdateInput!) {
    memberScheduleRemindersUpdate(input: $input) {
      member {
        id
        scheduleReminders
      }
    }
  }
`;

export function ScheduleRemindersCard({ scheduleReminders }: { scheduleReminders: boolean }) {
  const [update, saving] = useMutationPromise<ScheduleRemindersCardMutation>(mutation);
  const change = async (on: boolean) => {
    try {
      await update({ input: { scheduleReminders: on } });
      toast.success(on ? 'Reminders turned on' : 'Reminders turned off');
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  return (
    <Card>
      <CardHeader title="Your email reminders" description="Only you: other people choose their own." />
      <CardBody>
        <Checkbox
          name="scheduleReminders"
          checked={scheduleReminders}
          disabled={saving}
          onCheckedChange={(on) => void change(on)}
          label={REMINDERS_LABEL}
          description="At 10, 5, 2 and 1 working days before the deadline, on contracts where you can send payment schedules."
        />
      </CardBody>
    </Card>
  );
}
