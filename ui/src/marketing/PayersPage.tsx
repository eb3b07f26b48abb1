/**
 * The product's own page on the payer's duties under the Construction Contracts Act 2002 (issue 36;
 * spec 2's 'more information' page): what a payment schedule must say (s 21), by when (s 22), and
 * what follows when none is given or the scheduled amount is not paid (ss 23-24), with the date of
 * the rules from the server and 'This is not legal advice'. The payer's 'More information' link
 * opens it unless CLAIMDESK_PAYER_INFO_URL names another page (config.ts).
 */
import { useEffect, useState } from 'react';
import { LegalPage } from './LegalPage';
import { loadPayerHelp, NOT_LEGAL_ADVICE } from './payers';

export const PAYERS_TITLE = 'Your duties as a payer';

export function Component() {
  const [rulesNote, setRulesNote] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadPayerHelp()
      .then((help) => live && setRulesNote(help.rulesNote))
      .catch(() => live && setRulesNote(null));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <title>{`${PAYERS_TITLE} · Claimdesk`}</title>
      <LegalPage title={PAYERS_TITLE} updated="November 2026">
        <p>
          You have received a payment claim made under the Construction Contracts Act 2002. The Act sets what you, the
          payer, must do if you do not intend to pay the claimed amount in full, and by when.
        </p>

        <h2>A payment schedule, and what it must say (s 21)</h2>
        <p>You may respond to the claim with a payment schedule. It must:</p>
        <ul>
          <li>be in writing;</li>
          <li>identify the payment claim it relates to;</li>
          <li>state the scheduled amount: the amount you propose to pay, which may be nothing.</li>
        </ul>
        <p>
          If the scheduled amount is less than the claimed amount, the schedule must also say how you calculated it, why
          it is less, and, if you are withholding payment on any basis, your reasons for withholding it.
        </p>

        <h2>By when (s 22)</h2>
        <p>
          Give the payment schedule to the payee within the time your construction contract allows or, if it says
          nothing, within 20 working days after the payment claim was served on you. Claimdesk counts that deadline on
          each claim (&lsquo;Payment schedule due by&rsquo;) and shows how the date was counted.
        </p>

        <h2>If no schedule is given in time (s 23)</h2>
        <p>
          If you do not give a payment schedule in time, you become liable to pay the whole claimed amount on the due
          date for the payment. If you do not pay it, the payee may recover the unpaid part as a debt due in court, and
          may serve notice that it intends to suspend work.
        </p>

        <h2>If the scheduled amount is not paid (s 24)</h2>
        <p>
          If you give a payment schedule but do not pay the scheduled amount by the due date, the payee may likewise
          recover the unpaid part of the scheduled amount as a debt due, and may serve notice that it intends to suspend
          work.
        </p>

        <h2>Disputes</h2>
        <p>
          A dispute about the amount can go to adjudication under the Act, whatever the schedule says. If in doubt, talk
          to a lawyer.
        </p>

        <p className="text-sm text-fg-subtle" data-testid="payers-rules-note">
          {rulesNote ?? NOT_LEGAL_ADVICE}
        </p>
      </LegalPage>
    </>
  );
}
