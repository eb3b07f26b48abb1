/**
 * @generated SignedSource<<eb972cb093765be6a2ac83277333f2c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MemberRemoveInput = {
  userId: string;
};
export type MembersPageRemoveMutation$variables = {
  input: MemberRemoveInput;
};
export type MembersPageRemoveMutation$data = {
  readonly memberRemove: {
    readonly removedUserId: string;
  } | null | undefined;
};
export type MembersPageRemoveMutation = {
  response: MembersPageRemoveMutation$data;
  variables: MembersPageRemoveMutation$variables;
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
    "concreteType": "MemberRemovePayload",
    "kind": "LinkedField",
    "name": "memberRemove",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedUserId",
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
    "name": "MembersPageRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MembersPageRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8626576e2deec5ce85933c3e3747b405",
    "id": null,
    "metadata": {},
    "name": "MembersPageRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation MembersPageRemoveMutation(\n  $input: MemberRemoveInput!\n) {\n  memberRemove(input: $input) {\n    removedUserId\n  }\n}\n"
  }
};
})();

(node as any).hash = "f832111a17bbe79607d3b0f1571bac37";

export default node;
