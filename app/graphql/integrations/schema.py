"""The accounting connection's mutations (spec 1 section 7): connectionPrepare(provider),
connectionSelectRemote(connectionId, remoteId), connectionDisconnect(connectionId),
connectionRetentionAccountsSet(connectionId, codes). Each needs OrgEdit."""
import graphene

from app.graphql.core.ids import tenant_id_or_error
from app.graphql.core.mutations import ViewerMutation
from app.graphql.integrations.types import Connection
from app.integrations import connection as accounting


def _connection_id(viewer, value) -> int:
    # Another organisation's connection answers exactly like one that does not exist.
    return tenant_id_or_error(value, "Connection", viewer.org.id, accounting.CONNECTION_NOT_FOUND)


class ConnectionPrepareInput(graphene.InputObjectType):
    class Meta:
        description = "Which accounting service to connect."

    provider = graphene.String(required=True, description="'xero'.")


class ConnectionPreparePayload(graphene.ObjectType):
    class Meta:
        description = ("Where to send the browser to authorise the connection; the state in authorizeUrl is saved "
                       "for 300 s and works once, in this browser, for this account.")

    connection = graphene.Field(Connection, required=True, description="The connection, authorisation started.")
    authorize_url = graphene.String(required=True, description="The provider's authorisation page to send the browser to.")
    client_id = graphene.String(required=True, description="This server's app at the provider.")
    redirect_uri = graphene.String(required=True, description="Where the provider sends the browser back (/xero/callback).")
    scopes = graphene.List(graphene.NonNull(graphene.String), required=True, description="The access asked for.")
    response_types_supported = graphene.List(graphene.NonNull(graphene.String), required=True, description="['code'].")
    flags = graphene.List(graphene.NonNull(graphene.String), required=True, description="'pkce', 'offline_access'.")


class ConnectionPrepare(ViewerMutation):
    class Meta:
        description = "Start connecting the accounting service (OrgEdit); 'not set up' when the server has no app."
        output = ConnectionPreparePayload

    class Arguments:
        input = ConnectionPrepareInput(required=True)

    @classmethod
    def perform(cls, viewer, input):
        return ConnectionPreparePayload(**accounting.prepare(viewer, input.provider))


class ConnectionSelectRemoteInput(graphene.InputObjectType):
    class Meta:
        description = "The remote organisation to post claims to."

    connection_id = graphene.ID(required=True, description="The connection.")
    remote_id = graphene.String(required=True, description="One of the connection's remotes.")


class ConnectionPayload(graphene.ObjectType):
    class Meta:
        description = "The connection, as changed."

    connection = graphene.Field(Connection, required=True, description="The connection.")


class ConnectionSelectRemote(ViewerMutation):
    class Meta:
        description = "Choose the remote organisation claims are posted to (OrgEdit); the connection is connected."
        output = ConnectionPayload

    class Arguments:
        input = ConnectionSelectRemoteInput(required=True)

    @classmethod
    def perform(cls, viewer, input):
        row = accounting.select_remote(viewer, _connection_id(viewer, input.connection_id), input.remote_id)
        return ConnectionPayload(connection=row)


class ConnectionDisconnectInput(graphene.InputObjectType):
    class Meta:
        description = "The connection to disconnect."

    connection_id = graphene.ID(required=True, description="The connection.")


class ConnectionDisconnect(ViewerMutation):
    class Meta:
        description = "Disconnect (OrgEdit; the page asks for confirmation): revokes the grant and forgets the tokens."
        output = ConnectionPayload

    class Arguments:
        input = ConnectionDisconnectInput(required=True)

    @classmethod
    def perform(cls, viewer, input):
        return ConnectionPayload(connection=accounting.disconnect(viewer, _connection_id(viewer, input.connection_id)))


class ConnectionRetentionAccountsSetInput(graphene.InputObjectType):
    class Meta:
        description = "The Xero account codes retention posts to (issue 38); '' leaves those lines uncoded."

    connection_id = graphene.ID(required=True, description="The connection.")
    retention_receivable_code = graphene.String(required=True, description="On sales invoices: retention receivable.")
    retention_payable_code = graphene.String(required=True, description="On bills: retention payable.")


class ConnectionRetentionAccountsSet(ViewerMutation):
    class Meta:
        description = ("Set the Xero accounts retention and its releases post to, never sales or expenses (OrgEdit): "
                       "up to 10 letters or digits each, as in Xero's chart of accounts.")
        output = ConnectionPayload

    class Arguments:
        input = ConnectionRetentionAccountsSetInput(required=True)

    @classmethod
    def perform(cls, viewer, input):
        row = accounting.set_retention_accounts(viewer, _connection_id(viewer, input.connection_id),
                                                input.retention_receivable_code, input.retention_payable_code)
        return ConnectionPayload(connection=row)


class IntegrationsMutation(graphene.ObjectType):
    connection_prepare = ConnectionPrepare.Field(description="Start connecting the accounting service.")
    connection_select_remote = ConnectionSelectRemote.Field(description="Choose the remote organisation.")
    connection_disconnect = ConnectionDisconnect.Field(description="Disconnect the accounting service.")
    connection_retention_accounts_set = ConnectionRetentionAccountsSet.Field(
        description="Set the Xero accounts retention posts to.")
