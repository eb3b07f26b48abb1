/**
 * @generated SignedSource<<f91885729a5712119ed7747ccd90d305>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvitationsAcceptMutation$variables = {
  id: string;
};
export type InvitationsAcceptMutation$data = {
  readonly contractInvitationAccept: {
    readonly contract: {
      readonly id: string;
    };
  } | null | undefined;
};
export type InvitationsAcceptMutation = {
  response: InvitationsAcceptMutation$data;
  variables: InvitationsAcceptMutation$variables;
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
    "concreteType": "ContractPayload",
    "kind": "LinkedField",
    "name": "contractInvitationAccept",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "InvitationsAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationsAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c8ee92e3de857928b2c49c53a204ea1c",
    "id": null,
    "metadata": {},
    "name": "InvitationsAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation InvitationsAcceptMutation(\n  $id: ID!\n) {\n  contractInvitationAccept(input: {contractId: $id}) {\n    contract {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "feace254277a1d3086ccf7f1fa118e64";

export default node;
