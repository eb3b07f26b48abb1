"""Billing on Stripe: each organisation's subscription, the customer portal and Stripe's webhooks.

    stripe_client.py  the one door to Stripe (nothing else imports `stripe`): plain dicts out,
                      idempotency keys on every create, webhook signatures checked by the library
    models.py         billing_accounts (one per organisation) and billing_events, in `shared`
    service.py        the state, the portal link, webhook receipt and processing, the lapse rule
    webhooks.py       POST /v1/billing/webhook
    cli.py            `flask billing status [org]`, `flask billing sync [org]`

Decisions:

- Off unless STRIPE_SECRET_KEY is set: then nothing is read or written here, the Billing screen
  says billing is not configured, and every feature works.
- Plan: one recurring price (STRIPE_PRICE_ID) for every organisation. Its Stripe customer and
  subscription are made the first time an owner opens the billing portal, with a trial of
  STRIPE_TRIAL_DAYS (14) on the first subscription only; until then the organisation's status is
  'none' and it loses nothing.
- Who: 'Owner, full access' (OrgEdit) opens the portal; everyone sees the state and the banner.
- State is Stripe's: a row changes only from an object Stripe answered (a create, or a re-read of
  the customer's subscriptions after a webhook or `flask billing sync`), so events that arrive
  late, twice or out of order cannot move it backwards.
- A lapse (canceled, unpaid, incomplete, incomplete_expired, paused) pauses creating new projects
  and subcontracts, nothing else. What a party needs under the Construction Contracts Act 2002
  (received claims, payment schedules, deadlines, reminders, emails, PDFs, new claims on existing
  projects) never depends on billing. past_due (Stripe still retrying the card) only warns.
"""
