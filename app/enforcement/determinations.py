"""Where a claim's adjudicator's determination comes from (s 59, s 24A(1)(a)(iii)).

app.adjudication registers its reader here when the app is made (`app.adjudication.wiring.install`,
called by `create_app`): enforcement sits below adjudication in the layers, so it names no adjudication
module. The reader answers for many claims in one statement (the home's rows read it once for the
page): {claim id: the determination about it, with what has been paid towards it}. Without a reader
(a bare domain test) no claim has one.
"""
from collections.abc import Callable

from app.domain import suspension as rule

DeterminationReader = Callable[[list[int]], dict[int, rule.Determination]]
_reader: DeterminationReader | None = None


def read_determinations_with(reader: DeterminationReader | None) -> None:
    global _reader
    _reader = reader


def determinations_of(claim_ids: list[int]) -> dict[int, rule.Determination]:
    """The determination about each claim that has one."""
    if _reader is None or not claim_ids:
        return {}
    return _reader(list(claim_ids))


def determination_of(claim) -> rule.Determination | None:
    return determinations_of([claim.id]).get(claim.id)
