"""The signed-in account in GraphQL: `viewer`, and `accountUpdate` (the profile's name).

Thin: the rules (name required, at most 200 characters) live in app.auth.service.
"""
import graphene
from graphene import relay

from app.auth import models, service
from app.auth.session import NotSignedIn
from app.db import db


class Account(graphene.ObjectType):
    """A signed-in person: one login email, in any number of organisations."""

    class Meta:
        interfaces = (relay.Node,)

    email = graphene.String(required=True, description="The login email (cannot be changed).")
    name = graphene.String(required=True, description="The person's name, as others see it.")

    @classmethod
    def get_node(cls, info, id):
        # Only the viewer's own account is visible; any other id answers like a missing one.
        account_id = info.context.account_id
        return db.session.get(models.Account, account_id) if account_id is not None and str(id) == str(account_id) else None

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, models.Account)


class AccountsQuery(graphene.ObjectType):
    viewer = graphene.Field(
        Account, description="The account of this request (the user-account-id header); null when signed out."
    )

    def resolve_viewer(root, info):
        account_id = info.context.account_id
        return db.session.get(models.Account, account_id) if account_id is not None else None


class AccountUpdateInput(graphene.InputObjectType):
    """The viewer's new profile details."""

    name = graphene.String(required=True, description="The new name: required, at most 200 characters.")


class AccountUpdatePayload(graphene.ObjectType):
    class Meta:
        description = "Change the viewer's name (the email cannot be changed)."

    account = graphene.Field(Account, required=True, description="The account, as changed.")


class AccountUpdate(graphene.Mutation):
    class Meta:
        description = AccountUpdatePayload._meta.description
        output = AccountUpdatePayload

    class Arguments:
        input = AccountUpdateInput(required=True)

    def mutate(root, info, input):
        account_id = info.context.account_id
        if account_id is None:
            raise NotSignedIn()
        return AccountUpdatePayload(account=service.update_account_name(account_id, input.name))


class AccountsMutation(graphene.ObjectType):
    account_update = AccountUpdate.Field()
