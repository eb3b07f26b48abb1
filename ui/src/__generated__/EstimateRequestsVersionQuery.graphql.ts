/**
 * @generated SignedSource<<8f3d02486a7a8244ae9940c3da8274c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EstimateRequestsVersionQuery$variables = Record<PropertyKey, never>;
export type EstimateRequestsVersionQuery$data = {
  readonly estimateRequestsVersion: string;
};
export type EstimateRequestsVersionQuery = {
  response: EstimateRequestsVersionQuery$data;
  variables: EstimateRequestsVersionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "estimateRequestsVersion",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EstimateRequestsVersionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EstimateRequestsVersionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a124927f95c3653e233a88bbdd26f8e6",
    "id": null,
    "metadata": {},
    "name": "EstimateRequestsVersionQuery",
    "operationKind": "query",
    "text": "query EstimateRequestsVersionQuery {\n  estimateRequestsVersion\n}\n"
  }
};
})();

(node as any).hash = "14ab4bbdbf2c7fdc5ddea56b1a0ea37f";

export default node;
