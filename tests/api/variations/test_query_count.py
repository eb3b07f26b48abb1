"""The issue page's query costs a fixed number of SQL statements however many variations it shows,
and leaves nothing it read for the cyclic garbage collector."""
import gc

from graphql_sync_dataloaders import SyncFuture
from sqlalchemy.orm.util import AliasedClass
from sqlalchemy.sql.selectable import Subquery

from app.db import db
from app.graphql.core.context import GraphQLContext
from app.graphql.core.loaders import PerRequest
from app.variations.models import Variation, VariationEstimate
from app.variations.queries import SeenVariation
from tests.api.factories import PDF, upload
from tests.api.variations.conftest import ISSUE, World, line
from tests.api.variations.test_variation_ledger import VARIATION_LEDGER, approve_both
from tests.querycount import count_queries

PAGE = ISSUE.replace("contract { id siteName viewerIsSupplier }",
                     "contract { id siteName viewerIsSupplier slug owner { slug } supplier { name entityName } }"
                     ).replace("isMine user { name }", "isMine user { name } files { id filename url }")


def _statements(ws, issue) -> int:
    ws.ok(PAGE, {"id": issue["id"]})  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        page = ws.ok(PAGE, {"id": issue["id"]})["issue"]
    assert page["variations"]
    return log.count


def _issue_of(w: World, contracts: list) -> dict:
    """An issue to `contracts`, each variation estimated twice and commented on with a file."""
    issue = w.raise_issue(contracts=contracts)
    for p in contracts:
        w.estimate(issue, p, p.supplier, lines=[line("A"), line("B")])
        w.estimate(issue, p, p.supplier, lines=[line("A")])
        p.supplier.ok("""mutation($input: VariationCommentAddInput!) { variationCommentAdd(input: $input) {
            comment { commentId } } }""", {"input": {**w.ref(issue, p), "commentId": "c", "body": "Hi", "files": [
            {"id": upload(p.supplier, PDF, "application/pdf"), "filename": "Sketch.pdf"}]}})
    return issue


def test_the_issue_page_is_a_fixed_number_of_statements(module_parties, project):
    head = module_parties("Head Co")  # the module's tests each read only their own issue and contracts
    # More variations, of other suppliers, than the small issue's one: a read per row would show.
    subs = [project(site_name=f"Tower {i}", supplier=module_parties(f"Sub {i}"), customer=head) for i in range(3)]
    w = World(head, subs[0].supplier, subs[1].supplier, subs[0], subs[1])
    small = w.raise_issue(contracts=subs[:1])
    large = _issue_of(w, subs)
    w.estimate(small, subs[0], subs[0].supplier)
    assert _statements(head, small) == _statements(head, large) <= 16


def test_the_issue_page_leaves_nothing_it_read_for_the_cyclic_collector(module_parties, project):
    """The request's loaders release what they read as it ends, and its statements are built
    without fresh aliases or subqueries: all of it is freed by reference counting at once, so no
    request later pays a collection of a dozen pages' rows (app.gc_tuning)."""
    head = module_parties("Head Co")
    subs = [project(site_name=f"Tower {i}", supplier=module_parties(f"Sub {i}"), customer=head) for i in range(3)]
    issue = _issue_of(World(head, subs[0].supplier, subs[1].supplier, subs[0], subs[1]), subs)
    head.ok(PAGE, {"id": issue["id"]})  # the session and the workspace warm
    kept = (SeenVariation, Variation, VariationEstimate, SyncFuture, PerRequest, GraphQLContext, Subquery,
            AliasedClass)
    gc.collect()
    gc.disable()
    try:
        assert len(head.ok(PAGE, {"id": issue["id"]})["issue"]["variations"]) == 3
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        left = sorted({type(o).__name__ for o in gc.garbage if isinstance(o, kept)})
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert left == []


def test_the_ledger_with_variation_lines_is_a_fixed_number_of_statements(module_parties, project):
    """The grid's variation rows (link and 'Approved' / 'Not Approved') cost one statement for all."""
    head = module_parties("Head Co")
    p = project(site_name="Tower", supplier=module_parties("Sub 0"), customer=head)
    w = World(head, p.supplier, p.supplier, p, p)
    p.new_claim()

    def statements() -> int:
        p.supplier.ok(VARIATION_LEDGER, {"id": p.id})
        with p.supplier.app.app_context():
            engine = db.engine
        with count_queries(engine) as log:
            ledger = p.supplier.ok(VARIATION_LEDGER, {"id": p.id})["node"]["ledger"]
        return log.count, sum(1 for e in ledger["entries"] if e["variation"])

    for title in ("One", "Two", "Three", "Four"):
        issue = w.raise_issue(title=title, contracts=[p])
        w.estimate(issue, p, p.supplier)
        approve_both(w, issue, p)
        if title == "One":
            one = statements()
    four = statements()
    assert (one[1], four[1]) == (1, 4)
    assert one[0] == four[0] <= 12, (one, four)
