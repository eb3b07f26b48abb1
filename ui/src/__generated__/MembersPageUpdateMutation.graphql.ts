/**
 * @generated SignedSource<<4baeb2b20f15342266505c92916a4673>>
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
export type MembersPageUpdateMutation$variables = {
  input: MemberUpdateInput;
};
export type MembersPageUpdateMutation$data = {
  readonly memberUpdate: {
    readonly member: {
      readonly id: string;
      readonly name: string;
      readonly permissions: ReadonlyArray<WorkspacePermission>;
    };
  } | null | undefined;
};
export type MembersPageUpdateMutation = {
  response: MembersPageUpdateMutation$data;
  variables: MembersPageUpdateMutation$variables;
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
    "name": "MembersPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MembersPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "71ae9b6288e8178e4577cc20892a27fe",
    "id": null,
    "metadata": {},
    "name": "MembersPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation MembersPageUpdateMutation(\n  $input: MemberUpdateInput!\n) {\n  memberUpdate(input: $input) {\n    member {\n      id\n      name\n      permissions\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b27b270dbcbb5d17722fcd71894a718";

export default node;
