/**
 * @generated SignedSource<<205cab26b2df9ced148d7e8cd479eaf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionAlertsQuery$variables = Record<PropertyKey, never>;
export type RetentionAlertsQuery$data = {
  readonly retentionDue: {
    readonly depositAlerts: ReadonlyArray<{
      readonly payeeName: string;
    }>;
    readonly exposureCount: number;
    readonly outstanding: any;
    readonly releasesWeOwe: ReadonlyArray<{
      readonly contractId: string;
      readonly releases: ReadonlyArray<{
        readonly amount: any;
        readonly late: boolean;
      }>;
    }>;
  } | null | undefined;
};
export type RetentionAlertsQuery = {
  response: RetentionAlertsQuery$data;
  variables: RetentionAlertsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RetentionDue",
    "kind": "LinkedField",
    "name": "retentionDue",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "exposureCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "outstanding",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionDepositAlert",
        "kind": "LinkedField",
        "name": "depositAlerts",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payeeName",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionLedgerDue",
        "kind": "LinkedField",
        "name": "releasesWeOwe",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contractId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionReleaseDue",
            "kind": "LinkedField",
            "name": "releases",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "late",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RetentionAlertsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RetentionAlertsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d8f484497cb19fd0f428685ee877767b",
    "id": null,
    "metadata": {},
    "name": "RetentionAlertsQuery",
    "operationKind": "query",
    "text": "query RetentionAlertsQuery {\n  retentionDue {\n    exposureCount\n    outstanding\n    depositAlerts {\n      payeeName\n    }\n    releasesWeOwe {\n      contractId\n      releases {\n        late\n        amount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e27fe87358ab913c421b5da3ebd3423";

export default node;
