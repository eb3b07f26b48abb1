/**
 * @generated SignedSource<<b338b351f598921bdc60f05bbf318ff6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimCommentsVersionQuery$variables = {
  id: string;
};
export type ClaimCommentsVersionQuery$data = {
  readonly node: {
    readonly activityVersion?: string;
  } | null | undefined;
};
export type ClaimCommentsVersionQuery = {
  response: ClaimCommentsVersionQuery$data;
  variables: ClaimCommentsVersionQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activityVersion",
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimCommentsVersionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClaimCommentsVersionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "5851c1545cdf8233832eaff340399600",
    "id": null,
    "metadata": {},
    "name": "ClaimCommentsVersionQuery",
    "operationKind": "query",
    "text": "query ClaimCommentsVersionQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Claim {\n      activityVersion\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a40b452b5f8055d4c41aeaeb22a4856";

export default node;
