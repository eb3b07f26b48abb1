"""The one place that decides whether the viewer may reach a contract.

A contract lives in `shared`. The viewer (`app.orgs.access.Viewer`) is an account acting for
the organisation bound to the request (`tenants.context`), and reaches a contract only when:

1. that organisation is a party to it (a `contract_orgs` row: its customer or supplier) that has
   accepted it (an organisation another names is only invited until it accepts:
   `app.contracts.invitations`), and
2. the viewer may see that organisation's contracts: their workspace permissions grant
   ContractView (directly or by implication), or they are a member of this contract.

Anything else answers exactly like a contract that does not exist (`NotFound('Contract not
found')`, a null `node`, a list without it), so an outsider cannot even learn that an ID or
slug is in use. Every read and write of a contract goes through `visible_contracts`,
`get_contract` or `find_contract`; nothing else in the code selects from `contracts` for a
viewer.
"""
from dataclasses import dataclass
from functools import cache
from typing import Iterable

from sqlalchemy import Select, and_, bindparam, select
from sqlalchemy.orm import aliased

from app.contracts import permissions as cp
from app.contracts.models import ACCEPTED, SUPPLIER, Contract, ContractMember, ContractOrg
from app.db import db, shared_statements
from app.errors import NotFound
from app.orgs.access import Viewer
from tenants.models import Organisation

CONTRACT_NOT_FOUND = "Contract not found"


@dataclass
class VisibleContract:
    """A contract as one viewer sees it."""

    contract: Contract
    owner: Organisation
    is_supplier: bool  # the viewer's organisation is the supplier party
    member_id: int | None  # the viewer's contract membership
    member_permissions: tuple[str, ...] | None
    permissions: frozenset[cp.ContractPermission]
    viewer_org_id: int = 0
    # {relation: queries.Party}, when a list has read them for its whole page.
    parties: dict | None = None
    # figures.Figures, when a list has read them with its page.
    figures: object = None

    @property
    def id(self) -> int:
        return self.contract.id

    @property
    def relation(self) -> str:
        return SUPPLIER if self.is_supplier else "Customer"

    def can(self, permission: cp.ContractPermission) -> bool:
        return permission in self.permissions


def _sees_all_contracts(viewer: Viewer) -> bool:
    return cp.ContractPermission.VIEW in cp.from_workspace(viewer.permissions)


# Made once: a fresh aliased() per call made SQLAlchemy adapt every column of it again on every
# request (about half the CPU of a version poll, by profile); one alias each is also one
# statement shape, so the compiled-statement cache hits.
_party = aliased(ContractOrg, name="viewer_party")
_owner = aliased(Organisation, name="contract_owner")
_membership = aliased(ContractMember, name="viewer_membership")


def visible_contracts(viewer: Viewer, *, relation: str | None = None) -> Select:
    """SELECT (Contract, owner Organisation, party relation, membership id, membership permissions)
    of every contract the viewer may reach; with `relation` (SUPPLIER or CUSTOMER), only those on which
    the viewer's organisation is that party. Add filters and ordering; read rows with `visible`."""
    query = _visible_select(viewer.org.id, viewer.user_id, _sees_all_contracts(viewer))
    return query.where(_party.relation == relation) if relation is not None else query


def _visible_select(org_id, user_id, sees_all: bool) -> Select:
    party, owner, membership = _party, _owner, _membership
    query = (
        select(Contract, owner, party.relation, membership.id, membership.permissions)
        .join_from(Contract, party, and_(party.contract_id == Contract.id, party.org_id == org_id, party.consent == ACCEPTED))
        .join_from(Contract, owner, owner.id == Contract.owner_org_id)
        .outerjoin_from(Contract, membership, and_(membership.contract_id == Contract.id, membership.user_id == user_id))
    )
    if not sees_all:
        query = query.where(membership.id.is_not(None))
    return query


@cache
def visible_template(sees_all: bool) -> Select:
    """`visible_contracts` with the viewer as parameters, for statements built once and run with
    `viewer_params` (building a statement cost more CPU than running it): the same filters."""
    return _visible_select(bindparam("viewer_org_id"), bindparam("viewer_user_id"), sees_all)


def viewer_params(viewer: Viewer) -> tuple[bool, dict]:
    """(which `visible_template` is the viewer's, its parameters)."""
    return _sees_all_contracts(viewer), {"viewer_org_id": viewer.org.id, "viewer_user_id": viewer.user_id}


@cache
def _prebuilt(kind: str, sees_all: bool) -> Select:
    """`visible_contracts` by id or by route, built once: every request that names a contract runs one."""
    query = visible_template(sees_all)
    if kind == "route":
        owner_id = select(Organisation.id).where(Organisation.slug == bindparam("owner_slug")).scalar_subquery()
        return query.where(Contract.slug == bindparam("slug"), Contract.owner_org_id == owner_id)
    query = query.where(Contract.id.in_(bindparam("ids", expanding=True)))
    return query.with_for_update(of=Contract) if kind == "ids for update" else query


@shared_statements
def _shared():
    return [_prebuilt(kind, sees_all) for kind in ("ids", "route", "ids for update") for sees_all in (True, False)]


def _run_prebuilt(viewer: Viewer, kind: str, **params):
    sees_all, viewer_bound = viewer_params(viewer)
    return db.session.execute(_prebuilt(kind, sees_all), {**viewer_bound, **params})


def visible(viewer: Viewer, row) -> VisibleContract:
    contract, owner, relation, member_id, member_permissions = row
    is_supplier = relation == SUPPLIER
    return VisibleContract(
        contract=contract,
        owner=owner,
        is_supplier=is_supplier,
        member_id=member_id,
        member_permissions=tuple(member_permissions) if member_permissions is not None else None,
        permissions=cp.viewer_permissions(member_permissions, viewer.permissions, is_supplier=is_supplier),
        viewer_org_id=viewer.org.id,
    )


def get_contract(viewer: Viewer, contract_id: int, *, for_update: bool = False) -> VisibleContract:
    """The contract, or NotFound('Contract not found') when missing or out of the viewer's reach."""
    found = get_contracts(viewer, [contract_id], for_update=for_update).get(contract_id)
    if found is None:
        raise NotFound(CONTRACT_NOT_FOUND)
    return found


def get_contracts(viewer: Viewer, contract_ids: Iterable[int], *, for_update: bool = False) -> dict[int, VisibleContract]:
    ids = [int(i) for i in contract_ids]
    if not ids:
        return {}
    rows = _run_prebuilt(viewer, "ids for update" if for_update else "ids", ids=ids).all()
    return {row[0].id: visible(viewer, row) for row in rows}


def find_contract(viewer: Viewer, owner_slug: str, slug: str) -> VisibleContract | None:
    """By the route's {owner}/{contract} slugs; None when missing or out of reach."""
    row = _run_prebuilt(viewer, "route", slug=slug, owner_slug=owner_slug).first()
    return visible(viewer, row) if row is not None else None


def get_row_of_contract(viewer: Viewer, model, row_id: int, also: tuple = ()):
    """(the `model` row with this id, its contract as the viewer sees it) in one statement, for a
    model with a contract_id; None when missing or on a contract out of the viewer's reach.
    `also`: columns of the row read in the same statement (made once: they key the statement),
    appended to the answer; their parameters are the viewer's (`viewer_params`)."""
    sees_all, params = viewer_params(viewer)
    row = db.session.execute(_row_with_contract(model, sees_all, also), {**params, "row_id": row_id}).first()
    return None if row is None else (row[5], visible(viewer, row[:5]), *row[6:])


@cache
def _row_with_contract(model, sees_all: bool, also: tuple = ()) -> Select:
    return (visible_template(sees_all).add_columns(model, *also).join_from(Contract, model, model.contract_id == Contract.id)
            .where(model.id == bindparam("row_id")))


def get_columns_of_contract_row(viewer: Viewer, model, row_id: int, columns: tuple):
    """(whether the viewer's organisation is the supplier, *`columns`) of the `model` row with this id,
    by `get_row_of_contract`'s reach (the same joins and filters) but reading no entity: for a caller
    that needs a few of the row's values only (the claim page's poll, every 5 s per open page, read 64
    columns and three entities for two versions). None when missing or out of the viewer's reach."""
    sees_all, params = viewer_params(viewer)
    row = db.session.execute(columns_with_contract(model, sees_all, columns), {**params, "row_id": row_id}).first()
    return None if row is None else (row[0] == SUPPLIER, *row[1:])


@cache
def columns_with_contract(model, sees_all: bool, columns: tuple) -> Select:
    return (visible_template(sees_all).join_from(Contract, model, model.contract_id == Contract.id)
            .where(model.id == bindparam("row_id")).with_only_columns(_party.relation, *columns))


def as_party(contract_id: int, relation: str) -> VisibleContract | None:
    """The contract as its `relation` side sees it, with nobody's membership and no permission:
    how a served document is made where no person asks for it (the email worker attaching the
    PDF its sender served). None when the contract or that side is gone."""
    row = db.session.execute(
        select(Contract, Organisation, ContractOrg.org_id)
        .join(Organisation, Organisation.id == Contract.owner_org_id)
        .join(ContractOrg, and_(ContractOrg.contract_id == Contract.id, ContractOrg.relation == relation))
        .where(Contract.id == contract_id)
    ).first()
    if row is None:
        return None
    contract, owner, org_id = row
    return VisibleContract(contract=contract, owner=owner, is_supplier=relation == SUPPLIER, member_id=None,
                           member_permissions=None, permissions=frozenset(), viewer_org_id=org_id)


def party_org_ids_of(contract_id: int) -> dict[str, int]:
    """{relation: org id} of a contract the caller has already reached through this module."""
    rows = db.session.execute(
        select(ContractOrg.relation, ContractOrg.org_id).where(ContractOrg.contract_id == contract_id)
    ).all()
    return {relation: org_id for relation, org_id in rows}


__all__ = [
    "CONTRACT_NOT_FOUND",
    "VisibleContract",
    "as_party",
    "find_contract",
    "get_contract",
    "get_row_of_contract",
    "get_contracts",
    "viewer_params",
    "visible",
    "visible_contracts",
    "visible_template",
]
