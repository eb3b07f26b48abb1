/**
 * @generated SignedSource<<e5094a8d8d23b2c0e2973b03abd80429>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvitationsDeclineMutation$variables = {
  id: string;
};
export type InvitationsDeclineMutation$data = {
  readonly contractInvitationDecline: {
    readonly contractId: string;
  } | null | undefined;
};
export type InvitationsDeclineMutation = {
  response: InvitationsDeclineMutation$data;
  variables: InvitationsDeclineMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "contractId",
            "variableName": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "ContractInvitationDeclinePayload",
    "kind": "LinkedField",
    "name": "contractInvitationDecline",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contractId",
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
    "name": "InvitationsDeclineMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationsDeclineMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1fd21f3b3759561946c21feff4c38730",
    "id": null,
    "metadata": {},
    "name": "InvitationsDeclineMutation",
    "operationKind": "mutation",
    "text": "mutation InvitationsDeclineMutation(\n  $id: ID!\n) {\n  contractInvitationDecline(input: {contractId: $id}) {\n    contractId\n  }\n}\n"
  }
};
})();

(node as any).hash = "3313e80776bc63a41778a15df3e0e406";

export default node;
