"""A freshly started server's requests compile no shared statement for the first time: `create_app`
compiles every statement registered with app/db.py `shared_statements`, in its one thread, before
any request's thread (the fix of c37ed70e).

Threads compiling a shared statement for the first time at once read each other's half-made memos
("Can't determine which FROM clause to join from": INTERNAL on a fresh server's first requests).
After the fix, a request's compile of a shared statement writes nothing to what the threads share;
these tests check that directly, in this process, without racing threads. A race shows only on some
runs (two of four fresh interpreters with the whole fix reverted, none with only the compile
removed: the visibility joins' `join_from` hides it for today's statements). The drill this replaces
took the compile step itself, so it passed with the compile removed from `create_app`, and cost 30 s.

What SQLAlchemy memoises on a first compile is read off the objects (`_written_by_compiling`): the
attribute names each shared object holds before and after. A registered probe built on an alias of
its own (nothing in this process has compiled it) tells whether `create_app` compiled what is
registered, whichever tests ran before; its unregistered twin shows that the measure sees a first
compile.
"""
import sys

import pytest
from sqlalchemy import inspect, select
from sqlalchemy.dialects import postgresql
from sqlalchemy.orm import aliased
from sqlalchemy.orm.util import AliasedClass
from sqlalchemy.sql.visitors import iterate

from app import create_app
from app import db as db_module
from app.contracts.models import Contract, ContractOrg


def _reachable(statements) -> dict[int, object]:
    """Every element of the statements (theirs, their columns', aliases' and tables'), by identity."""
    out = {}
    for statement in statements:
        for element in (statement, *iterate(statement)):
            out[id(element)] = element
    return out


def _written_by_compiling(names) -> set[str]:
    """What compiling `names()` as a request does (a fresh build, compiled) writes to what every
    request shares: the objects two builds both reach (all of a statement built once; the aliases,
    tables and columns of one built per request). Both builds are kept alive, so no id is reused."""
    kept, request = names(), names()
    in_kept, in_request = _reachable(kept), _reachable(request)
    shared = [element for key, element in in_request.items() if key in in_kept and hasattr(element, "__dict__")]
    before = [set(vars(element)) for element in shared]
    dialect = postgresql.dialect()
    for statement in request:
        statement.compile(dialect=dialect)
    return {f"{type(element).__name__}.{name}" for element, had in zip(shared, before, strict=True)
            for name in set(vars(element)) - had}


def _visibility_join(name: str):
    """A statement of the visibility join's shape on a module-level alias of its own (as
    app.contracts.queries builds its statements per request on its aliases)."""
    party = aliased(ContractOrg, name=name)
    return lambda: [select(Contract.id, party.relation).join(party, party.contract_id == Contract.id)]


def _registered():
    # The registry app/db.py keeps: what create_app's compile walks.
    return list(db_module._shared_statements)


@pytest.fixture
def probe(app):
    """A probe registered as a module registers its statements (the session's app has imported every
    module, so every other registration is made), taken out at the test's end: the rest of the run's
    apps never compile it."""
    names = db_module.shared_statements(_visibility_join("probe_party"))
    yield names
    db_module._shared_statements.remove(names)


def test_create_app_compiles_every_registered_statement_before_any_request(test_config, probe):
    """The probe fails whatever ran before in this process; the app's own statements are checked
    too, though an earlier test's requests may have compiled them."""
    twin = _visibility_join("twin_party")  # the same statement, not registered
    create_app(dict(test_config))
    # A first compile writes (the twin, which nothing has compiled); after create_app, compiling a
    # registered statement writes nothing: not the probe, not any statement the app registers.
    assert _written_by_compiling(twin)
    assert _written_by_compiling(probe) == set()
    for names in _registered():
        assert _written_by_compiling(names) == set(), names.__module__


def test_every_module_level_alias_is_in_a_registered_statement(app):
    """A module-level alias is shared by every request's statements built on it (an alias made per
    call is not: app.contracts.access says why aliases are made once); its memos are made by the
    first compile of any of them, so a statement on it must be registered. Listed from the loaded
    modules of app/ (the session's app has imported every surface)."""
    registered = set()
    for element in _reachable(statement for names in _registered() for statement in names()).values():
        registered |= {id(element), id(element._deannotate())} if hasattr(element, "_deannotate") else {id(element)}
    aliases = {f"{module_name}.{name}": alias for module_name, module in list(sys.modules.items())
               if module_name.startswith("app.")
               for name, alias in list(vars(module).items()) if isinstance(alias, AliasedClass)}
    assert {"app.contracts.access._party", "app.contracts.queries._party_org"} <= aliases.keys()
    assert [name for name, alias in aliases.items() if id(inspect(alias).selectable) not in registered] == []
