"""Comments in GraphQL. Thin: the rules and who reads what live in app.comments.

- `Claim.comments`, `Claim.commentsCount`, `Claim.viewerCanComment` (declared on the Claim type
  from `claim.py`, loaded by `loaders.ClaimCommentsLoader`): batched across claims.
- `commentAdd`: add a comment to a claim.
"""
