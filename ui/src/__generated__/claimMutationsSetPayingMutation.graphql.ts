/**
 * @generated SignedSource<<ad5c6370f8f1cd9dad427d582a64c594>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimSetPayingInput = {
  contractId: string;
  isPaying: boolean;
  number: number;
};
export type claimMutationsSetPayingMutation$variables = {
  input: ClaimSetPayingInput;
};
export type claimMutationsSetPayingMutation$data = {
  readonly claimSetPaying: {
    readonly claim: {
      readonly id: string;
      readonly isPaying: boolean;
    };
  } | null | undefined;
};
export type claimMutationsSetPayingMutation = {
  response: claimMutationsSetPayingMutation$data;
  variables: claimMutationsSetPayingMutation$variables;
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
    "name": "claimSetPaying",
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
            "name": "isPaying",
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
    "name": "claimMutationsSetPayingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "claimMutationsSetPayingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d25a67b3b6829a1a861572c75f45190b",
    "id": null,
    "metadata": {},
    "name": "claimMutationsSetPayingMutation",
    "operationKind": "mutation",
    "text": "mutation claimMutationsSetPayingMutation(\n  $input: ClaimSetPayingInput!\n) {\n  claimSetPaying(input: $input) {\n    claim {\n      id\n      isPaying\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f0857aaaa9a2cc7cd6247dd582e3a6c";

export default node;
