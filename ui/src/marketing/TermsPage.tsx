import { Link } from 'react-router';
import { CONTACT } from '../config';
import { LegalPage } from './LegalPage';

export function Component() {
  return (
    <>
      <title>Terms of Service · Claimdesk</title>
      <LegalPage title="Terms of Service" updated="November 2026">
        <p>
          These terms apply to your use of Claimdesk, a service for preparing, sending and answering payment claims and
          payment schedules for construction contracts in New Zealand. By creating an account or using the service on
          behalf of an organisation, you agree to these terms for yourself and that organisation.
        </p>

        <h2>1. Your account and workspace</h2>
        <ul>
          <li>Keep your sign-in email and passkeys secure. You are responsible for what happens under your account.</li>
          <li>
            Each organisation (workspace) decides who its members are and what they may do. Owners can invite and remove
            members and change their permissions.
          </li>
          <li>Tell us straight away if you think someone has used your account without permission.</li>
        </ul>

        <h2>2. Your content</h2>
        <p>
          Claims, schedules, contracts, comments and files you put into Claimdesk remain yours. You give us permission to
          store, process and send them only to run the service for you, for example to email a claim to the recipients
          you choose or to produce a PDF.
        </p>
        <p>
          Information you share on a contract is visible to the other parties to that contract, as the product shows it.
          Information you keep in your own workspace is visible only to your organisation's members.
        </p>

        <h2>3. The Construction Contracts Act</h2>
        <p>
          Claimdesk is designed to help you meet the requirements of the Construction Contracts Act 2002, such as the
          content of payment claims and the time allowed for payment schedules. It is not legal advice. Whether a
          particular claim or schedule is valid depends on your contract and circumstances, and you remain responsible
          for the documents you send. If in doubt, talk to a lawyer.
        </p>

        <h2>4. Acceptable use</h2>
        <ul>
          <li>Don't use Claimdesk to send anything unlawful, misleading or that you have no right to send.</li>
          <li>Don't try to access another organisation's data, or to disrupt or overload the service.</li>
          <li>Don't resell the service without our written agreement.</li>
        </ul>

        <h2>5. Plans and payment</h2>
        <p>
          Paid plans are billed in advance through our payment provider. Prices are in New Zealand dollars and exclude
          GST unless stated. You can cancel at any time from the billing settings; the plan stays active until the end of
          the period already paid for.
        </p>

        <h2>6. Availability and changes</h2>
        <p>
          We work hard to keep Claimdesk available and your data safe, with regular backups. We may change or improve the
          service over time, and will tell you in advance about changes that materially affect how you use it.
        </p>

        <h2>7. Liability</h2>
        <p>
          To the extent the law allows, our total liability to you for any claim about the service is limited to the
          fees you paid us in the twelve months before the claim arose. Nothing in these terms limits rights you have
          under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986 that cannot be excluded; if you use
          Claimdesk for business purposes, you agree the Consumer Guarantees Act does not apply.
        </p>

        <h2>8. Ending your use</h2>
        <p>
          You can stop using Claimdesk and ask us to close your workspace at any time. We may suspend or close accounts
          that break these terms. After closing, you can ask for an export of your data for 30 days.
        </p>

        <h2>9. General</h2>
        <p>
          These terms are governed by New Zealand law, and the courts of New Zealand have jurisdiction. Our{' '}
          <Link to="/privacy">Privacy Policy</Link> explains how we handle personal information. Questions about these
          terms: <a href={`mailto:${CONTACT.helloEmail}`}>{CONTACT.helloEmail}</a>.
        </p>
      </LegalPage>
    </>
  );
}
