/**
 * @generated SignedSource<<3ac30c13da46803f166851401741634b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LatestActivityVersionQuery$variables = Record<PropertyKey, never>;
export type LatestActivityVersionQuery$data = {
  readonly activityVersion: string;
};
export type LatestActivityVersionQuery = {
  response: LatestActivityVersionQuery$data;
  variables: LatestActivityVersionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "activityVersion",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LatestActivityVersionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LatestActivityVersionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ee5a76d677050f0038aa04ea6ebb3bad",
    "id": null,
    "metadata": {},
    "name": "LatestActivityVersionQuery",
    "operationKind": "query",
    "text": "query LatestActivityVersionQuery {\n  activityVersion\n}\n"
  }
};
})();

(node as any).hash = "2d4a342ae2d8cb6176fba01b8d2869c0";

export default node;
