/**
 * @generated SignedSource<<11aa704cf7c2e6ef3ab5905f7adf5df0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimCreateInput = {
  contractId: string;
};
export type claimMutationsCreateMutation$variables = {
  input: ClaimCreateInput;
};
export type claimMutationsCreateMutation$data = {
  readonly claimCreate: {
    readonly claim: {
      readonly contract: {
        readonly createClaimDisabledReason: string | null | undefined;
        readonly id: string;
        readonly viewerCanCreateClaim: boolean;
      };
      readonly id: string;
      readonly number: number;
    };
  } | null | undefined;
};
export type claimMutationsCreateMutation = {
  response: claimMutationsCreateMutation$data;
  variables: claimMutationsCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "claimCreate",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "contract",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanCreateClaim",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createClaimDisabledReason",
                "storageKey": null
              }
            ],
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
    "name": "claimMutationsCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "claimMutationsCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b0eac5a865297a2c7046e09ac0d3499b",
    "id": null,
    "metadata": {},
    "name": "claimMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation claimMutationsCreateMutation(\n  $input: ClaimCreateInput!\n) {\n  claimCreate(input: $input) {\n    claim {\n      id\n      number\n      contract {\n        id\n        viewerCanCreateClaim\n        createClaimDisabledReason\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a02cfc5f327a6fe49b4739a027e39a21";

export default node;
