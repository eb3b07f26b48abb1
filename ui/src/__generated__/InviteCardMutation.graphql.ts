/**
 * @generated SignedSource<<d96c1d29166388afa384ef43c192229a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkspacePermission = "ContractComment" | "ContractCreate" | "ContractCustomerDraft" | "ContractCustomerSubmit" | "ContractEdit" | "ContractSupplierDraft" | "ContractSupplierSubmit" | "ContractView" | "FlowRead" | "FlowWrite" | "OrgEdit" | "ProgressClaims" | "UserInvite" | "%future added value";
export type MembersInviteInput = {
  users: ReadonlyArray<InviteUserInput>;
};
export type InviteUserInput = {
  email: string;
  isOwner?: boolean | null | undefined;
  permissions?: ReadonlyArray<WorkspacePermission> | null | undefined;
};
export type InviteCardMutation$variables = {
  input: MembersInviteInput;
};
export type InviteCardMutation$data = {
  readonly membersInvite: {
    readonly members: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
    }>;
  } | null | undefined;
};
export type InviteCardMutation = {
  response: InviteCardMutation$data;
  variables: InviteCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MembersInvitePayload",
    "kind": "LinkedField",
    "name": "membersInvite",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "members",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InviteCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InviteCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a40b14d5af7231b3648674ce955f5eb8",
    "id": null,
    "metadata": {},
    "name": "InviteCardMutation",
    "operationKind": "mutation",
    "text": "mutation InviteCardMutation(\n  $input: MembersInviteInput!\n) {\n  membersInvite(input: $input) {\n    members {\n      id\n      email\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a972c64c3670eaba33515d8bedbccac3";

export default node;
