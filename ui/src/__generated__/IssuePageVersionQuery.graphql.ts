/**
 * @generated SignedSource<<95fb9d899aa9a89b9b273aa5ce5fd47c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IssuePageVersionQuery$variables = {
  id: string;
};
export type IssuePageVersionQuery$data = {
  readonly issue: {
    readonly variations: ReadonlyArray<{
      readonly commentsCount: number;
      readonly id: string;
      readonly updatedAt: any;
    }>;
  } | null | undefined;
};
export type IssuePageVersionQuery = {
  response: IssuePageVersionQuery$data;
  variables: IssuePageVersionQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Variation",
  "kind": "LinkedField",
  "name": "variations",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentsCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IssuePageVersionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "IssuePageVersionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c8958218c7288ebe9c917aff6839d66d",
    "id": null,
    "metadata": {},
    "name": "IssuePageVersionQuery",
    "operationKind": "query",
    "text": "query IssuePageVersionQuery(\n  $id: ID!\n) {\n  issue(id: $id) {\n    variations {\n      id\n      updatedAt\n      commentsCount\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "40736ff6738eca8c576054685c6cf678";

export default node;
