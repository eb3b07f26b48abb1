"""Per-request loaders: each class is its own key, so `PartiesLoader(info)` is the request's one
instance (Saleor's DataLoader keyed by context). Nothing is cached across requests, so nothing
crosses viewers, and the request releases them as it ends (GraphQLContext.release).

A loader says what it batches in `find(keys) -> {key: value}`; a key absent from the answer is
an error unless the class sets `missing`. `then()` keeps a result's batching through a function.
"""
from graphql_sync_dataloaders import SyncDataLoader, SyncFuture

_REQUIRED = object()


class PerRequest:
    """Made once per GraphQL request by class: every `Kind(info)` of the request answers the same one."""

    def __new__(cls, info):
        made = info.context.loaders.get(cls)
        if made is None:
            made = info.context.loaders[cls] = super().__new__(cls)
            made.info = info
            made.setup()
        return made

    def __init__(self, info):
        """Set up once, by `setup`: naming it again later in the request changes nothing."""

    def setup(self) -> None:
        """Prepare the instance (runs once per request)."""

    def release(self) -> None:
        """Forget everything, once the request is answered. A loader is in reference cycles (its
        info's context holds it, its cached futures' dispatch is its own method) that reference
        counting cannot free: kept, they would leave every row it read to the cyclic collector."""
        vars(self).clear()


class DataLoader(PerRequest, SyncDataLoader):
    """Batches `load(key)` calls of a request into one `find` per dispatch."""

    missing = _REQUIRED

    def setup(self) -> None:
        SyncDataLoader.__init__(self, self.batch)

    def find(self, keys: list) -> dict:
        raise NotImplementedError

    def batch(self, keys: list) -> list:
        found = self.find(list(keys))
        if self.missing is _REQUIRED:
            return [found[key] for key in keys]
        return [found.get(key, self.missing) for key in keys]


def then(future, fn):
    """Apply `fn` to a loader's result, keeping the batching (the deferred dispatch travels along)."""
    if not isinstance(future, SyncFuture):
        return fn(future)
    if future.done():
        return fn(future.result())
    out = SyncFuture()
    out.deferred_callback = future.deferred_callback

    def finish():
        try:
            out.set_result(fn(future.result()))
        except Exception as error:  # noqa: BLE001 (handed to graphql as the field's error)
            out.set_exception(error)

    future.add_done_callback(finish)
    return out


def both(first, second, fn):
    """Apply `fn` to two loaders' results, keeping both batches: the answer is deferred until each
    is done, and dispatching it dispatches both."""
    pending = [f for f in (first, second) if isinstance(f, SyncFuture) and not f.done()]

    def value(result):
        return result.result() if isinstance(result, SyncFuture) else result

    if not pending:
        return fn(value(first), value(second))
    out = SyncFuture()
    dispatches = [f.deferred_callback for f in pending if f.deferred_callback]
    if dispatches:
        out.deferred_callback = lambda: [dispatch() for dispatch in dispatches]

    def finish():
        if out.done() or not all(f.done() for f in pending):
            return
        try:
            out.set_result(fn(value(first), value(second)))
        except Exception as error:  # noqa: BLE001 (handed to graphql as the field's error)
            out.set_exception(error)

    for future in pending:
        future.add_done_callback(finish)
    return out
