"""Claims and the ledger in GraphQL. Thin: the rules live in app.claims.

Reading
- `Contract.ledger`, `Contract.claims`, `Contract.claim(number:)`, `Contract.viewerCanCreateClaim`
  (fields added to the Contract type by `contract.ContractClaimsFields`), and `node(id:)` for a
  Claim or a ClaimRevision.
- A contract's ledger costs a fixed number of statements whatever its size (claims, revisions,
  entries, ledger revision: 4), read once per request and shared by every field that needs it
  (the grid, the claim's lines and totals). Lists of claims across contracts batch by the
  loaders of `loaders.py` (claims, revisions, read states, attachments: one statement each).
- A customer never sees a claim in status New, a deleted draft, or any draft revision.
- The organisation home's Inbox and Sent: `claimList(box:)` on the root Query (`lists.py`), a page
  and the group counts a statement each, the rows' claims read through the same loaders.

Writing: one mutation per action (ledgerUpdate, claimCreate, claimPatch, claimSubmit, claimSend,
claimResend, claimChangeToDraft, claimDeleteDraft, claimDelete, claimMarkPaid, claimSetPaying,
claimMarkRead). Refusals are GraphQL errors whose message is shown as it is; a ledger conflict
has extensions.code LEDGER_CONFLICT, a stale claim revision STALE_REVISION.

Modules, leaves first: enums, entries (lines, files, retention, totals), revisions (ClaimRevision),
types (Claim), ledger (the contract grid), contract (the claim fields of Contract), inputs,
loaders, mutations, schema, lists (the home's lists). The Contract type imports `contract`; the Claim type names Contract
by its path, the one cycle of the API's types.
"""
