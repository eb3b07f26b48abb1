/**
 * @generated SignedSource<<970c25c725f9ebe859e37a2ad96dccf7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type ClaimRefInput = {
  contractId: string;
  number: number;
};
export type claimMutationsSendMutation$variables = {
  input: ClaimRefInput;
};
export type claimMutationsSendMutation$data = {
  readonly claimSend: {
    readonly claim: {
      readonly id: string;
      readonly status: ClaimStatus;
    };
  } | null | undefined;
};
export type claimMutationsSendMutation = {
  response: claimMutationsSendMutation$data;
  variables: claimMutationsSendMutation$variables;
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
    "concreteType": "ClaimPayload",
    "kind": "LinkedField",
    "name": "claimSend",
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
            "name": "status",
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
    "name": "claimMutationsSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "claimMutationsSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f34aa5bdb86ceabc8c2016bf156cd71a",
    "id": null,
    "metadata": {},
    "name": "claimMutationsSendMutation",
    "operationKind": "mutation",
    "text": "mutation claimMutationsSendMutation(\n  $input: ClaimRefInput!\n) {\n  claimSend(input: $input) {\n    claim {\n      id\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7517b0eebb6c1e21e7d95af2634dfd9";

export default node;
