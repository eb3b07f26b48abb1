"""Per-request GraphQL context: who is asking, for which organisation, and the loaders."""
from dataclasses import dataclass, field

from flask import g


@dataclass
class GraphQLContext:
    request: object
    response: object
    # Loaders (core.loaders) live for one request only, so nothing is cached across viewers.
    loaders: dict = field(default_factory=dict)

    @property
    def account_id(self) -> int | None:
        return g.get("account_id")

    @property
    def org(self):
        from tenants.context import current_org

        return current_org()
