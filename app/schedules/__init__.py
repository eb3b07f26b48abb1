"""Payment schedules: the customer's answer to a payment claim under section 21 of the
Construction Contracts Act 2002 (issue 13).

- models: the schedule row (draft until sent, then frozen).
The decisions (one schedule per claim, never replaced; drafts private to the customer side;
Adjustment ledger entries written only at send) are set out in /work/notes/SCHEDULES.md until
the service lands here.
"""
