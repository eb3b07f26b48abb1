"""Names in emails never read as links (app/mail/names.py)."""
import re

import pytest

from app.contracts.emails import added_to_project
from app.mail.names import unlinked
from app.orgs.emails import invitation

# What mail clients turn into links: a scheme, or a host name (labels joined by dots).
LINKABLE = re.compile(r"[a-z][a-z0-9+.-]*:|[^\W_][\w-]*[.\u3002\uff0e\uff61][^\W_]", re.IGNORECASE)


@pytest.mark.parametrize("name, shown", [
    ("Win a free iPhone at evil.example Ltd", "Win a free iPhone at evil. example Ltd"),
    ("https://evil.example/claim", "evil. example/claim"),
    ("HTTP://EVIL.EXAMPLE", "EVIL. EXAMPLE"),
    ("mailto:pay@evil.example", "pay@evil. example"),
    ("javascript:alert(1)", "alert(1)"),
    ("www.evil.co.nz", "www. evil. co. nz"),
    ("evil\u3002example", "evil\u3002 example"),  # an ideographic full stop reads as a dot in a host name
    ("J.Bloggs Ltd", "J. Bloggs Ltd"),
    ("Smith & Co. Ltd", "Smith & Co. Ltd"),
    ("Acme Builders", "Acme Builders"),
    ("", ""),
])
def test_a_name_shown_in_an_email_is_never_a_link(name, shown):
    assert unlinked(name) == shown
    assert not LINKABLE.search(unlinked(name))


def test_the_invitation_and_the_contract_email_carry_names_unlinked():
    subject, text, html = invitation(inviter="Visit evil.example", org_name="https://evil.example Ltd",
                                     email="x@example.com", link="https://claimdesk.example/login")
    assert "evil.example" not in subject + text + html and "https://evil" not in subject + text + html
    assert subject == "Visit evil. example invited you to evil. example Ltd on Claimdesk"
    subject, text, html = added_to_project(inviter="Eve", inviter_org="evil.example", project="win.example",
                                           link="https://claimdesk.example/x", new_account=True,
                                           as_relation="Customer", invited=False)
    assert "evil.example" not in subject + text + html and "win.example" not in subject + text + html
    assert "https://claimdesk.example/x" in text  # our own link stays a link
