/**
 * @generated SignedSource<<e61eb23aaf67f46fc1cb4071651edf69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BillingStatus = "ACTIVE" | "CANCELED" | "INCOMPLETE" | "INCOMPLETE_EXPIRED" | "NONE" | "PAST_DUE" | "PAUSED" | "TRIALING" | "UNPAID" | "%future added value";
export type BillingPageQuery$variables = Record<PropertyKey, never>;
export type BillingPageQuery$data = {
  readonly billing: {
    readonly cancelAtPeriodEnd: boolean;
    readonly enabled: boolean;
    readonly lapsed: boolean;
    readonly pastDue: boolean;
    readonly periodEndsAt: any | null | undefined;
    readonly status: BillingStatus;
    readonly trialEndsAt: any | null | undefined;
    readonly viewerCanManage: boolean;
  } | null | undefined;
};
export type BillingPageQuery = {
  response: BillingPageQuery$data;
  variables: BillingPageQuery$variables;
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
        "name": "enabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
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
        "name": "trialEndsAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "periodEndsAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cancelAtPeriodEnd",
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
    "name": "BillingPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BillingPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "af8bc6e1a05419dbb424f0930c4f0fa8",
    "id": null,
    "metadata": {},
    "name": "BillingPageQuery",
    "operationKind": "query",
    "text": "query BillingPageQuery {\n  billing {\n    enabled\n    status\n    lapsed\n    pastDue\n    trialEndsAt\n    periodEndsAt\n    cancelAtPeriodEnd\n    viewerCanManage\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d606fbd7fe9c1fcdc0a82506fbb7a0c";

export default node;
