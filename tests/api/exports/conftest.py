"""Fixtures of the export API tests: the schedule tests' projects, and the export as rows."""

from tests.api.factories import (  # noqa: F401  (fixtures)
    contract, exported, module_parties, module_party, party, project, scheduled_contract, scheduled_project,
)
