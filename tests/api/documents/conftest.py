from tests.api.claims.conftest import party, project  # noqa: F401
from tests.api.claims.test_pdf import no_wait  # noqa: F401
from tests.api.links.conftest import sent_claim, visitor  # noqa: F401
from tests.api.schedules.conftest import scheduled_project  # noqa: F401
