"""Joining from an invitation by email (issue 36): /v1/join, for the signed-in account named
(`user-account-id`).

Everyone named on a contract by email is a stand-in party until they answer
(app.contracts.invitations); someone whose workspaces list the invitation answers it there, and
someone with none joins here, which makes their workspace and accepts the invitation in it:

- GET  /v1/join/<contract>  the invitation as its invitee sees it before joining: site, side, who
  invites, the business name typed for them (the new workspace's name by default), the web address
  offered for it (`slug`, free for them), and `waitsIn`,
  the invitation's page in a workspace the account already has (the page goes there instead)
- POST /v1/join/<contract>  {name?, slug?, userName?}: the workspace made (as sign-up makes one,
  the same daily limit) and the invitation accepted in it; answers the session (as POST
  /v1/auth/orgs), its `org`, and `to`, the project's page there
- POST /v1/join/<contract>/decline  the invitation declined without joining, as a workspace declines
  one (the inviter is told); answers {declined: true}

'Invitation not found' (404) for an account the contract names nowhere, one answered, archived or
missing, alike. Field errors are 400 with `field` (name, slug, userName).
"""
from flask import current_app, jsonify
from flask.views import MethodView
from flask_smorest import Blueprint

from app.auth import service as auth_service
from app.auth.session import require_account
from app.contracts import invitations
from app.errors import NotFound, UserError
from app.links.rest import MESSAGE, _body

blp = Blueprint("joining", __name__, url_prefix="/v1/join",
                description="Joining from an invitation by email: the invitee's workspace, made as it accepts")


def _contract_id(contract: str) -> int:
    if not (contract.isascii() and contract.isdigit()) or len(contract) > 18:
        raise NotFound(invitations.INVITATION_NOT_FOUND)
    return int(contract)


@blp.route("/<contract>")
class Join(MethodView):
    @blp.doc(summary="An invitation by email, as its invitee sees it before joining",
             responses={"200": {"description": "siteName, relation, inviterName, typedName, slug, waitsIn",
                                "content": MESSAGE},
                        "404": {"description": "'Invitation not found'", "content": MESSAGE}})
    def get(self, contract: str):
        found = invitations.joining(require_account(), _contract_id(contract))
        return jsonify(contractId=str(found.contract_id), siteName=found.site_name, relation=found.relation,
                       inviterName=found.inviter_name, typedName=found.typed_name, slug=found.slug,
                       waitsIn=found.waits_in)

    @blp.doc(summary="Join: make the invitee's workspace and accept the invitation in it",
             responses={"201": {"description": "The session, its new `org`, and `to` (the project)",
                                "content": MESSAGE},
                        "400": {"description": "A field that is not right", "content": MESSAGE},
                        "404": {"description": "'Invitation not found'", "content": MESSAGE}})
    def post(self, contract: str):
        account_id = require_account()
        data = _body()
        slug = data.get("slug")
        if slug is not None and not isinstance(slug, str):
            raise UserError("The slug must be text.", field="slug")
        org, found = invitations.join(
            account_id, _contract_id(contract), name=data.get("name"), slug=slug.strip() if slug else None,
            user_name=data.get("userName"), per_day=current_app.config["AUTH_ORGS_PER_ACCOUNT_PER_DAY"],
            now=auth_service.now())
        answer = auth_service.session_answer(account_id)
        answer["org"] = {"id": org.id, "name": org.name, "slug": org.slug}
        answer["to"] = f"/{org.slug}/projects/{found.owner.slug}/{found.contract.slug}"
        return answer, 201


@blp.route("/<contract>/decline")
class Decline(MethodView):
    @blp.doc(summary="Decline an invitation by email without joining (the inviter is told)",
             responses={"200": {"description": "{declined: true}", "content": MESSAGE},
                        "404": {"description": "'Invitation not found'", "content": MESSAGE}})
    def post(self, contract: str):
        invitations.decline_by_email(require_account(), _contract_id(contract))
        return jsonify(declined=True)
