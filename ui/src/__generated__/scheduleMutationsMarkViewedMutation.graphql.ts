/**
 * @generated SignedSource<<bde3d9648c55e23fa0194b67a096f986>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimRefInput = {
  contractId: string;
  number: number;
};
export type scheduleMutationsMarkViewedMutation$variables = {
  input: ClaimRefInput;
};
export type scheduleMutationsMarkViewedMutation$data = {
  readonly paymentScheduleMarkViewed: {
    readonly claim: {
      readonly id: string;
    };
  } | null | undefined;
};
export type scheduleMutationsMarkViewedMutation = {
  response: scheduleMutationsMarkViewedMutation$data;
  variables: scheduleMutationsMarkViewedMutation$variables;
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
    "concreteType": "PaymentSchedulePayload",
    "kind": "LinkedField",
    "name": "paymentScheduleMarkViewed",
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
    "name": "scheduleMutationsMarkViewedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "scheduleMutationsMarkViewedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "58273cae268f9af577ac52abf24adaea",
    "id": null,
    "metadata": {},
    "name": "scheduleMutationsMarkViewedMutation",
    "operationKind": "mutation",
    "text": "mutation scheduleMutationsMarkViewedMutation(\n  $input: ClaimRefInput!\n) {\n  paymentScheduleMarkViewed(input: $input) {\n    claim {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a2f38d600dae1a76a0681fa280dae894";

export default node;
