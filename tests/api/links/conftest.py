"""Fixtures of the access-link tests: a claim submitted to the customer, and its emailed links."""
import re

from tests.api.factories import no_wait, party, project, sent_claim, visitor  # noqa: F401  (fixtures)


WWW = re.compile(r"View the claim and download it as a PDF: (\S+)")
