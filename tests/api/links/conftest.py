"""Fixtures of the access-link tests: a claim submitted to the customer, and its emailed links."""
import re

from tests.api.factories import (  # noqa: F401  (fixtures)
    module_parties, module_party, module_project, no_wait, party, project, sent_claim, visitor,
)


WWW = re.compile(r"View the claim and download it as a PDF: (\S+)")
