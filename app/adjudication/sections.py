"""The adjudication bundle's sections: a small registry, in the issue's order, that other packages add to
(`@bundle_section(order, name)`: the enforcement notices and retention records register theirs).

A section's function takes the bundle's `Context` and answers its documents (`Document`), in order;
none when its records do not exist yet, and the section is left out. A document is a PDF with the
SHA-256 it was served with when it was served (`served_sha256`); a stored copy that no longer matches
it is left out, and named in the index with `excluded` (the issue's sentence).
"""
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Document:
    title: str
    file_name: str  # within the ZIP's documents/ folder
    data: bytes | None  # None: left out (`excluded` says why)
    served_sha256: str | None = None  # what was served, when it was
    excluded: str | None = None


@dataclass
class Context:
    found: object  # the contract as the requester sees it (app.contracts.access.VisibleContract)
    notice: object | None  # the notice of adjudication, or None (a bundle of a claim or the contract)
    claims: list  # the claims in dispute (app.claims.models.Claim), by number
    variation_ids: list[int]
    generated_by: str
    extra: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Section:
    order: int
    name: str
    collect: Callable[[Context], list[Document]]


SECTIONS: dict[str, Section] = {}


def bundle_section(order: int, name: str):
    def register(collect):
        SECTIONS[name] = Section(order, name, collect)
        return collect

    return register


def ordered() -> list[Section]:
    return sorted(SECTIONS.values(), key=lambda s: (s.order, s.name))
