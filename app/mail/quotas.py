"""Quotas on the emails a signed-in person makes Claimdesk send to people who never asked (issue 37).

A free sign-up could make the server email strangers without limit, in its own words: 50
invitations a call with the organisation name as the pitch, and the same through contract
recipients, claim resends and issue emails. One blocklisting of the sending domain would then stop
every statutory claim and schedule email too. So those four count, per sending account and per
organisation, every email to an address the organisation does not work with
(`app.contracts.people.taking_part`: a known person who has accepted), against an hourly and a
daily quota (EMAIL_NEW_ADDRESSES_PER_{ACCOUNT,ORG}_PER_{HOUR,DAY}); beyond one, the whole request
is refused with RATE_LIMITED and `retryAfter`, nothing sent, nothing counted.

- Whom it counts is decided by what the organisation already knows, never by whether an address
  has an account: counting only addresses without one would tell, by when the quota runs out,
  who has an account (docs/security.md, 'What one organisation can learn about another').
- Statutory email is never counted nor refused: a claim sent or voided, a payment schedule, a
  deadline reminder, a comment or notice to the parties of a contract; only `charge`'s callers
  count (membersInvite, contractCreate's recipients, claimResend, issueCreate / issueEmailSend).
- The counters are `app.auth.ratelimit`'s rows, in the request's transaction: a refused or failed
  request counts nothing.
"""
from datetime import timedelta

from flask import current_app

from app.auth import ratelimit
from app.auth.tokens import now

WINDOWS = (("HOUR", timedelta(hours=1), "an hour"), ("DAY", timedelta(days=1), "a day"))
TOO_MANY = {
    "ACCOUNT": "You have emailed too many people you do not work with yet: at most {limit} {per}. Please try again later.",
    "ORG": "This organisation has emailed too many people it does not work with yet: at most {limit} {per}. "
           "Please try again later.",
}


def charge(viewer, emails: list[str]) -> int:
    """Count the emails about to be sent to `emails` (one each) that go to people the viewer's
    (an app.orgs.access.Viewer) organisation does not work with; TooManyRequests when that would pass a quota. Returns the
    number counted."""
    from app.contracts.people import taking_part

    unique = sorted(set(emails))
    counted = len(set(unique) - taking_part(viewer.org.id, unique))
    if not counted:
        return 0
    at = now()
    for scope, key in (("ACCOUNT", f"account:{viewer.account_id}"), ("ORG", f"org:{viewer.org.id}")):
        for period, window, per in WINDOWS:
            limit = int(current_app.config[f"EMAIL_NEW_ADDRESSES_PER_{scope}_PER_{period}"])
            ratelimit.enforce(f"email-new:{key}:{period.lower()}", limit, window, at,
                              TOO_MANY[scope].format(limit=limit, per=per), amount=counted)
    return counted
