"""Fixtures of the workspace API tests: signed-in owners of fresh organisations, and members.

    owner = workspace()                      # signs up, creates an organisation (Owner role)
    owner.gql(QUERY, {"x": 1})               # POST /graphql as them, in their organisation
    viewer = owner.add_member(permissions=VIEWER)   # invited by the owner, signed in
(Workspace and its factories: tests/api/factories.py)
"""
from tests.api.factories import module_workspace, workspace  # noqa: F401  (fixtures)
