import { CONTACT } from '../config';
import { LegalPage } from './LegalPage';

export function Component() {
  return (
    <>
      <title>Privacy Policy · Claimdesk</title>
      <LegalPage title="Privacy Policy" updated="November 2026">
        <p>
          This policy explains what personal information Claimdesk collects, why, and what you can do about it. We
          handle personal information in line with the Privacy Act 2020.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, the organisations you belong to, and your
            passkeys' public keys (we never see your device's private keys).
          </li>
          <li>
            <strong>Work you put in:</strong> contracts, claims, payment schedules, comments and files, which may include
            names and contact details of people on your projects.
          </li>
          <li>
            <strong>Demo and contact requests:</strong> the email, company name and message you send us.
          </li>
          <li>
            <strong>Technical information:</strong> sign-in sessions, IP addresses and browser details, kept to secure
            the service and fix problems.
          </li>
        </ul>

        <h2>How we use it</h2>
        <ul>
          <li>To run the service: sign you in, show your work to the people you share it with, send claims and notices by email.</li>
          <li>To reply to you, including demo requests and support questions.</li>
          <li>To keep Claimdesk secure and to understand, in aggregate, how it is used so we can improve it.</li>
        </ul>
        <p>We don't sell personal information, and we don't use your project data for advertising.</p>

        <h2>Who we share it with</h2>
        <p>
          Parties to a contract see what is shared on that contract. We use a small number of service providers to run
          Claimdesk (hosting, email delivery, payments and, if you connect it, your accounting service). They may store
          information outside New Zealand, and we require them to protect it to a standard comparable to the Privacy Act.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep your information while your workspace is active. Payment claims and schedules are business records, so
          we keep them for as long as your organisation needs them for tax and legal purposes unless you ask us to delete
          them sooner and the law allows it.
        </p>

        <h2>Your rights</h2>
        <p>
          You can ask to see the personal information we hold about you and ask us to correct it. Email{' '}
          <a href={`mailto:${CONTACT.privacyEmail}`}>{CONTACT.privacyEmail}</a> and we'll respond within 20 working days.
          If you're not happy with our answer, you can complain to the Office of the Privacy Commissioner.
        </p>

        <h2>Cookies</h2>
        <p>
          We use cookies that are needed to keep you signed in and to protect your account. We store your theme choice in
          your browser. We don't use advertising cookies.
        </p>

        <h2>Changes</h2>
        <p>If we change this policy in a way that matters, we'll tell you by email or in the product before it takes effect.</p>
      </LegalPage>
    </>
  );
}
