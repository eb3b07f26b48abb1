/**
 * @generated SignedSource<<e099ada8bfb7f11c5b7f170ace2ea28a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BillingBannerQuery$variables = Record<PropertyKey, never>;
export type BillingBannerQuery$data = {
  readonly billing: {
    readonly lapsed: boolean;
    readonly pastDue: boolean;
    readonly viewerCanManage: boolean;
  } | null | undefined;
};
export type BillingBannerQuery = {
  response: BillingBannerQuery$data;
  variables: BillingBannerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Billing",
    "kind": "LinkedField",
    "name": "billing",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lapsed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pastDue",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanManage",
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
    "name": "BillingBannerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BillingBannerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "887d40b3ee01abb33446097074cefeac",
    "id": null,
    "metadata": {},
    "name": "BillingBannerQuery",
    "operationKind": "query",
    "text": "query BillingBannerQuery {\n  billing {\n    lapsed\n    pastDue\n    viewerCanManage\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f650f02c72be0409faeb034d7d7e54b";

export default node;
