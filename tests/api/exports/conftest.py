"""Fixtures of the export API tests: the schedule tests' projects, and the export as rows."""
from tests.api.factories import exported, party, project, scheduled_project  # noqa: F401  (fixtures)
