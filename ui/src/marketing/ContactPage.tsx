import type { ReactNode } from 'react';
import { ArrowRight, LifeBuoy, Mail, MessagesSquare } from 'lucide-react';
import { CONTACT } from '../config';
import { LinkButton, buttonClasses } from '../ui/Button';
import { PageIntro } from './PageIntro';

function ContactCard({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-surface p-7 shadow-xs">
      <div className="inline-flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg [&_svg]:size-5">{icon}</div>
      <h2 className="mt-5 text-lg font-semibold text-fg">{title}</h2>
      <p className="mt-2 flex-1 text-[15px] leading-relaxed text-fg-muted">{children}</p>
      <div className="mt-6">{action}</div>
    </article>
  );
}

export function Component() {
  return (
    <>
      <title>Contact · Claimdesk</title>
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-6 lg:py-24">
        <PageIntro eyebrow="Contact" title="Talk to the Claimdesk team">
          We're a small team in New Zealand, and a real person reads every message.
        </PageIntro>
        <div className="mt-14 grid gap-5 md:grid-cols-3">
          <ContactCard
            icon={<MessagesSquare />}
            title="Sales"
            action={
              <LinkButton to="/contact/sales" iconAfter={<ArrowRight />}>
                Request a demo
              </LinkButton>
            }
          >
            Want to see Claimdesk on your own projects, or talk about pricing for your team? Book a demo.
          </ContactCard>
          <ContactCard
            icon={<LifeBuoy />}
            title="Support"
            action={
              <a href={`mailto:${CONTACT.supportEmail}`} className={buttonClasses({ variant: 'secondary' })}>
                {CONTACT.supportEmail}
              </a>
            }
          >
            Already using Claimdesk? Email us and we'll get back to you within one business day.
          </ContactCard>
          <ContactCard
            icon={<Mail />}
            title="Everything else"
            action={
              <a href={`mailto:${CONTACT.helloEmail}`} className={buttonClasses({ variant: 'secondary' })}>
                {CONTACT.helloEmail}
              </a>
            }
          >
            Partnerships, press, or a question about claims under the Act that isn't about your account.
          </ContactCard>
        </div>
      </div>
    </>
  );
}
