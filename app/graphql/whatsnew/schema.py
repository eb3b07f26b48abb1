"""`whatsNew` and `whatsNewMark`: the signed-in account's changelog widget state (spec 1 §3).

Per account, like `viewer`: the same in every workspace and browser of the account. Thin: the
rules (ids' shape, the last 30 kept) live in app.whatsnew.service.
"""
import graphene
from flask import current_app

from app.auth.session import NotSignedIn
from app.whatsnew import service


class WhatsNew(graphene.ObjectType):
    class Meta:
        description = "What the account has seen and read of the changelog shipped with the app."

    seen_ids = graphene.List(graphene.NonNull(graphene.String), required=True,
                             description="The last 30 entry ids shown to the account, oldest first.")
    read_ids = graphene.List(graphene.NonNull(graphene.String), required=True,
                             description="The last 30 entry ids the account opened, oldest first.")
    badge_delay_ms = graphene.Int(required=True,
                                  description="How long after a page opens the badge first shows (a setting).")


def whats_new(seen: list[str], read: list[str]) -> WhatsNew:
    return WhatsNew(seen_ids=seen, read_ids=read, badge_delay_ms=current_app.config["WHATSNEW_BADGE_DELAY_MS"])


class WhatsNewQuery(graphene.ObjectType):
    whats_new = graphene.Field(WhatsNew, description="The viewer's what's-new state; null when signed out.")

    def resolve_whats_new(root, info):
        account_id = info.context.account_id
        return whats_new(*service.state_of(account_id)) if account_id is not None else None


class WhatsNewMarkInput(graphene.InputObjectType):
    class Meta:
        description = "Entry ids to add to the account's seen and read ids (a read entry is also seen)."

    seen = graphene.List(graphene.NonNull(graphene.String),
                         description="Entries now shown: at most 30 ids of lower-case letters, digits and dashes.")
    read = graphene.List(graphene.NonNull(graphene.String), description="Entries now opened: at most 30 ids.")


class WhatsNewMarkPayload(graphene.ObjectType):
    class Meta:
        description = "The account's state after marking."

    whats_new = graphene.Field(WhatsNew, required=True, description="The state, as marked.")


class WhatsNewMark(graphene.Mutation):
    class Meta:
        description = "Mark changelog entries seen or read for the viewer's account (the last 30 of each are kept)."
        output = WhatsNewMarkPayload

    class Arguments:
        input = WhatsNewMarkInput(required=True)

    def mutate(root, info, input):
        account_id = info.context.account_id
        if account_id is None:
            raise NotSignedIn()
        return WhatsNewMarkPayload(whats_new=whats_new(*service.mark(account_id, seen=input.seen, read=input.read)))


class WhatsNewMutation(graphene.ObjectType):
    whats_new_mark = WhatsNewMark.Field()
