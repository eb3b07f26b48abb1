/**
 * @generated SignedSource<<7f81e38bf5bc620d37d359b69bd6d0c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type ReceivedClaimRefInput = {
  contractId: string;
  number: number;
};
export type receivedMutationsDeleteMutation$variables = {
  input: ReceivedClaimRefInput;
};
export type receivedMutationsDeleteMutation$data = {
  readonly receivedClaimDelete: {
    readonly claim: {
      readonly number: number;
      readonly status: ClaimStatus;
    };
  } | null | undefined;
};
export type receivedMutationsDeleteMutation = {
  response: receivedMutationsDeleteMutation$data;
  variables: receivedMutationsDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "receivedMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClaimPayload",
        "kind": "LinkedField",
        "name": "receivedClaimDelete",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "receivedMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClaimPayload",
        "kind": "LinkedField",
        "name": "receivedClaimDelete",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "2cea742ad59f8835bc3a4cb3da1a60f1",
    "id": null,
    "metadata": {},
    "name": "receivedMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation receivedMutationsDeleteMutation(\n  $input: ReceivedClaimRefInput!\n) {\n  receivedClaimDelete(input: $input) {\n    claim {\n      number\n      status\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2efa32f7778120b675f96318005ce70f";

export default node;
