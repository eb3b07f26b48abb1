/**
 * @generated SignedSource<<b699703611d48aaf75a9f17f2d82e5e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalState = "Approved" | "Pending" | "Rejected" | "%future added value";
export type VariationAwaiting = "Both" | "Customer" | "Supplier" | "%future added value";
export type VariationsTabQuery$variables = {
  id: string;
};
export type VariationsTabQuery$data = {
  readonly contractVariations: ReadonlyArray<{
    readonly awaiting: VariationAwaiting | null | undefined;
    readonly createdAt: any;
    readonly customerApproval: {
      readonly state: ApprovalState;
    };
    readonly estimate: {
      readonly scheduleImpactDays: number | null | undefined;
      readonly total: any;
    } | null | undefined;
    readonly id: string;
    readonly issue: {
      readonly dueAt: any | null | undefined;
      readonly id: string;
      readonly number: number;
      readonly title: string;
    };
    readonly supplierApproval: {
      readonly state: ApprovalState;
    };
    readonly viewerMustAct: boolean;
  }>;
};
export type VariationsTabQuery = {
  response: VariationsTabQuery$data;
  variables: VariationsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "state",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contractId",
        "variableName": "id"
      }
    ],
    "concreteType": "Variation",
    "kind": "LinkedField",
    "name": "contractVariations",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Issue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VariationEstimate",
        "kind": "LinkedField",
        "name": "estimate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scheduleImpactDays",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Approval",
        "kind": "LinkedField",
        "name": "supplierApproval",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Approval",
        "kind": "LinkedField",
        "name": "customerApproval",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "awaiting",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerMustAct",
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
    "name": "VariationsTabQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VariationsTabQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "2fb917286a2388624751a56fefdd4be7",
    "id": null,
    "metadata": {},
    "name": "VariationsTabQuery",
    "operationKind": "query",
    "text": "query VariationsTabQuery(\n  $id: ID!\n) {\n  contractVariations(contractId: $id) {\n    id\n    createdAt\n    issue {\n      id\n      number\n      title\n      dueAt\n    }\n    estimate {\n      total\n      scheduleImpactDays\n    }\n    supplierApproval {\n      state\n    }\n    customerApproval {\n      state\n    }\n    awaiting\n    viewerMustAct\n  }\n}\n"
  }
};
})();

(node as any).hash = "03a4cdb4150686e60994081eb95f01cd";

export default node;
