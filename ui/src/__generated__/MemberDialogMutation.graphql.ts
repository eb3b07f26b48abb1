/**
 * @generated SignedSource<<8380e613e38d524c32b28d42b1fd78e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkspacePermission = "ContractComment" | "ContractCreate" | "ContractCustomerDraft" | "ContractCustomerSubmit" | "ContractEdit" | "ContractSupplierDraft" | "ContractSupplierSubmit" | "ContractView" | "FlowRead" | "FlowWrite" | "OrgEdit" | "ProgressClaims" | "UserInvite" | "%future added value";
export type MemberUpdateInput = {
  id: string;
  name?: string | null | undefined;
  permissions?: ReadonlyArray<WorkspacePermission> | null | undefined;
};
export type MemberDialogMutation$variables = {
  input: MemberUpdateInput;
};
export type MemberDialogMutation$data = {
  readonly memberUpdate: {
    readonly member: {
      readonly id: string;
      readonly name: string;
      readonly permissions: ReadonlyArray<WorkspacePermission>;
    };
  } | null | undefined;
};
export type MemberDialogMutation = {
  response: MemberDialogMutation$data;
  variables: MemberDialogMutation$variables;
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
    "concreteType": "MemberUpdatePayload",
    "kind": "LinkedField",
    "name": "memberUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "member",
        "plural": false,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "permissions",
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
    "name": "MemberDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9f512f0af614be8400a9bcf74f787af9",
    "id": null,
    "metadata": {},
    "name": "MemberDialogMutation",
    "operationKind": "mutation",
    "text": "mutation MemberDialogMutation(\n  $input: MemberUpdateInput!\n) {\n  memberUpdate(input: $input) {\n    member {\n      id\n      name\n      permissions\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "72b7384a832248e079a9a5a0bb89024a";

export default node;
