"""graphql-core's execution as this API runs it (the GraphQL view's `execution_context_class`):
each field's per-row work decided once per field of the document, and the DataLoader batching of
graphql_sync_dataloaders. Split from the endpoint (app/graphql/core/view.py), which only admits,
parses and answers requests."""
from functools import partial

from graphene.types.resolver import dict_or_attr_resolver
from graphql import (
    GraphQLEnumType,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLScalarType,
    is_leaf_type,
    is_non_null_type,
    located_error,
)
from graphql.execution.execute import default_field_resolver, get_field_def, invalid_return_type_error
from graphql.language import VariableNode
from graphql.pyutils import Path, Undefined, is_iterable
from graphql_sync_dataloaders import DeferredExecutionContext, SyncFuture
from graphql_sync_dataloaders.execution_context import PENDING_FUTURE

from app.graphql.core.defaults import argument_values


class ExecutionContext(DeferredExecutionContext):
    """graphql-core's execution, with its per-row work done once per field of the document.

    Most fields of a screen are plain values read off their parent (the claim page asks ~970
    fields, ~800 of them scalars with graphene's default resolver), and most objects come in
    lists. For every row graphql-core builds a Path and a ResolveInfo, coerces arguments and
    calls the resolver and completion through several functions per field: about half of that
    page's CPU. Here what a field needs (its definition, resolver, arguments when it takes none,
    whether it is a plain scalar) is decided once per selection and request (`_steps`); a plain
    scalar is read exactly as graphene's default resolver reads it (a dict's key, else the
    attribute) and serialised by its scalar without a Path; a list of objects collects its
    subfields once for all rows. The answer and its errors (wording, path, a null in a non-null
    field bubbling to the nearest nullable parent) are graphql-core's: what goes wrong goes
    through graphql-core's own completion and error handling (tests/unit/test_graphql_plain_fields.py).

    graphql_sync_dataloaders 0.1.1 calls `handle_field_error(error, return_type)`, without the
    `path` graphql-core 3.2.14 requires (a TypeError for any resolver error): rebuilt from the error."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._plans = {}
        shared = None
        if self.middleware_manager is None and self.field_resolver is default_field_resolver:
            shared = _shared_selections(self.schema, self.operation, self.fragments)
        if shared is not None:
            self._subfields_cache, self._plans = shared

    def execute_fields(self, parent_type, source, path, fields):
        # The operation's own fields are collected anew by graphql-core for each request: their
        # steps are kept for this request only.
        steps = self._steps(parent_type, fields, self._plans if path is not None else self.__dict__.setdefault("_root", {}))
        results = {}
        unresolved = 0
        future = None
        is_dict = isinstance(source, dict)
        for name, field_nodes, field_def, leaf, attname, default, nullable, resolve, args, result_leaf in steps:
            if leaf is not None:
                try:
                    value = source.get(attname, default) if is_dict else getattr(source, attname, default)
                    if value is None or value is Undefined:
                        if nullable:
                            results[name] = None
                            continue
                    elif not isinstance(value, Exception):
                        serialized = leaf.serialize(value)
                        if serialized is not None and serialized is not Undefined:
                            results[name] = serialized
                            continue
                except Exception as raw_error:  # noqa: BLE001 (the field's error, as graphql-core words it)
                    field_path = Path(path, name, parent_type.name)
                    self.handle_field_error(located_error(raw_error, field_nodes, field_path.as_list()),
                                            field_def.type, field_path)
                    results[name] = None
                    continue
                # A null in a non-null field, or a value its scalar cannot give: graphql-core's
                # completion words the error.
                results[name] = self._complete_plain(parent_type, field_def, field_nodes, Path(path, name, parent_type.name), value)
                continue
            result = self._execute_step(parent_type, source, field_nodes, field_def, resolve, args, result_leaf,
                                        Path(path, name, parent_type.name))
            if isinstance(result, SyncFuture):
                if result.done():
                    results[name] = result.result()
                    continue
                results[name] = PENDING_FUTURE  # keeps the field's place in the answer

                def process_result(name, result):
                    nonlocal unresolved
                    if future.done():
                        return  # a non-null field of this object failed: the object is null already
                    try:
                        results[name] = result.result()
                    except Exception as error:  # noqa: BLE001 (a non-null field's error: this object's)
                        future.set_exception(error)
                        return
                    unresolved -= 1
                    if not unresolved:
                        future.set_result(results)

                unresolved += 1
                future = future or SyncFuture()
                result.add_done_callback(partial(process_result, name, result))
            else:
                results[name] = result
        return future if unresolved else results

    def _steps(self, parent_type, fields, plans):
        """Per field of a selection: (response name, nodes, definition, then for a plain scalar its
        scalar, attribute, default and nullability, else its resolver, constant arguments and scalar)."""
        plan = plans.get(id(fields))
        if plan is None or plan[0] is not fields:
            steps = []
            for name, field_nodes in fields.items():
                field_def = get_field_def(self.schema, parent_type, field_nodes[0])
                if not field_def:
                    continue  # graphql-core leaves it out of the answer (Undefined)
                resolve = field_def.resolve or self.field_resolver
                nullable_type = _nullable(field_def.type)
                if (type(resolve) is partial and resolve.func is dict_or_attr_resolver and not field_nodes[0].arguments
                        and not self.middleware_manager and is_leaf_type(nullable_type)):
                    steps.append((name, field_nodes, field_def, nullable_type, *resolve.args,
                                  not is_non_null_type(field_def.type), None, None, None))
                    continue
                if self.middleware_manager:
                    resolve = self.middleware_manager.get_field_resolver(resolve)
                # Arguments are coerced per row only when the field has any (with their defaults).
                args = None if field_nodes[0].arguments or field_def.args else {}
                steps.append((name, field_nodes, field_def, None, None, None, None, resolve, args,
                              nullable_type if is_leaf_type(nullable_type) else None))
            plan = plans[id(fields)] = (fields, steps)
        return plan[1]

    def _complete_plain(self, parent_type, field_def, field_nodes, path, value):
        try:
            info = self.build_resolve_info(field_def, field_nodes, parent_type, path)
            return self.complete_value(field_def.type, field_nodes, info, path, value)
        except Exception as raw_error:
            self.handle_field_error(located_error(raw_error, field_nodes, path.as_list()), field_def.type, path)
            return None

    def _execute_step(self, parent_type, source, field_nodes, field_def, resolve, args, leaf, path):
        """graphql_sync_dataloaders' execute_field, with the field's resolver and arguments decided
        once, and a scalar's value serialised directly (completion words what goes wrong)."""
        return_type = field_def.type
        info = self.build_resolve_info(field_def, field_nodes, parent_type, path)
        try:
            if args is None:
                args = argument_values(field_def, field_nodes[0], self.variable_values)  # a null reads as the default
            result = resolve(source, info, **args)
            if isinstance(result, SyncFuture):
                if not result.done():
                    return self._complete_later(result, return_type, field_nodes, info, path)
                result = result.result()
            if leaf is not None and result is not None and result is not Undefined and not isinstance(result, Exception):
                serialized = leaf.serialize(result)
                if serialized is not None and serialized is not Undefined:
                    return serialized
            completed = self.complete_value(return_type, field_nodes, info, path, result)
            if isinstance(completed, SyncFuture):
                return self._settle(completed, return_type, field_nodes, path)
            return completed
        except Exception as raw_error:
            self.handle_field_error(located_error(raw_error, field_nodes, path.as_list()), return_type, path)
            return None

    def _complete_later(self, result, return_type, field_nodes, info, path):
        """The field's value once its loader has answered (dispatched after the operation's fields)."""
        if result.deferred_callback:
            self._deferred_callbacks.append(result.deferred_callback)
        future = SyncFuture()

        def complete():
            try:
                completed = self.complete_value(return_type, field_nodes, info, path, result.result())
            except Exception as raw_error:
                self.handle_field_error(located_error(raw_error, field_nodes, path.as_list()), return_type, path)
                return None
            return self._settle(completed, return_type, field_nodes, path) if isinstance(completed, SyncFuture) else completed

        result.add_done_callback(partial(_settle_into, future, complete))
        return future

    def _settle(self, completed, return_type, field_nodes, path):
        """A completion that waits on loaders: its value, or a future of it; an error is the field's."""
        def value():
            try:
                return completed.result()
            except Exception as raw_error:
                self.handle_field_error(located_error(raw_error, field_nodes, path.as_list()), return_type, path)
                return None

        if completed.done():
            return value()
        future = SyncFuture()
        completed.add_done_callback(partial(_settle_into, future, value))
        return future

    def complete_value(self, return_type, field_nodes, info, path, result):
        """graphql-core's complete_value, step for step, without its helper calls per value."""
        if isinstance(result, Exception):
            raise result
        if isinstance(return_type, GraphQLNonNull):
            completed = self.complete_value(return_type.of_type, field_nodes, info, path, result)
            if completed is None:
                raise TypeError(f"Cannot return null for non-nullable field {info.parent_type.name}.{info.field_name}.")
            return completed
        if result is None or result is Undefined:
            return None
        if isinstance(return_type, GraphQLList):
            return self.complete_list_value(return_type, field_nodes, info, path, result)
        if isinstance(return_type, (GraphQLScalarType, GraphQLEnumType)):
            return self.complete_leaf_value(return_type, result)
        if isinstance(return_type, GraphQLObjectType):
            return self.complete_object_value(return_type, field_nodes, info, path, result)
        return super().complete_value(return_type, field_nodes, info, path, result)  # an interface or union

    def complete_list_value(self, return_type, field_nodes, info, path, result):
        """graphql_sync_dataloaders' list completion; a list of objects collects their subfields once."""
        if not is_iterable(result):
            return super().complete_list_value(return_type, field_nodes, info, path, result)
        item_type = return_type.of_type
        object_type = _nullable(item_type)
        if not isinstance(object_type, GraphQLObjectType):
            object_type = None
        else:
            sub_fields = self.collect_subfields(object_type, field_nodes)
            is_type_of = object_type.is_type_of
        results = [None] * len(result)
        unresolved = 0
        future = None

        def settle_item(index, item_path, compute, again):
            # `again` is this function: naming itself would make it a reference cycle through its
            # closure (with the request's context), left to the cyclic collector.
            nonlocal unresolved
            if future.done():
                return  # a non-null item failed: the list is null already
            try:
                try:
                    completed = compute()
                    if isinstance(completed, SyncFuture):
                        if not completed.done():
                            completed.add_done_callback(partial(again, index, item_path, completed.result, again))
                            return
                        completed = completed.result()
                except Exception as raw_error:
                    self.handle_field_error(located_error(raw_error, field_nodes, item_path.as_list()), item_type, item_path)
                    completed = None
            except Exception as error:  # noqa: BLE001 (a non-null item's error: the list's)
                future.set_exception(error)
                return
            results[index] = completed
            unresolved -= 1
            if not unresolved:
                future.set_result(results)

        for index, item in enumerate(result):
            item_path = Path(path, index, None)
            try:
                if isinstance(item, SyncFuture):
                    if not item.done():
                        if item.deferred_callback:
                            self._deferred_callbacks.append(item.deferred_callback)
                        unresolved += 1
                        future = future or SyncFuture()
                        item.add_done_callback(partial(settle_item, index, item_path, partial(
                            _complete_item, self, item_type, field_nodes, info, item_path, item), settle_item))
                        continue
                    completed = self.complete_value(item_type, field_nodes, info, item_path, item.result())
                elif object_type is not None and item is not None and item is not Undefined \
                        and not isinstance(item, Exception):
                    # complete_value's path for a (non-null) object, once per row
                    if is_type_of and not is_type_of(item, info):
                        raise invalid_return_type_error(object_type, item, field_nodes)
                    completed = self.execute_fields(object_type, item, item_path, sub_fields)
                else:
                    completed = self.complete_value(item_type, field_nodes, info, item_path, item)
                if isinstance(completed, SyncFuture):
                    if completed.done():
                        results[index] = completed.result()
                    else:
                        if completed.deferred_callback:
                            self._deferred_callbacks.append(completed.deferred_callback)
                        unresolved += 1
                        future = future or SyncFuture()
                        completed.add_done_callback(partial(settle_item, index, item_path, completed.result, settle_item))
                else:
                    results[index] = completed
            except Exception as raw_error:
                self.handle_field_error(located_error(raw_error, field_nodes, item_path.as_list()), item_type, item_path)
        return future if unresolved else results

    def handle_field_error(self, error, return_type, path=None):
        if path is None:
            for key in error.path or ():
                path = Path(path, key, None)
        return super().handle_field_error(error, return_type, path)


_SHARED: dict = {}
_SHARED_OPERATIONS = 256


def _shared_selections(schema, operation, fragments):
    """The collected subfields and steps of `operation`, kept across requests (the document is
    parsed once per process, core/documents.py), or None when @skip/@include read variables, which
    makes them differ by request. The entry holds the operation, its fragments and the schema, so
    the ids its keys are made of stay theirs."""
    key = (id(schema), id(operation))
    entry = _SHARED.get(key)
    if entry is None or entry[0] is not schema or entry[1] is not operation:
        entry = (schema, operation, dict(fragments),
                 None if _reads_variables([operation, *fragments.values()]) else ({}, {}))
        if len(_SHARED) >= _SHARED_OPERATIONS:
            _SHARED.clear()
        _SHARED[key] = entry
    return entry[3]


def _reads_variables(nodes) -> bool:
    """Whether a @skip or @include in these definitions takes a variable."""
    while nodes:
        node = nodes.pop()
        for directive in getattr(node, "directives", None) or ():
            if directive.name.value in ("skip", "include") and any(
                    isinstance(argument.value, VariableNode) for argument in directive.arguments):
                return True
        if getattr(node, "selection_set", None) is not None:
            nodes.extend(node.selection_set.selections)
    return False


def _settle_into(future, compute):
    """Give `future` what `compute()` answers once it is known, or the error it raises (a non-null
    field's or item's error travels to its parent this way, as graphql-core's awaitables raise it)."""
    try:
        value = compute()
    except Exception as error:  # noqa: BLE001
        future.set_exception(error)
        return
    if isinstance(value, SyncFuture):
        if not value.done():
            value.add_done_callback(partial(_settle_into, future, value.result))
            return
        _settle_into(future, value.result)
    else:
        future.set_result(value)


def _complete_item(context, item_type, field_nodes, info, item_path, item):
    return context.complete_value(item_type, field_nodes, info, item_path, item.result())


def _nullable(type_):
    # graphql-core's get_nullable_type builds a typing.Optional per call
    return type_.of_type if isinstance(type_, GraphQLNonNull) else type_
