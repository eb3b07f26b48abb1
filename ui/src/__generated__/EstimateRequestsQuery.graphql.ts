/**
 * @generated SignedSource<<fac45b7795b07fedf8bbc4fc43dd1c56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EstimateRequestsQuery$variables = Record<PropertyKey, never>;
export type EstimateRequestsQuery$data = {
  readonly estimateRequests: ReadonlyArray<{
    readonly dueAt: any | null | undefined;
    readonly isOverdue: boolean;
    readonly issue: {
      readonly createdByOrganisation: string;
      readonly number: number;
      readonly title: string;
    };
    readonly variation: {
      readonly contract: {
        readonly siteName: string;
      };
      readonly contractId: string;
      readonly id: string;
    };
    readonly workingDaysLeft: number | null | undefined;
  }>;
  readonly estimateRequestsVersion: string;
};
export type EstimateRequestsQuery = {
  response: EstimateRequestsQuery$data;
  variables: EstimateRequestsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimateRequestsVersion",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "workingDaysLeft",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOverdue",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdByOrganisation",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EstimateRequestsQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "EstimateRequest",
        "kind": "LinkedField",
        "name": "estimateRequests",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Variation",
            "kind": "LinkedField",
            "name": "variation",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contract",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EstimateRequestsQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "EstimateRequest",
        "kind": "LinkedField",
        "name": "estimateRequests",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Issue",
            "kind": "LinkedField",
            "name": "issue",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Variation",
            "kind": "LinkedField",
            "name": "variation",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contract",
                "kind": "LinkedField",
                "name": "contract",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "311f4a507d9e62af2ce0dff3eb4d0736",
    "id": null,
    "metadata": {},
    "name": "EstimateRequestsQuery",
    "operationKind": "query",
    "text": "query EstimateRequestsQuery {\n  estimateRequestsVersion\n  estimateRequests {\n    dueAt\n    workingDaysLeft\n    isOverdue\n    issue {\n      number\n      title\n      createdByOrganisation\n      id\n    }\n    variation {\n      id\n      contractId\n      contract {\n        siteName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "30517534274d1666587baaeb30625ea9";

export default node;
