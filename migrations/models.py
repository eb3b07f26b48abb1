"""Every model module, imported so each history's metadata is complete for autogenerate."""
import app.activity.models  # noqa: F401
import app.auth.models  # noqa: F401
import app.claims.models  # noqa: F401
import app.comments.models  # noqa: F401
import app.contracts.figures  # noqa: F401
import app.contracts.models  # noqa: F401
import app.feedback.models  # noqa: F401
import app.integrations.models  # noqa: F401
import app.jobs.models  # noqa: F401
import app.mail.models  # noqa: F401
import app.marketing.models  # noqa: F401
import app.orgs.models  # noqa: F401
import app.schedules.models  # noqa: F401
import app.uploads.models  # noqa: F401
import tenants.models  # noqa: F401
