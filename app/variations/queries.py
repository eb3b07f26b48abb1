"""Reading issues and variations as a viewer: every read starts from the contracts the viewer
reaches (app.contracts.access), so a variation on another contract, of another organisation or
of another recipient, reads exactly like one that does not exist. Each function is one statement
for any number of issues or variations.
"""
from dataclasses import dataclass

from sqlalchemy import bindparam, func, select, union_all
from sqlalchemy.dialects.postgresql import distinct_on

from app.contracts.access import VisibleContract, visible, visible_contracts
from app.contracts.models import Contract
from app.db import db
from app.orgs.access import Viewer
from app.variations.models import InternalVariationComment, Issue, Variation, VariationComment, VariationEstimate
from tenants.models import Organisation

ISSUE_NOT_FOUND = "Issue not found"
VARIATION_NOT_FOUND = "Variation not found"


@dataclass
class SeenVariation:
    """A variation, with its contract as the viewer sees it."""

    variation: Variation
    found: VisibleContract

    @property
    def id(self) -> int:
        return self.variation.id


def variations_where(viewer: Viewer, *criteria, order=None, limit: int | None = None) -> list[SeenVariation]:
    """The variations on contracts the viewer reaches that meet `criteria`."""
    query = visible_contracts(viewer).add_columns(Variation).join(Variation, Variation.contract_id == Contract.id)
    query = query.where(*criteria).order_by(*(order or (Variation.id,)))
    if limit is not None:
        query = query.limit(limit)
    return [SeenVariation(row[-1], visible(viewer, row[:-1])) for row in db.session.execute(query).all()]


def issue_variations(viewer: Viewer, issue_ids: list[int]) -> dict[int, list[SeenVariation]]:
    """{issue id: its variations the viewer reaches, in the order they were created}."""
    out: dict[int, list[SeenVariation]] = {i: [] for i in issue_ids}
    for seen in variations_where(viewer, Variation.issue_id.in_(issue_ids)):
        out[seen.variation.issue_id].append(seen)
    return out


def contract_variations(viewer: Viewer, contract_ids: list[int]) -> dict[int, list[SeenVariation]]:
    """{contract id: its variations, newest first} (the Variations tab)."""
    out: dict[int, list[SeenVariation]] = {i: [] for i in contract_ids}
    for seen in variations_where(viewer, Variation.contract_id.in_(contract_ids),
                                 order=(Variation.created_at.desc(), Variation.id.desc())):
        out[seen.variation.contract_id].append(seen)
    return out


def get_variation(viewer: Viewer, variation_id: int) -> SeenVariation | None:
    found = variations_where(viewer, Variation.id == variation_id)
    return found[0] if found else None


def find_variation(viewer: Viewer, issue_id: int, contract_id: int, *, for_update: bool = False
                   ) -> SeenVariation | None:
    query = (visible_contracts(viewer).add_columns(Variation).join(Variation, Variation.contract_id == Contract.id)
             .where(Variation.issue_id == issue_id, Variation.contract_id == contract_id))
    if for_update:
        query = query.with_for_update(of=Variation)
    row = db.session.execute(query).first()
    return SeenVariation(row[-1], visible(viewer, row[:-1])) if row is not None else None


def issues_by_id(ids: list[int]) -> dict[int, Issue]:
    """Issue rows by id: only for ids the caller reached through a variation it sees."""
    return {i.id: i for i in db.session.scalars(select(Issue).where(Issue.id.in_(ids)))} if ids else {}


def _reached_issue_ids(viewer: Viewer):
    """The ids of the issues the viewer reaches through at least one variation (a subquery)."""
    return (visible_contracts(viewer).with_only_columns(Variation.issue_id)
            .join(Variation, Variation.contract_id == Contract.id))


def reachable_issues(viewer: Viewer, ids: list[int]) -> dict[int, Issue]:
    """The issues among `ids` the viewer reaches, by id."""
    query = select(Issue).where(Issue.id.in_(ids), Issue.id.in_(_reached_issue_ids(viewer)))
    return {i.id: i for i in db.session.scalars(query)}


def recent_issues(viewer: Viewer, limit: int) -> list[Issue]:
    """The newest issues the viewer reaches, newest first."""
    return list(db.session.scalars(select(Issue).where(Issue.id.in_(_reached_issue_ids(viewer)))
                                   .order_by(Issue.created_at.desc(), Issue.id.desc()).limit(limit)))


def latest_estimates(variations: list[Variation]) -> dict[int, VariationEstimate | None]:
    """The estimate each variation shows (its latest revision), None when none yet."""
    wanted = [(v.id, v.estimate_rev) for v in variations if v.estimate_rev]
    out: dict[int, VariationEstimate | None] = {v.id: None for v in variations}
    if wanted:
        ids = [w[0] for w in wanted]
        for est in db.session.scalars(select(VariationEstimate).where(VariationEstimate.variation_id.in_(ids))
                                      .ext(distinct_on(VariationEstimate.variation_id))
                                      .order_by(VariationEstimate.variation_id, VariationEstimate.rev.desc())):
            out[est.variation_id] = est
    return out


def estimate_history(variation_ids: list[int]) -> dict[int, list[VariationEstimate]]:
    """Every estimate revision of each variation, newest first."""
    out: dict[int, list[VariationEstimate]] = {i: [] for i in variation_ids}
    for est in db.session.scalars(select(VariationEstimate).where(VariationEstimate.variation_id.in_(variation_ids))
                                  .order_by(VariationEstimate.variation_id, VariationEstimate.rev.desc())):
        out[est.variation_id].append(est)
    return out


def variation_comments(variation_ids: list[int]) -> dict[int, list]:
    """The comments of each variation (reached by the caller) the viewer's organisation may read,
    oldest first: the shared ones and the bound organisation's internal ones."""
    rows = [row for model in (VariationComment, InternalVariationComment)
            for row in db.session.scalars(select(model).where(model.variation_id.in_(variation_ids)))]
    rows.sort(key=lambda c: (c.variation_id, c.created_at, c.is_internal, c.id))
    out: dict[int, list] = {i: [] for i in variation_ids}
    for row in rows:
        out[row.variation_id].append(row)
    return out


def comment_file(variation_id: int, upload_id: str) -> dict | None:
    """The ref of the upload on a comment of the variation (reached by the caller) the viewer's
    organisation may read: a shared comment's, or one of the bound organisation's internal ones."""
    wanted = [{"id": upload_id}]
    for model in (VariationComment, InternalVariationComment):
        files = db.session.scalars(select(model.files).where(model.variation_id == variation_id,
                                                             model.files.contains(wanted)).limit(1)).first()
        if files:
            return next(f for f in files if f.get("id") == upload_id)
    return None


# Made once (the ids bound per call): a subquery built per call is a knot of reference cycles
# that only the cyclic collector frees, and the issue page and its poll ask this every time.
_both = union_all(*(select(model.variation_id).where(model.variation_id.in_(bindparam("ids", expanding=True)))
                    for model in (VariationComment, InternalVariationComment))).subquery()
_COMMENT_COUNTS = select(_both.c.variation_id, func.count()).group_by(_both.c.variation_id)


def variation_comment_counts(variation_ids: list[int]) -> dict[int, int]:
    """How many comments of each variation variation_comments answers, counted in the database
    (the issue page's rows and its 5 s version poll read the count, not the comments)."""
    counts = dict(db.session.execute(_COMMENT_COUNTS, {"ids": variation_ids}).all())
    return {i: counts.get(i, 0) for i in variation_ids}


def org_names(org_ids: list[int]) -> dict[int, str]:
    return dict(db.session.execute(select(Organisation.id, Organisation.name).where(Organisation.id.in_(org_ids))).all())
