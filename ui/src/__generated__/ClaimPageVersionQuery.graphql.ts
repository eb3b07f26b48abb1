/**
 * @generated SignedSource<<6a368d4f1b9eda3c48e9ffdcae61fdf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimPageVersionQuery$variables = {
  number: number;
  owner: string;
  slug: string;
};
export type ClaimPageVersionQuery$data = {
  readonly contract: {
    readonly claim: {
      readonly id: string;
      readonly version: string;
    } | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type ClaimPageVersionQuery = {
  response: ClaimPageVersionQuery$data;
  variables: ClaimPageVersionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "number"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "owner"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "owner",
        "variableName": "owner"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "Contract",
    "kind": "LinkedField",
    "name": "contract",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "number",
            "variableName": "number"
          }
        ],
        "concreteType": "Claim",
        "kind": "LinkedField",
        "name": "claim",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimPageVersionQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ClaimPageVersionQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "45dbb68c55206c3ba7c2602fe6121879",
    "id": null,
    "metadata": {},
    "name": "ClaimPageVersionQuery",
    "operationKind": "query",
    "text": "query ClaimPageVersionQuery(\n  $owner: String!\n  $slug: String!\n  $number: Int!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    claim(number: $number) {\n      id\n      version\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bb2a7d22fd2c2e9cbe948482784fac41";

export default node;
