/**
 * @generated SignedSource<<af5be696c4f35fd8abec1fcf7fd937df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimBox = "Inbox" | "Sent" | "%future added value";
export type ClaimListPageVersionQuery$variables = {
  box: ClaimBox;
  search?: string | null | undefined;
};
export type ClaimListPageVersionQuery$data = {
  readonly claimList: {
    readonly version: string;
  } | null | undefined;
};
export type ClaimListPageVersionQuery = {
  response: ClaimListPageVersionQuery$data;
  variables: ClaimListPageVersionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "box"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "box",
        "variableName": "box"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "ClaimList",
    "kind": "LinkedField",
    "name": "claimList",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimListPageVersionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClaimListPageVersionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "54f33fff6e46efd7831633df841877be",
    "id": null,
    "metadata": {},
    "name": "ClaimListPageVersionQuery",
    "operationKind": "query",
    "text": "query ClaimListPageVersionQuery(\n  $box: ClaimBox!\n  $search: String\n) {\n  claimList(box: $box, search: $search) {\n    version\n  }\n}\n"
  }
};
})();

(node as any).hash = "b2d0a1e9a2008a73305971238c80eee0";

export default node;
