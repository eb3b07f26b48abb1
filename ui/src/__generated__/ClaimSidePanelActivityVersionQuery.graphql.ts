/**
 * @generated SignedSource<<0dc0d2fde7b5dc07af38e540e95ef6c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimSidePanelActivityVersionQuery$variables = {
  id: string;
};
export type ClaimSidePanelActivityVersionQuery$data = {
  readonly node: {
    readonly activityVersion?: string;
  } | null | undefined;
};
export type ClaimSidePanelActivityVersionQuery = {
  response: ClaimSidePanelActivityVersionQuery$data;
  variables: ClaimSidePanelActivityVersionQuery$variables;
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
    "name": "ClaimSidePanelActivityVersionQuery",
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
    "name": "ClaimSidePanelActivityVersionQuery",
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
    "cacheID": "b836697d0dd4e5404ba59d26a679e62f",
    "id": null,
    "metadata": {},
    "name": "ClaimSidePanelActivityVersionQuery",
    "operationKind": "query",
    "text": "query ClaimSidePanelActivityVersionQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Claim {\n      activityVersion\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e0f7dc26084a42a2ccae5fbaf6147a81";

export default node;
