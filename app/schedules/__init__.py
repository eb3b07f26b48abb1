"""Payment schedules: the customer's answer to a payment claim under section 21 of the
Construction Contracts Act 2002 (issue 13).

- models: the schedule row (draft until sent, then frozen).
- queries: the claim side a schedule is computed from (`Basis`), and schedules by claim.
- policy: who may draft or send one, and the section 21 checks before sending.
- service: `update_draft` (paymentScheduleUpdate) and `send` (paymentScheduleSend).
- emails: the schedule email to the supplier recipients.
- guard: the s 13 guard, reasons making payment depend on another contract (issue 40): warned of, and
  recorded on the 'finalised Schedule' activity when sent anyway.
The arithmetic is `app.domain.schedules` (mirrored in ui/src/domain/schedules.ts).

Decisions:
- One payment schedule per claim. It answers the claim's latest submitted revision (`claim_rev`).
  It is a draft until sent; once sent it is frozen and cannot be replaced: the Act gives the
  payer one schedule in time, and a correction is agreed between the parties outside the
  product. A draft saved or sent for an older revision than the claim's latest is refused
  with the STALE_REVISION conflict 'The claim has changed since you opened it. Reload to see
  the latest.'
- The draft lives in its own row (lines as JSON: only the lines the payer sent, each
  {itemId, scheduled, reason}; an absent line is scheduled as claimed) and only the customer
  side sees it (CustomerDraft or CustomerSubmit). Draft saves carry the version they were based
  on; a save based on an older one is refused (STALE_REVISION, 'Someone else changed this
  payment schedule. Reload to see their changes.'), so two members never overwrite each other.
- The server recomputes the totals on every save and refuses the save when the payer's
  scheduleExcl / scheduleTax differ from its own (the payer must have seen what they send).
  Reasons are stored as typed while drafting; they are required only at send.
- 'A line can be deleted only while it has no claimed-to-date and no claim' (spec 2 §2): the
  payer may remove such a line from the schedule (a line the supplier carries with nothing
  claimed yet, say), stored as {itemId, removed: true}; its PDF, email and sent view leave it
  out, and no total changes. A line with an amount claimed, this claim or before, stays.
- The ledger never holds a draft schedule. At send, in one transaction: an Adjustment entry
  (mode 'Adjustment', the claim revision, amount = scheduled - claimed, its GST, the line's
  schedule_reason) for every line scheduled differently, and one for the retention item when
  the retention recomputed on the scheduled gross differs; the ledger revision is bumped; the
  claim becomes Scheduled; activity 'finalised Schedule' and 'sent Schedule'; one outbox email
  per supplier recipient (key: schedule and recipient), its SHA-256 among the revision's served
  documents (document 'schedule').
- Section 21 checks at send, each named in the claim's 'Please fix the errors before submitting:
  ...' (spec 2 §4, word for word): a due date; the scheduled amount stated (lines, and saved
  totals equal to the recomputation); a reason on every line scheduled differently ('Reason
  required for {line name}'); when the payment is less than claimed, a note saying why and the
  reason for withholding; someone on the supplier side to serve it on.
- A claim that is Scheduled cannot go back to draft nor be deleted (app.claims.policy); the
  payer's payment-sent toggle (isPaying) works on it. While the supplier has a sent claim back
  in draft, it cannot be scheduled (its next revision would replace the one answered); a draft
  schedule saved before then answers the old revision and is refused at send until saved again.
- The payer may act on an archived project: the Act's deadline runs whatever the project's state.
"""
