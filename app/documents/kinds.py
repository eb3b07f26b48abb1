"""The registry of served documents: each kind the PDF door (app.documents.rest) and the public
link page (app.links.rest) can serve registers here, in the idiom of the outbox's `@task`.

    @document_kind("claim", find=service.get_claim, needs_revision=True)
    def claim_pdf(found, claim, revision_name) -> Prepared: ...

`find(viewer, contract_id, number)` answers what the door asked for as the viewer may see it: the
contract (`found`) and the claim the document is of (NotFound otherwise). The kind names it, so the
door, below the documents, imports none of them (setup.cfg, `[importlinter]`).

A kind's function prepares one document of a claim as the viewer sees it (`found`, the contract as
the viewer sees it; `claim`, a claim the viewer may see): the claim revision it is the document of,
its file name, its cache key (the SHA-256 of its HTML) and a callable giving the HTML to render; it
raises NotFound when there is nothing to serve. `on_served(viewer, found, claim, revision)` runs in
the transaction that records the copy served (the schedule's 'viewed' by the payee).

A document that is not of one claim (the notice of adjudication: of a contract, numbered on it)
registers with `record`: `find` answers (found, the document's own row) for the door's `number`,
`prepare`'s Prepared has no revision, and `record(found, row, kind, prepared, data, account_id=,
org_id=)` keeps its proof of service in the kind's own table (or none for a copy fetched by a
party: the door still answers the SHA-256) and returns the digest.

Kinds register on import: `app.rest.register_surfaces` imports the modules that define them
before the door answers anything. The next documents served under the Act (debt statement,
suspension notice, notice of adjudication ...) register here too.
"""
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlencode

from app.errors import UserError


@dataclass(frozen=True)
class Prepared:
    revision: object  # the claim revision (app.claims.models.Revision) it is the document of; None when
    # the document is not of a claim (a kind with its own `record`)
    file_name: str
    key: str  # the cache key: the document's HTML hashed (app.documents.pdf)
    html: Callable[[], str]  # the HTML to render, logo included (called only when it must be rendered)


@dataclass(frozen=True)
class DocumentKind:
    name: str
    prepare: Callable
    find: Callable  # (viewer, contract_id, number) -> (found, claim)
    needs_revision: bool = False  # the door's `revision` (draft or latest) is required
    on_served: Callable | None = None
    record: Callable | None = None  # its own proof of service; None: the claim's (app.documents.proof)


KINDS: dict[str, DocumentKind] = {}


def document_kind(name: str, *, find: Callable, needs_revision: bool = False, on_served: Callable | None = None,
                  record: Callable | None = None):
    def register(prepare):
        KINDS[name] = DocumentKind(name, prepare, find, needs_revision, on_served, record)
        return prepare

    return register


def kind_of(name: str) -> DocumentKind:
    """The registered kind, else a field error naming the parameter."""
    kind = KINDS.get(name)
    if kind is None:
        raise UserError(f"document must be one of {', '.join(sorted(KINDS))}", field="document")
    return kind


def door_url(document: str | None, *, contract_gid: str, account_id: int, org_slug: str, number: int,
             attachment: bool = False, revision: str | None = None, path: str = "/v1/pdf") -> str:
    """The link (relative) to a served document at the door (app.documents.rest), as GraphQL gives it:
    the viewer's account and organisation name who opens it (a browser link carries no headers).
    `document` None for the claim, the door's default; `revision` for the claim ('latest' or 'draft'); `path` for a door that takes the same parameters
    (the claim's lines CSV, /v1/export/claim)."""
    query = {"document": document, "revision": revision, "attachment": int(attachment), "contract": contract_gid,
             "sid": account_id, "org": org_slug, "number": number}
    return f"{path}?{urlencode({k: v for k, v in query.items() if v is not None})}"
