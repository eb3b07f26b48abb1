"""The notice of adjudication as a document: what it states (s 28(2), field for field), the disputed
items pre-filled from the records, its HTML and its PDF (app.documents' kit: the shared page and
letterhead, the `pdf` renderer, deterministic bytes).

- The disputed items are listed one by one, since the notice fixes what the adjudicator may decide
  (research [E12]: a variation left out cannot be added later). A payment claim reads as served:
  the claimed amount, the payment schedule (or that none was given by its deadline), what the payee
  has recorded as received, and the amount in dispute (claimed less received). A variation reads
  with its latest estimate and both approvals.
- At service the parties, the contract and its site are frozen into the notice (`frozen`), so the
  PDF of a served notice is re-rendered from its own row, byte for byte the copy served.
- Form 2 (app.adjudication.form2) is part of every PDF: the template prints it unconditionally.
"""
import hashlib
from datetime import date

from sqlalchemy import and_, select

from app.adjudication import form2, policy
from app.adjudication.models import SERVED, AdjudicationNotice
from app.claims.document import site_lines
from app.claims.models import LIVE_STATUSES, Claim, Revision
from app.contracts import access
from app.contracts import queries as contract_queries
from app.contracts.access import VisibleContract
from app.contracts.models import CUSTOMER, SUPPLIER
from app.db import db
from app.documents import pdf
from app.documents.kinds import Prepared, document_kind
from app.documents.models import ADJUDICATION
from app.documents.templates import render
from app.domain import adjudication as rules
from app.domain.dates import long_date
from app.domain.money import dollars
from app.errors import NotFound
from app.payments.standing import facts_of
from app.schedules.models import SENT, PaymentSchedule
from app.variations.models import Issue, Variation, VariationEstimate

CLAIM = "claim"
VARIATION = "variation"
TITLE = "Notice of adjudication"
OTHER = {SUPPLIER: CUSTOMER, CUSTOMER: SUPPLIER}
ROLE = {SUPPLIER: "the payee (supplier)", CUSTOMER: "the payer (customer)"}


def claim_items(contract_id: int, numbers: list[int]) -> list[dict]:
    """The served payment claims of `numbers` on the contract, as the notice lists them; a number that is
    not a served claim of the contract is left out (the caller says so)."""
    if not numbers:
        return []
    rows = db.session.execute(
        select(Claim, Revision, PaymentSchedule)
        .join(Revision, and_(Revision.claim_id == Claim.id, Revision.rev == Claim.latest_rev))
        .outerjoin(PaymentSchedule, and_(PaymentSchedule.claim_id == Claim.id, PaymentSchedule.status == SENT))
        .where(Claim.contract_id == contract_id, Claim.number.in_(numbers), Claim.status.in_(LIVE_STATUSES),
               Revision.is_draft.is_(False))
        .order_by(Claim.number)
    ).all()
    items = []
    for claim, revision, schedule in rows:
        facts = facts_of(claim, revision, schedule)
        claimed = facts.claimed or 0
        served = revision.submitted_at
        parts = [f"Payment claim {claim.number}" + (f" served {long_date(_auckland(served))}" if served else ""),
                 f"claimed {dollars(claimed)}"]
        if facts.scheduled is not None:
            parts.append(f"payment schedule {dollars(facts.scheduled)}"
                         + (" (given after its deadline, so it does not count)" if facts.schedule_given_late else ""))
        elif facts.deadline is not None:
            parts.append(f"no payment schedule given by {long_date(facts.deadline)}")
        parts.append(f"received {dollars(facts.received)}")
        items.append({"kind": CLAIM, "id": claim.id, "number": claim.number, "label": "; ".join(parts),
                      "claimed": claimed, "scheduled": facts.scheduled, "paid": facts.received,
                      "disputed": max(0, claimed - facts.received)})
    return items


def variation_items(contract_id: int, variation_ids: list[int]) -> list[dict]:
    if not variation_ids:
        return []
    rows = db.session.execute(
        select(Variation, Issue, VariationEstimate)
        .join(Issue, Issue.id == Variation.issue_id)
        .outerjoin(VariationEstimate, and_(VariationEstimate.variation_id == Variation.id,
                                           VariationEstimate.rev == Variation.estimate_rev))
        .where(Variation.contract_id == contract_id, Variation.id.in_(variation_ids))
        .order_by(Issue.id)
    ).all()
    items = []
    for variation, issue, estimate in rows:
        total = estimate.total if estimate is not None else 0
        label = (f"Variation for issue {issue.id}, \u2018{issue.title}\u2019: estimate {dollars(total)} excluding GST; "
                 f"supplier approval {variation.supplier_status}, customer approval {variation.customer_status}")
        items.append({"kind": VARIATION, "id": variation.id, "number": issue.id, "label": label,
                      "claimed": total, "scheduled": None, "paid": None, "disputed": total})
    return items


def total_disputed(items: list[dict]) -> int:
    return sum(item["disputed"] for item in items)


def parties_frozen(found: VisibleContract, claimant: str) -> dict:
    """The parties (claimant and respondent, their names and addresses), the contract and its site,
    as the notice states them (s 28(2)(g))."""
    contract = found.contract
    parties = found.parties or contract_queries.parties_of([contract.id])[contract.id]

    def party(relation: str) -> dict | None:
        p = parties.get(relation)
        if p is None or p.contact is None:
            return None
        c = p.contact
        return {"name": c.entity_name or c.name or p.org_name, "address": c.address or "", "role": ROLE[relation],
                "org_id": p.org_id}

    return {"claimant": party(claimant), "respondent": party(OTHER[claimant]), "site_name": contract.site_name,
            "site_lines": site_lines(contract), "contract_ref": f"{found.owner.slug}/{contract.slug}"}


def parties_named(frozen: dict) -> bool:
    return all(frozen.get(side) and frozen[side]["name"] and frozen[side]["address"].strip()
               for side in ("claimant", "respondent"))


def content_of(notice: AdjudicationNotice, frozen: dict) -> rules.NoticeContent:
    return rules.NoticeContent(notice.dispute, notice.arose, notice.relief, notice.charging_order,
                               notice.owner_liability, parties_named(frozen))


def document_html(notice: AdjudicationNotice, frozen: dict, notice_date: date | None) -> str:
    return render("adjudication_notice_pdf.html", n=notice, f=frozen, title=TITLE,
                  notice_date=long_date(notice_date) if notice_date else "The day it is served",
                  items=notice.items, total=total_disputed(notice.items), form2=form2.FORM2,
                  form2_title=form2.FORM2_TITLE, form2_source=form2.FORM2_SOURCE, rules_note=form2.RULES_NOTE,
                  yes_no=_yes_no, **pdf.page_assets(None, None))


def file_name(notice: AdjudicationNotice, frozen: dict) -> str:
    return f"{frozen['contract_ref'].replace('/', '-')}-notice-of-adjudication-{notice.number}.pdf"


def pdf_of(notice: AdjudicationNotice) -> tuple[str, bytes]:
    """(file name, PDF bytes) of a served notice, from its frozen content: the very bytes served."""
    prepared = served_notice(None, notice)
    return prepared.file_name, pdf.rendered_here(prepared.key, prepared.html)


SERVED_NOTICE_NOT_FOUND = "Notice of adjudication not found"
DRAFT_REVISION = "draft"


def _find_notice(viewer, contract_id: int, number: int) -> tuple[VisibleContract, AdjudicationNotice]:
    """The door's `find`: the contract as the viewer sees it and its notice numbered `number`, served or
    a draft (which answers only to `revision=draft` from an Edit member: `served_notice`)."""
    found = access.get_contract(viewer, contract_id)
    notice = db.session.scalars(select(AdjudicationNotice).where(
        AdjudicationNotice.contract_id == contract_id, AdjudicationNotice.number == number)).first()
    if notice is None:
        raise NotFound(SERVED_NOTICE_NOT_FOUND)
    return found, notice


def _fetched(found, notice, document, prepared, data, *, account_id, org_id) -> str:
    # A party fetching the notice is not a service of it: its proof of service is the copies emailed
    # (AdjudicationServedCopy, recorded as each email goes) or the hash recorded with a person's service
    # (app.adjudication.hand). The door still answers the digest.
    return hashlib.sha256(data).hexdigest()


@document_kind(ADJUDICATION, find=_find_notice, record=_fetched)
def served_notice(found, notice: AdjudicationNotice, revision_name=None) -> Prepared:
    """The served notice of adjudication as PDF, from its frozen content (the same key and bytes as
    the emails that served it and the bundle). A draft answers only as `revision=draft` to a member
    with Edit on the contract (who prepares and serves it: app.adjudication.policy): the PDF to print
    and serve by hand or post, dated 'The day it is served'; to anyone else it does not exist (404, as
    a claim's draft to the customer side)."""
    if notice.status != SERVED:
        if revision_name != DRAFT_REVISION or found is None or not policy.may_act(found):
            raise NotFound(SERVED_NOTICE_NOT_FOUND)
        frozen = parties_frozen(found, notice.claimant_relation)
        html = document_html(notice, frozen, None)
        key = f"adjdraft{notice.id}-{hashlib.sha256(html.encode()).hexdigest()[:40]}"
        return Prepared(None, file_name(notice, frozen).removesuffix(".pdf") + "-draft.pdf", key, lambda: html)
    return as_served(notice, notice.frozen, notice.notice_date)


def as_served(notice: AdjudicationNotice, frozen: dict, notice_date: date) -> Prepared:
    """The notice as served on `notice_date` with the parties `frozen`: a served notice's own document,
    or (before service) the one it will be once served that day, with the same key and bytes."""
    html = document_html(notice, frozen, notice_date)
    key = f"adj{notice.id}-{hashlib.sha256(html.encode()).hexdigest()[:40]}"
    return Prepared(None, file_name(notice, frozen), key, lambda: html)


def _yes_no(value: bool | None) -> str:
    return {True: "Yes", False: "No"}.get(value, "Not answered")


def _auckland(moment) -> date:
    from app.domain.working_days import today_in_auckland

    return today_in_auckland(moment)
