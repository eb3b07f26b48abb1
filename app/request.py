"""The per-request pipeline: what every request does before its view, in one written order
(django-tenants' single middleware method, rather than hooks registered in several places).

`security.check_origin` runs before all of it (registered first by `security.install`): a
cross-site mutation is refused before anything is read for it. Then, in this order:

1. reset: nothing of a previous request on this thread survives (the signed-in account, the
   access generation the binding caches are read under);
2. account: who is asking — the `user-account-id` header, checked against this browser's
   sessions (`app.auth.session.load_request_account`);
3. budget: the GraphQL cost budget is admitted against the account and the binding it will use;
   it reads the access generation, so it comes after the reset and before the binding;
4. tenant: the organisation named by the `org-id` header or the `{org}` slug is bound, only when
   the account is a user of it (`tenants.context.bind_request_tenant`); failing closed;
5. kept session: a session kept from an earlier request is confirmed against the generation now
   known, before anything acts for it (`app.auth.session.confirm_kept_session`);
6. viewer: who is acting, in which organisation, with which permissions — built once, when the
   organisation is bound (`app.orgs.access.bind_request_viewer`).

A step that answers (returns a response) ends the request there, as a `before_request` hook does.
"""
from flask import g

from tenants import bindings


def reset_request_state():
    g.pop("account_id", None)
    bindings.forget_generation()  # read afresh by each request


def steps() -> tuple:
    """The pipeline's steps, in order (imported late: each lives with its domain)."""
    from app.auth.session import confirm_kept_session, load_request_account
    from app.graphql.core import budget
    from app.orgs.access import bind_request_viewer
    from tenants.context import bind_request_tenant

    return (reset_request_state, load_request_account, budget.admit_with_binding, bind_request_tenant,
            confirm_kept_session, bind_request_viewer)


def install(app) -> None:
    """Register the pipeline as one `before_request`, and what ends each request."""
    from app.auth.session import install_login_manager, install_session_cache
    from app.graphql.core import budget

    install_session_cache(app)
    install_login_manager(app)
    pipeline = steps()

    def run_pipeline():
        for step in pipeline:
            answer = step()
            if answer is not None:
                return answer
        return None

    app.before_request(run_pipeline)
    app.teardown_request(budget.release_unused)
