"""The Claim fields of the remedies: `enforcement` (the supplier side's claim page: a few statements
for the one claim) and `suspensionGround` (every list row: from the facts the page of claims has
already loaded, and the determinations about the page's claims, one statement for all of them)."""
from dataclasses import dataclass
from datetime import date

import graphene
from graphql_relay import to_global_id

from app.claims.form1 import RULES_NOTE
from app.documents.kinds import door_url
from app.domain import claim_standing as rules
from app.domain import suspension as rule
from app.domain.working_days import today_in_auckland
from app.enforcement import policy, remedies, service
from app.graphql.claims.loaders import RevisionsLoader
from app.graphql.core.loaders import both
from app.graphql.core.viewer import viewer_of
from app.graphql.enforcement.loaders import DeterminationLoader
from app.graphql.enforcement.types import ClaimEnforcement, SuspensionGround
from app.graphql.schedules.loaders import ScheduleLoader
from app.payments.standing import facts_of

enforcement = graphene.Field(ClaimEnforcement, description=(
    "The remedies of an unpaid payee (ss 23-24, 24A): the ground for suspending work, the notice of intention to "
    "suspend and its service, the suspensions, and what can be done now. The supplier side's (SupplierDraft); null "
    "for anyone else."))
suspension_ground = graphene.Field(SuspensionGround, description=(
    "The ground for suspending work today (s 24A(1)(a)), from the claim's stored facts; null when none. The "
    "supplier side's; null for anyone else."))


@dataclass
class NoticeView:
    row: object
    pdf_url: str

    def __getattr__(self, name):
        return getattr(self.row, name)


@dataclass
class SuspensionView:
    suspended_on: date
    resumed_on: date | None
    scope: str
    calendar_days: int
    working_days: int
    days_words: str


def pdf_url(info, found, number: int, document: str) -> str:
    viewer = viewer_of(info)
    return door_url(document, contract_gid=to_global_id("Contract", found.id), account_id=viewer.account_id,
                    org_slug=viewer.org.slug, number=number)


def resolve_enforcement(root, info):
    found, claim = root.found, root.claim
    if not policy.may_enforce(found) or claim.latest_rev is None:
        return None

    # The revisions, schedule and determination through the request's loaders: the claim page's
    # other fields (suspensionGround, the schedule, the lines) ask the same ones, so one statement
    # each serves them all (issue 41: the claim page had read each of these twice).
    def build(loaded, determination):
        revisions, schedule = loaded
        revision = next((r for r in revisions if r.rev == claim.latest_rev), None)
        return _enforcement(info, found, claim, revision, schedule, determination)

    loaded = both(RevisionsLoader(info).load(claim.id), ScheduleLoader(info).load(claim.id), lambda r, s: (r, s))
    return both(loaded, DeterminationLoader(info).load(claim.id), build)


def _enforcement(info, found, claim, revision, schedule, determination) -> "ClaimEnforcementView":
    """`schedule`: the claim's payment schedule, sent or not (facts_of counts a sent one only)."""
    today = today_in_auckland()
    facts = facts_of(claim, revision, schedule)
    standing = rules.standing(facts, today)
    eligibility = rule.eligibility(rule.of_standing_facts(facts), today, determination)
    records = service.records_of(found.id, claim.id)  # one statement for the three (issue 41)
    notice, suspensions = records.notice, records.suspensions
    active = next((s for s in suspensions if s.resumed_on is None), None)
    situation = remedies.Situation(standing, eligibility, notice, active, today, determination,
                                   residential=found.contract.residential_occupier)
    views = []
    for s in suspensions:
        days = service.days_of(s, today)
        views.append(SuspensionView(s.suspended_on, s.resumed_on, s.scope, days.calendar, days.working, days.words))
    terms = records.terms
    terms.viewer_can_edit = policy.may_set_terms(found)
    return ClaimEnforcementView(
        ground=eligibility.ground.value if eligibility.ground else None,
        ground_words=rule.GROUND_WORDS[eligibility.ground] if eligibility.ground else None,
        unpaid=eligibility.unpaid, unpaid_since=eligibility.since, reasons=list(eligibility.reasons),
        notice_section=eligibility.notice_section,
        notice=NoticeView(notice, pdf_url(info, found, claim.number, "suspension")) if notice is not None else None,
        suspensions=views, remedies=remedies.remedies(found, claim, situation),
        debt_statement_url=pdf_url(info, found, claim.number, "debt") if situation.debt is not None else None,
        terms=terms, how_to_serve=policy.HOW_TO_SERVE, protections=list(rule.PROTECTIONS),
        suspend_from_note=rule.SUSPEND_FROM_NOTE, rules_note=RULES_NOTE)


@dataclass
class ClaimEnforcementView:
    ground: str | None
    ground_words: str | None
    unpaid: int
    unpaid_since: date | None
    reasons: list
    notice_section: str | None
    notice: NoticeView | None
    suspensions: list
    remedies: list
    debt_statement_url: str | None
    terms: object
    how_to_serve: str
    protections: list
    suspend_from_note: str
    rules_note: str


def resolve_suspension_ground(root, info):
    found, claim = root.found, root.claim
    if not policy.may_enforce(found) or claim.latest_rev is None:
        return None

    def ground(loaded, determination):
        revisions, schedule = loaded
        latest = next((r for r in revisions if r.rev == claim.latest_rev), None)
        facts = rule.of_standing_facts(facts_of(claim, latest, schedule))
        result = rule.eligibility(facts, today_in_auckland(), determination)
        return result.ground.value if result.ground else None

    facts = both(RevisionsLoader(info).load(claim.id), ScheduleLoader(info).load(claim.id), lambda r, s: (r, s))
    return both(facts, DeterminationLoader(info).load(claim.id), ground)
