"""Issues and variations (issue 16): a customer raises an issue (a request for a variation) to one
or more of its supplier contracts (or, issue 36, a supplier to its customers); each recipient
contract carries a variation, whose supplier answers with an estimate of cost and time, and both
sides record their approval.

- models: the issue, its variations (one per recipient contract), each variation's estimates
  (every submit a revision; the latest shows) and its comments, all in `shared`.
- policy: who may raise, estimate and set which approval, and who must act next (one answer for the
  service and the API).
- queries: what a viewer reads, always starting from the contracts it reaches
  (app.contracts.access): a party sees its own contracts' variations only.
- service: issueCreate, estimate saves, approvals, the issue email.
- emails: the request email to each recipient contract's other side (supplier or customer recipients).
- register: every variation the viewer reaches across its projects, by state and project (issue 36).

Decisions:
- An issue is readable by a viewer that reaches at least one of its recipient contracts; its
  variations list only those contracts. A supplier on one recipient contract never learns who
  else received the issue: nothing of the issue names the other recipients, and another
  contract's variation reads as not found.
- A new estimate revision resets both approvals to Pending (the other side approved a different
  price), except that a non-supplier's estimate carries the customer's Approved with it (spec 2
  section 4). Once both sides have approved, the estimate is refused until one side withdraws
  (sets Pending or Rejected): what was agreed never changes underneath an approval.
- Approvals need an estimate ('Add an estimate before approving': the selector is disabled).
"""
