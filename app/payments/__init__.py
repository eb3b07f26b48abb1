"""Payments of claims, recorded (issue 33), and the statutory facts kept with each claim.

- models.py   claim_payments: each side's records ('Payment sent' by the payer, 'Payment received'
              by the payee); a correction is a new record replacing an earlier one, never an edit
- facts.py    THE writer of a claim's stored facts: its payment-schedule deadline (s 22), what is
              payable, when it is due, what each side has recorded, paid / paying. Every write that
              changes one of their inputs calls `refresh` in its own transaction
- policy.py   who may record a payment, and the checks on one
- received.py claims and payment schedules received outside Claimdesk (issue 34), recorded by one side
              (receivedClaimRecord, receivedScheduleRecord) and settled by facts.py like any other
- service.py  record a payment (claimPaymentRecord), and the spec's paid / payment-sent toggles
              (claimMarkPaid, claimSetPaying) as records
- chain.py    the contracting chain (issue 40): the chain view and the head contractor's exposure gap
- rollup.py   subcontract claims included in the head claim (issue 40): choose, map, preview, apply;
              rollup_models.py keeps the line maps and inclusions in the head contractor's own schema
The rules themselves are pure: `app.domain.claim_standing`.
"""
