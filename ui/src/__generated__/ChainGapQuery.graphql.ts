/**
 * @generated SignedSource<<93d3b34ae43a0bfda170ec21e04e43f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChainGapQuery$variables = Record<PropertyKey, never>;
export type ChainGapQuery$data = {
  readonly chainGaps: {
    readonly gaps: ReadonlyArray<{
      readonly contractSlug: string;
      readonly ownerSlug: string;
      readonly subClaimNumber: number;
      readonly subContractId: string;
      readonly text: string;
    }>;
    readonly notLegalAdvice: string;
  } | null | undefined;
};
export type ChainGapQuery = {
  response: ChainGapQuery$data;
  variables: ChainGapQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ChainGaps",
    "kind": "LinkedField",
    "name": "chainGaps",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "notLegalAdvice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ChainGap",
        "kind": "LinkedField",
        "name": "gaps",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subContractId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ownerSlug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contractSlug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subClaimNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChainGapQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChainGapQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "93836501e09dcd90fd2187349fa8edca",
    "id": null,
    "metadata": {},
    "name": "ChainGapQuery",
    "operationKind": "query",
    "text": "query ChainGapQuery {\n  chainGaps {\n    notLegalAdvice\n    gaps {\n      subContractId\n      ownerSlug\n      contractSlug\n      subClaimNumber\n      text\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c4f48b1ba4d2968bf1f9881711497877";

export default node;
