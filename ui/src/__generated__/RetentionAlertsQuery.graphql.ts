/**
 * @generated SignedSource<<3a3aaeafa2f350231e51593c4ba0cec6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionAlertsQuery$variables = Record<PropertyKey, never>;
export type RetentionAlertsQuery$data = {
  readonly retentionDue: {
    readonly depositSummary: string | null | undefined;
    readonly inspectionRequestsOpen: ReadonlyArray<{
      readonly requestedOn: any;
    }>;
    readonly lateReleases: {
      readonly count: number;
      readonly total: any;
    };
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
        "name": "depositSummary",
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
    "cacheID": "5bdc8931a6a1943e430745f70f61f3f7",
    "id": null,
    "metadata": {},
    "name": "RetentionAlertsQuery",
    "operationKind": "query",
    "text": "query RetentionAlertsQuery {\n  retentionDue {\n    depositSummary\n    lateReleases {\n      count\n      total\n    }\n    statementsOverdue {\n      overdueSince\n    }\n    inspectionRequestsOpen {\n      requestedOn\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5a92f2522cc82be993d3ee443f9fed7";

export default node;
