/**
 * @generated SignedSource<<59d1ee658013582da4ec0560c34e5cd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimPanelPollVersionQuery$variables = {
  id: string;
};
export type ClaimPanelPollVersionQuery$data = {
  readonly node: {
    readonly activityVersion?: string;
  } | null | undefined;
};
export type ClaimPanelPollVersionQuery = {
  response: ClaimPanelPollVersionQuery$data;
  variables: ClaimPanelPollVersionQuery$variables;
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
    "name": "ClaimPanelPollVersionQuery",
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
    "name": "ClaimPanelPollVersionQuery",
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
    "cacheID": "dca2f0db8c8fb38b4c25d09f29ddb8ea",
    "id": null,
    "metadata": {},
    "name": "ClaimPanelPollVersionQuery",
    "operationKind": "query",
    "text": "query ClaimPanelPollVersionQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Claim {\n      activityVersion\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c6ff97419e8bd4b19a201042ce2176a6";

export default node;
