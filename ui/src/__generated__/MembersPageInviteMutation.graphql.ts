/**
 * @generated SignedSource<<ebf48698bf0ccdd6ee468e07048c94a8>>
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
export type MembersPageInviteMutation$variables = {
  input: MembersInviteInput;
};
export type MembersPageInviteMutation$data = {
  readonly membersInvite: {
    readonly members: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
    }>;
  } | null | undefined;
};
export type MembersPageInviteMutation = {
  response: MembersPageInviteMutation$data;
  variables: MembersPageInviteMutation$variables;
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
    "name": "MembersPageInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MembersPageInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e7e9dacdfc41dee92c2a9240f9717565",
    "id": null,
    "metadata": {},
    "name": "MembersPageInviteMutation",
    "operationKind": "mutation",
    "text": "mutation MembersPageInviteMutation(\n  $input: MembersInviteInput!\n) {\n  membersInvite(input: $input) {\n    members {\n      id\n      email\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2b7b9850ea69124b0c62b5010caca5b8";

export default node;
