/**
 * @generated SignedSource<<15c3346f0b368cf21fc63928841b95af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimMarkPaidInput = {
  contractId: string;
  isPaid: boolean;
  number: number;
};
export type claimMutationsMarkPaidMutation$variables = {
  input: ClaimMarkPaidInput;
};
export type claimMutationsMarkPaidMutation$data = {
  readonly claimMarkPaid: {
    readonly claim: {
      readonly id: string;
      readonly isPaid: boolean;
      readonly viewerCanChangeToDraft: boolean;
      readonly viewerCanDelete: boolean;
    };
  } | null | undefined;
};
export type claimMutationsMarkPaidMutation = {
  response: claimMutationsMarkPaidMutation$data;
  variables: claimMutationsMarkPaidMutation$variables;
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
    "name": "claimMarkPaid",
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
            "name": "isPaid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanDelete",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanChangeToDraft",
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
    "name": "claimMutationsMarkPaidMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "claimMutationsMarkPaidMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a8904b0f858090c8dc6edb761c5ef420",
    "id": null,
    "metadata": {},
    "name": "claimMutationsMarkPaidMutation",
    "operationKind": "mutation",
    "text": "mutation claimMutationsMarkPaidMutation(\n  $input: ClaimMarkPaidInput!\n) {\n  claimMarkPaid(input: $input) {\n    claim {\n      id\n      isPaid\n      viewerCanDelete\n      viewerCanChangeToDraft\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e5756eeedf73c76bfa4a48203b491b7";

export default node;
