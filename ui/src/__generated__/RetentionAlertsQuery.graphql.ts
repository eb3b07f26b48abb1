/**
 * @generated SignedSource<<97b34773f00a96df86f175bdbe0c13bd>>
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
    readonly lateReleases: {
      readonly count: number;
      readonly total: any;
    };
    readonly outstanding: any;
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
        "concreteType": "RetentionLateReleases",
        "kind": "LinkedField",
        "name": "lateReleases",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
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
    "cacheID": "43454190fc6087cb857dc8056505fe68",
    "id": null,
    "metadata": {},
    "name": "RetentionAlertsQuery",
    "operationKind": "query",
    "text": "query RetentionAlertsQuery {\n  retentionDue {\n    exposureCount\n    outstanding\n    depositAlerts {\n      payeeName\n    }\n    lateReleases {\n      count\n      total\n    }\n    statementsOverdue {\n      overdueSince\n    }\n    inspectionRequestsOpen {\n      requestedOn\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "67f31f8099a4fa9b5f11d174b70949b4";

export default node;
