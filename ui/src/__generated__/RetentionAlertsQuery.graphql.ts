/**
 * @generated SignedSource<<6ea7ee23d98990d97a91662ecbe846aa>>
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
    readonly inspectionRequestsOpen: ReadonlyArray<{
      readonly requestedOn: any;
    }>;
    readonly outstanding: any;
    readonly releasesWeOwe: ReadonlyArray<{
      readonly contractId: string;
      readonly releases: ReadonlyArray<{
        readonly amount: any;
        readonly late: boolean;
      }>;
    }>;
    readonly statementsOverdue: ReadonlyArray<{
      readonly overdueSince: any;
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionStatementOverdue",
        "kind": "LinkedField",
        "name": "statementsOverdue",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "overdueSince",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionInspectionRequest",
        "kind": "LinkedField",
        "name": "inspectionRequestsOpen",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requestedOn",
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
    "cacheID": "d08a12fffcbf0dc851766551dc3bec9d",
    "id": null,
    "metadata": {},
    "name": "RetentionAlertsQuery",
    "operationKind": "query",
    "text": "query RetentionAlertsQuery {\n  retentionDue {\n    exposureCount\n    outstanding\n    depositAlerts {\n      payeeName\n    }\n    releasesWeOwe {\n      contractId\n      releases {\n        late\n        amount\n      }\n    }\n    statementsOverdue {\n      overdueSince\n    }\n    inspectionRequestsOpen {\n      requestedOn\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7590acae69186ac7c98ae51b5926ed65";

export default node;
