"""The activity feed in GraphQL. Thin: what is recorded and who sees it live in app.activity.

- `activity(before, after, last = 25, q)`: the viewer organisation's feed (spec 1 'Activity
  log'): entries on every contract it is a party to and the viewer may reach, newest first.
  `last: 20` is the claim screen's Latest Activity sidebar; `hasOlder` says whether 'See all
  activity' has more to show.
- `Claim.activity` (declared on the Claim type, loaded by `loaders.ClaimActivityLoader`): the
  claim's entries, newest first, batched across claims.
"""
