/**
 * @generated SignedSource<<0d106cc5c70e8d7faeaddbe38caef78c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RollupPanelQuery$variables = {
  id: string;
  number: number;
};
export type RollupPanelQuery$data = {
  readonly claimRollup: {
    readonly contractId: string;
    readonly headLines: ReadonlyArray<{
      readonly amount: any;
      readonly isMargin: boolean;
      readonly itemId: string;
      readonly name: string;
    }>;
    readonly included: ReadonlyArray<{
      readonly amount: any;
      readonly basis: string;
      readonly changed: boolean;
      readonly claimNumber: number;
      readonly currentAmount: any | null | undefined;
      readonly headItemId: string;
      readonly headLineName: string;
      readonly sourceText: string;
      readonly subContractId: string;
      readonly subItemId: string;
      readonly subLineName: string;
      readonly subName: string;
    }>;
    readonly introText: string;
    readonly number: number;
    readonly period: string | null | undefined;
    readonly periodLabel: string | null | undefined;
    readonly sourceChanged: boolean;
    readonly sourceChangedText: string | null | undefined;
    readonly subClaims: ReadonlyArray<{
      readonly amount: any;
      readonly basis: string;
      readonly cutoffText: string | null | undefined;
      readonly inPeriod: boolean;
      readonly includedHere: boolean;
      readonly includedIn: number | null | undefined;
      readonly includedText: string | null | undefined;
      readonly lines: ReadonlyArray<{
        readonly amount: any;
        readonly headItemId: string | null | undefined;
        readonly itemId: string;
        readonly name: string;
        readonly unmappedText: string | null | undefined;
      }>;
      readonly number: number;
      readonly otherPeriodText: string | null | undefined;
      readonly period: string | null | undefined;
      readonly periodLabel: string | null | undefined;
      readonly siteName: string;
      readonly status: string;
      readonly subContractId: string;
      readonly subName: string;
    }>;
  } | null | undefined;
};
export type RollupPanelQuery = {
  response: RollupPanelQuery$data;
  variables: RollupPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "number"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "period",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "periodLabel",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subContractId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "basis",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "headItemId",
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contractId",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "number",
        "variableName": "number"
      }
    ],
    "concreteType": "ClaimRollup",
    "kind": "LinkedField",
    "name": "claimRollup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contractId",
        "storageKey": null
      },
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "introText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sourceChanged",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sourceChangedText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RollupHeadLine",
        "kind": "LinkedField",
        "name": "headLines",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isMargin",
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RollupSubClaim",
        "kind": "LinkedField",
        "name": "subClaims",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "siteName",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          (v9/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inPeriod",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "otherPeriodText",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "includedIn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "includedHere",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "includedText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cutoffText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RollupSubLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unmappedText",
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
        "concreteType": "RollupIncluded",
        "kind": "LinkedField",
        "name": "included",
        "plural": true,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "headLineName",
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "claimNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subItemId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subLineName",
            "storageKey": null
          },
          (v9/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentAmount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sourceText",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RollupPanelQuery",
    "selections": (v11/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RollupPanelQuery",
    "selections": (v11/*:: as any*/)
  },
  "params": {
    "cacheID": "5c6d03f2839cea78490fcc71134e3a0d",
    "id": null,
    "metadata": {},
    "name": "RollupPanelQuery",
    "operationKind": "query",
    "text": "query RollupPanelQuery(\n  $id: ID!\n  $number: Int!\n) {\n  claimRollup(contractId: $id, number: $number) {\n    contractId\n    number\n    period\n    periodLabel\n    introText\n    sourceChanged\n    sourceChangedText\n    headLines {\n      itemId\n      name\n      isMargin\n      amount\n    }\n    subClaims {\n      subContractId\n      subName\n      siteName\n      number\n      status\n      basis\n      period\n      periodLabel\n      inPeriod\n      otherPeriodText\n      amount\n      includedIn\n      includedHere\n      includedText\n      cutoffText\n      lines {\n        itemId\n        name\n        amount\n        headItemId\n        unmappedText\n      }\n    }\n    included {\n      headItemId\n      headLineName\n      subContractId\n      subName\n      claimNumber\n      subItemId\n      subLineName\n      basis\n      amount\n      currentAmount\n      changed\n      sourceText\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "84f76aa57e7ebeb22acab4a9e77a69d3";

export default node;
