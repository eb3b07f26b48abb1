"""Payment schedules in GraphQL. Thin: the rules live in app.schedules.

Reading: `Claim.schedule`, `Claim.viewerCanSchedule`, `Claim.viewerCanDraftSchedule` (the Claim
type takes them from `claim.py`). A draft schedule is shown only to the customer side (CustomerDraft
or CustomerSubmit); before the first save they see an unsaved draft (version 0) answering the
claim's latest revision, every line scheduled as claimed, so the builder opens from one query.
A schedule's lines come from the request's one read of the contract's ledger: a fixed number of
statements whatever the claim's size.

The payer's deadline: `Claim.scheduleDeadline` (`deadline.py`), for both sides of every sent claim.

Whom the send will serve: `PaymentSchedule.recipients` (the supplier recipients as
app.documents.recipients.supplier_recipients finds them, one statement per request), for the send
confirmation; only the customer side drafting the schedule reads it, and only before it is sent.

Writing: paymentScheduleUpdate (save the draft) and paymentScheduleSend (s 21 checks, freeze,
ledger Adjustment entries, email). A stale claim revision or draft version is a conflict with
extensions.code STALE_REVISION; a refused send has SEND_REFUSED.

Modules, leaves first: enums, loaders, types (PaymentSchedule), claim (the Claim fields), inputs,
mutations, schema. Of app.graphql.claims, `types` and `claim` use only its loaders and `inputs` nothing;
`mutations` imports its Claim for the payload. The Claim type imports only `claim` from here, so no
module of either package imports itself back.
"""
